// Whether her program can be paid by UPI: the school's UPI ID and payee name with the program's
// fee, or null where any is unset. Apart from core's upi.ts, which loads with the payment step's
// UPI part, so the form's first script carries only this.
import type { ProgramType } from '@seminary/core/constants';
import type { PaymentSettings, UpiPayee } from '@seminary/core/upi';

export function upiPayeeFor(settings: PaymentSettings | null, program: ProgramType): UpiPayee | null {
  const amount = settings?.[`fee_${program}`] ?? null;
  if (!settings?.upi_vpa || !settings.payee_name || amount === null) return null;
  return { vpa: settings.upi_vpa, payeeName: settings.payee_name, amount };
}
