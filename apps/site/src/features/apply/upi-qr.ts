// The UPI QR code as SVG, made in her browser by uqr, so no third party sees the payment link:
// one path of every dark module (a rectangle per run of a row), in a viewBox of modules, with
// the four-module quiet zone scanners expect.
import { encode } from 'uqr';

export interface QrSvg {
  /** The modules across, quiet zone included: the viewBox's width and height. */
  size: number;
  /** The dark modules as one SVG path. */
  path: string;
}

export function upiQrSvg(link: string): QrSvg {
  // Level M survives a smudged or creased screen; the link stays within a small version anyway.
  const { data, size } = encode(link, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, path };
}
