// The fee by UPI, made for her application: the amount, her reference, the payee, a QR code of
// the UPI link (drawn here, in her browser) and the same link for a UPI app on this phone. The
// QR code's module loads when she reaches this step, not with the page.
import { formatRupees } from '@seminary/core/i18n/languages';
import { type UpiPayee, upiPaymentLink } from '@seminary/core/upi';
import { useEffect, useState } from 'react';
import { useLocale, useWords } from '../forms/locale.tsx';
import { Spinner } from '../forms/Spinner.tsx';
import type { ReferenceReservation } from './application-api.ts';
import type { QrSvg } from './upi-qr.ts';

interface Props {
  payee: UpiPayee;
  /** Her reserved reference; null while it is being reserved. */
  reservation: ReferenceReservation | null;
  /** The reservation was refused or failed: the QR image and bank details remain. */
  failed: boolean;
}

export function UpiPayment({ payee, reservation, failed }: Props) {
  const words = useWords();
  const upi = words.site.applyForm.upi;
  const locale = useLocale();
  const link = reservation ? upiPaymentLink(payee, reservation.reference) : null;
  const [qr, setQr] = useState<{ link: string; svg: QrSvg } | null>(null);

  useEffect(() => {
    if (!link) return;
    let current = true;
    import('./upi-qr.ts').then(
      ({ upiQrSvg }) => current && setQr({ link, svg: upiQrSvg(link) }),
      (error: unknown) => console.error('Could not draw the UPI QR code', error),
    );
    return () => {
      current = false;
    };
  }, [link]);

  const amount = formatRupees(locale, payee.amount);
  return (
    <section aria-labelledby="apply-upi-heading" className="space-y-4" data-upi-payment>
      <h3 id="apply-upi-heading" className="font-display text-lg text-plum-900">
        {upi.heading}
      </h3>
      <p className="text-ink">{upi.intro}</p>
      {failed ? (
        <p className="text-ink-soft">{upi.unavailable}</p>
      ) : !reservation || !link || qr?.link !== link ? (
        <Spinner label={upi.preparing} />
      ) : (
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <svg
            role="img"
            aria-labelledby="apply-upi-qr-title"
            viewBox={`0 0 ${qr.svg.size} ${qr.svg.size}`}
            width={232}
            height={232}
            shapeRendering="crispEdges"
            className="mx-auto size-[232px] rounded-xl ring-1 ring-plum-900/10"
            data-upi-qr
          >
            <title id="apply-upi-qr-title">{upi.qrCode(amount, payee.payeeName, reservation.reference)}</title>
            <rect width={qr.svg.size} height={qr.svg.size} fill="#fff" />
            <path d={qr.svg.path} fill="#000" />
          </svg>
          <div className="space-y-4">
            <dl className="divide-y divide-plum-900/10 rounded-xl bg-cream-100 px-4">
              {(
                [
                  [upi.amount, amount, 'amount'],
                  [upi.reference, reservation.reference, 'reference'],
                  [upi.payee, `${payee.payeeName} (${payee.vpa})`, 'payee'],
                ] as const
              ).map(([label, value, key]) => (
                <div key={key} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4">
                  <dt className="text-sm font-semibold text-plum-900">{label}</dt>
                  <dd className="break-words font-semibold sm:text-right" data-upi-detail={key}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <div>
              <a href={link} className="btn-gold" aria-describedby="apply-upi-app-hint">
                {upi.payWithApp}
              </a>
              <p id="apply-upi-app-hint" className="mt-1.5 text-sm text-ink-soft">
                {upi.payWithAppHint}
              </p>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
