// Paying the application fee by UPI: the link every UPI app opens (NPCI's UPI linking
// specification, `upi://pay?…`). The rules of its parts, as the database checks them
// (supabase/schemas/15_payments.sql), are with the forms' schemas in validation.ts. The payment
// step shows the link as a QR code and as a link.
import type { Tables } from './database.types.ts';

export type PaymentSettings = Pick<
  Tables<'payment_settings'>,
  'upi_vpa' | 'payee_name' | 'fee_residential' | 'fee_hybrid' | 'fee_online'
>;

/** The school's UPI ID and payee name with the amount of one program's fee. */
export interface UpiPayee {
  vpa: string;
  payeeName: string;
  amount: number;
}

/** Rupees with paise, as UPI apps read `am`: 500 → "500.00". */
export function upiAmount(amount: number): string {
  return amount.toFixed(2);
}

/**
 * The payment link: the payee's address and name, the amount in rupees, the currency and her
 * reference as the note (`tn`), which her bank statement's narration then carries. Each value is
 * percent-encoded (a space as %20, as apps decode it; `+` would be read as a plus).
 */
export function upiPaymentLink(payee: UpiPayee, reference: string): string {
  const parameters: [string, string][] = [
    ['pa', payee.vpa],
    ['pn', payee.payeeName],
    ['am', upiAmount(payee.amount)],
    ['cu', 'INR'],
    ['tn', reference],
  ];
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
