// The payment step's UPI QR code read back as a phone's camera would: the SVG the form draws is
// rendered to pixels by Chromium (Debian's, as the end-to-end tests use) and decoded by jsQR,
// and must give back exactly the UPI link, every value percent-encoded as NPCI's linking
// specification reads it.
import { type Browser, chromium } from '@playwright/test';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UpiPayee, upiPaymentLink } from '../../../packages/core/src/upi.ts';
import { upiQrSvg } from '../src/features/apply/upi-qr.ts';

/** Pixels per module: a phone's camera sees about as many on the form's 232 px code. */
const SCALE = 4;

describe('the UPI QR code', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  });
  afterAll(() => browser?.close());

  /** The SVG as the form draws it, rasterised by the browser, and what jsQR reads in it. */
  async function decode(link: string): Promise<string | undefined> {
    const { size, path } = upiQrSvg(link);
    const pixels = size * SCALE;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges">` +
      `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
    const page = await browser.newPage();
    try {
      const rgba = await page.evaluate(
        async ({ svg, pixels }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = pixels;
          canvas.height = pixels;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.drawImage(image, 0, 0);
          return Array.from(context.getImageData(0, 0, pixels, pixels).data);
        },
        { svg, pixels },
      );
      return jsQR(Uint8ClampedArray.from(rgba), pixels, pixels)?.data;
    } finally {
      await page.close();
    }
  }

  const school: UpiPayee = { vpa: 'seminary.fees@okaxis', payeeName: 'Grace Bible Seminary', amount: 500 };

  it('reads back as the exact link, with her reference as the note', async () => {
    const link = upiPaymentLink(school, 'APP-2026-7KQ3XM');
    expect(link).toBe(
      'upi://pay?pa=seminary.fees%40okaxis&pn=Grace%20Bible%20Seminary&am=500.00&cu=INR&tn=APP-2026-7KQ3XM',
    );
    expect(await decode(link)).toBe(link);
  });

  it('keeps a payee name with &, = and Telugu letters and an amount with paise intact', async () => {
    const payee: UpiPayee = { vpa: 'st-marys_2@ybl', payeeName: "St. Mary's & Grace = సెమినరీ", amount: 1250.5 };
    const link = upiPaymentLink(payee, 'APP-2027-ABCDEF');
    expect(await decode(link)).toBe(link);
    const parameters = new URLSearchParams(link.slice('upi://pay?'.length));
    expect(Object.fromEntries(parameters)).toEqual({
      pa: 'st-marys_2@ybl',
      pn: "St. Mary's & Grace = సెమినరీ",
      am: '1250.50',
      cu: 'INR',
      tn: 'APP-2027-ABCDEF',
    });
  });
});
