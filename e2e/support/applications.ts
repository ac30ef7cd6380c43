// Applications and their payments made the way the school's own paths make them, for the specs
// that look at what follows: the form's submit (by the service role, so no visitor's limit is
// spent) and the admissions office's import of a statement line naming her reference.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { APPLICATION_REFERENCE_PATTERN } from '../../packages/core/src/admissions.ts';
import { paymentScreenshotObjectName } from '../../packages/core/src/storage.ts';
import { PNG } from '../site/helpers.ts';
import { accounts, expect } from './fixtures.ts';

/** Her application with an uploaded screenshot, through submit_application: its reference and id. */
export async function submitApplication(
  service: SupabaseClient,
  application: { name: string; email: string; program_interest: string; language?: string; phone?: string },
): Promise<{ reference: string; id: string }> {
  const screenshot = paymentScreenshotObjectName('screenshot.png');
  const upload = await service.storage
    .from('payment-screenshots')
    .upload(screenshot, new Blob([PNG], { type: 'image/png' }));
  expect(upload.error).toBeNull();
  const { data: reference, error } = await service.rpc('submit_application', {
    application: { ...application, payment_screenshot_url: screenshot },
    idempotency_key: crypto.randomUUID(),
  });
  expect(error).toBeNull();
  expect(reference).toMatch(APPLICATION_REFERENCE_PATTERN);
  const { data: stored } = await service.from('student_registrations').select('id').eq('reference', reference).single();
  return { reference, id: stored?.id ?? '' };
}

/** The admissions office signed in, as the admin signs it in. */
export async function signedInOffice(): Promise<SupabaseClient> {
  const office = createClient(process.env.E2E_SUPABASE_URL ?? '', process.env.E2E_ANON_KEY ?? '', {
    auth: { persistSession: false },
  });
  expect((await office.auth.signInWithPassword(accounts.admissions)).error).toBeNull();
  return office;
}

/** The office imports one statement line naming her reference; its receipt number. */
export async function importCredit(
  office: SupabaseClient,
  reference: string,
  credit: { date: string; amount_paise: number; utr: string; narration?: string },
): Promise<string> {
  const imported = await office.rpc('import_statement_credits', {
    credits: [{ narration: `UPI/${reference}`, ...credit }],
  });
  expect(imported.error).toBeNull();
  expect(imported.data.matched).toHaveLength(1);
  return imported.data.matched[0].receipt_number;
}
