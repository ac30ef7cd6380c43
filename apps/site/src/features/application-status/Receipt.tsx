// Her receipt on the status page she reached from her link: the school's name, the receipt's
// number, her reference, the day the fee came in and its amount, in her language. Printing it
// (or saving it as a PDF from the print dialog) prints the receipt alone (global.css, @media print).

import { SCHOOL } from '@seminary/core/constants';
import { formatDate, formatRupees } from '@seminary/core/i18n/languages';
import { useLocale, useWords } from '../forms/locale.tsx';
import type { ApplicationReceipt } from './status-api.ts';

export function Receipt({ receipt, reference }: { receipt: ApplicationReceipt; reference: string }) {
  const words = useWords();
  const locale = useLocale();
  // The credit's day, taken as midnight in India: the day her bank and the school's statement name.
  const paidOn = formatDate(locale, `${receipt.paidOn}T00:00:00+05:30`);
  const amount = formatRupees(locale, receipt.amount);
  const w = words.site.statusLookup;
  return (
    <section data-receipt className="card p-6 sm:p-8" aria-labelledby="receipt-heading">
      <p className="text-sm font-semibold text-ink-soft">{SCHOOL.name}</p>
      <h2 id="receipt-heading" className="mt-1 font-display text-2xl text-plum-900">
        {w.receiptHeading}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{w.receiptNumber}</dt>
          <dd className="mt-1 text-xl font-semibold tracking-wide text-plum-900">{receipt.number}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{w.receiptFor}</dt>
          <dd className="mt-1 text-xl text-ink">{reference}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{w.receiptPaidOn}</dt>
          <dd className="mt-1 text-xl text-ink">
            <time dateTime={receipt.paidOn}>{paidOn}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{w.receiptAmount}</dt>
          <dd className="mt-1 text-xl font-semibold text-ink">{amount}</dd>
        </div>
      </dl>
      <p className="mt-4 text-ink">{w.receiptNote}</p>
      <div className="mt-6" data-receipt-print>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          {w.receiptPrint}
        </button>
      </div>
    </section>
  );
}
