// Step 2: the fee by UPI with her reference where the school has set its UPI ID and fee, the
// latest donation details as the other way to pay, and the payment screenshot upload with the
// UPI transaction number she may type.

import { PAYMENT_SCREENSHOT_MIME_TYPES } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import type { UpiPayee } from '@seminary/core/upi';
import ImageUp from 'lucide-react/icons/image-up';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Field, FormSection } from '../forms/Field.tsx';
import { useWords } from '../forms/locale.tsx';
import { Spinner } from '../forms/Spinner.tsx';
import type { ReferenceReservation } from './application-api.ts';
import { UpiPayment } from './UpiPayment.tsx';
import type { Remote } from './use-remote.ts';

interface Props {
  donation: Remote<Tables<'donation_info'> | null>;
  onRetryDonation: () => void;
  /** The school's UPI payee and her program's fee, or null where none is set. */
  upiPayee: UpiPayee | null;
  reservation: ReferenceReservation | null;
  reservationFailed: boolean;
  screenshot: File | null;
  onScreenshotChange: (file: File | null) => void;
  paymentUtr: string;
  onPaymentUtrChange: (utr: string) => void;
}

function DonationDetails({ donation }: { donation: Tables<'donation_info'> }) {
  const words = useWords();
  const details = [
    [words.give.bankName, donation.bank_name],
    [words.give.accountHolder, donation.account_holder],
    [words.give.accountNumber, donation.account_number],
    [words.give.ifscCode, donation.ifsc_code],
    [words.give.branch, donation.branch],
  ] as const;
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]" data-payment-details>
      <figure className="flex flex-col items-center text-center">
        <img
          src={donation.qr_code_url}
          alt={`QR code for payments to ${donation.title}`}
          width={200}
          height={200}
          className="size-[200px] rounded-xl bg-white object-contain p-2 ring-1 ring-plum-900/10"
        />
        <figcaption className="mt-3 max-w-[14rem] text-sm text-ink-soft">{words.give.scanQrCode}</figcaption>
      </figure>
      <dl className="divide-y divide-plum-900/10 self-start rounded-xl bg-cream-100 px-4">
        {details.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4">
            <dt className="text-sm font-semibold text-plum-900">{label}</dt>
            <dd className="break-words sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function PaymentStep({
  donation,
  onRetryDonation,
  upiPayee,
  reservation,
  reservationFailed,
  screenshot,
  onScreenshotChange,
  paymentUtr,
  onPaymentUtrChange,
}: Props) {
  const words = useWords();
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A screenshot restored from the saved draft (or dropped with it) is shown in the file input too.
  useEffect(() => {
    const field = input.current;
    if (!field || field.files?.[0] === screenshot) return;
    if (!screenshot) {
      field.value = '';
      return;
    }
    const chosen = new DataTransfer();
    chosen.items.add(screenshot);
    field.files = chosen.files;
  }, [screenshot]);

  // Only a picture is previewed; anything else is refused on submit.
  useEffect(() => {
    if (!screenshot?.type.startsWith('image/')) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(screenshot);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [screenshot]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => onScreenshotChange(event.target.files?.[0] ?? null);

  return (
    <div className="space-y-6">
      <FormSection title={words.site.applyForm.sections.payment}>
        {upiPayee ? (
          <>
            <UpiPayment payee={upiPayee} reservation={reservation} failed={reservationFailed} />
            <h3 className="border-t border-plum-900/10 pt-5 font-display text-lg text-plum-900">
              {words.site.applyForm.upi.otherWay}
            </h3>
          </>
        ) : (
          <p className="text-ink">{words.site.applyForm.paymentIntro}</p>
        )}
        {donation.status === 'ready' && donation.data && <DonationDetails donation={donation.data} />}
        {donation.status === 'ready' && !donation.data && (
          <p className="text-ink-soft">{words.site.applyForm.noPaymentDetails}</p>
        )}
        {donation.status !== 'ready' && (
          <div className="space-y-3" data-payment-loading>
            <Spinner label={words.apply.loadingPaymentInformation} />
            {donation.status === 'error' && (
              <button type="button" onClick={onRetryDonation} className="btn-outline">
                {words.common.tryAgain}
              </button>
            )}
          </div>
        )}
      </FormSection>

      <FormSection title={words.site.applyForm.sections.proofOfPayment}>
        <Field
          id="apply-payment-screenshot"
          label={words.site.applyForm.paymentScreenshot}
          required
          hint={words.site.applyForm.paymentScreenshotHint}
        >
          <div className="mt-1 flex flex-col gap-4 sm:flex-row sm:items-center">
            <input
              ref={input}
              id="apply-payment-screenshot"
              name="payment_screenshot"
              type="file"
              accept={PAYMENT_SCREENSHOT_MIME_TYPES.join(',')}
              required
              aria-describedby="apply-payment-screenshot-hint"
              onChange={onFile}
              className="block w-full text-sm text-ink file:mr-4 file:inline-flex file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-plum-800 file:px-5 file:font-semibold file:text-white hover:file:bg-plum-700"
            />
            {preview ? (
              <img
                src={preview}
                alt={words.site.applyForm.paymentScreenshotPreview}
                className="h-28 w-auto rounded-lg object-contain ring-1 ring-plum-900/10"
              />
            ) : (
              <span
                className="flex h-28 w-28 shrink-0 items-center justify-center rounded-lg bg-plum-50 text-plum-700"
                aria-hidden="true"
              >
                <ImageUp size={32} />
              </span>
            )}
          </div>
        </Field>
        <Field id="apply-payment-utr" label={words.site.applyForm.upi.utr} hint={words.site.applyForm.upi.utrHint}>
          <input
            id="apply-payment-utr"
            name="payment_utr"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            value={paymentUtr}
            onChange={(event) => onPaymentUtrChange(event.target.value)}
            aria-describedby="apply-payment-utr-hint"
            className="field-input max-w-xs"
          />
        </Field>
      </FormSection>
    </div>
  );
}
