// The school's UPI ID, payee name and each program's application fee, as administrators set
// them: core's paymentSettingsFormSchema checks them here, the database again (15_payments.sql).

import type { PaymentSettings } from '@seminary/core/upi';
import { HttpError } from 'react-admin';
import { supabase } from '../../providers/supabaseClient.ts';

const COLUMNS = 'upi_vpa, payee_name, fee_residential, fee_hybrid, fee_online';

function failure(error: { message: string; code?: string }): HttpError {
  return new HttpError(error.message, 400, error);
}

export async function loadPaymentSettings(): Promise<PaymentSettings> {
  const { data, error } = await supabase.from('payment_settings').select(COLUMNS).eq('id', 1).single();
  if (error) throw failure(error);
  return data;
}

export async function savePaymentSettings(settings: PaymentSettings): Promise<PaymentSettings> {
  const { data, error } = await supabase.from('payment_settings').update(settings).eq('id', 1).select(COLUMNS).single();
  if (error) throw failure(error);
  return data;
}
