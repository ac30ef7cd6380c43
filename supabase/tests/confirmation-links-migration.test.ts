// The move to one table of confirmation tokens and one of attempts, on a database that already has
// links out and limits spent: the migration carries every token and attempt over, so a status
// link, a data request's link and an alumni registration's link sent before it still work, and an
// address whose requests were spent stays refused.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/local-supabase/test/support/server.ts';
import { configFile, migrationsDir } from './support/seminary-server.ts';

const MIGRATION = readdirSync(migrationsDir).find((name) => name.endsWith('_one_confirmation_mechanism.sql')) ?? '';
const token = (letter: string) => letter.repeat(43);

describe('the migration to one confirmation mechanism', () => {
  let server: TestServer;
  let before = '';
  const sql = async <T>(text: string, params: unknown[] = []) => (await server.db.query<T>(text, params)).rows;

  beforeAll(async () => {
    // The history up to the migration, with rows in the tables it replaces.
    before = mkdtempSync(join(tmpdir(), 'migrations-before-'));
    for (const name of readdirSync(migrationsDir).filter((name) => name < MIGRATION)) {
      copyFileSync(join(migrationsDir, name), join(before, name));
    }
    server = await startTestServer({
      migrationsDir: before,
      configToml: configFile,
      extraSql: [
        `with application as (
           insert into public.student_registrations (name, email, program_interest, payment_screenshot_url)
           values ('Asha', 'asha@example.com', 'online', '1700000000000-screenshot.png') returning id
         )
         insert into private.application_status_tokens (token_hash, application_id)
         select sha256(convert_to('${token('a')}', 'UTF8')), id from application`,
        `with request as (
           insert into public.data_requests (kind, email, language) values ('access', 'asha@example.com', 'en')
           returning id
         )
         insert into private.data_request_tokens (token_hash, request_id, purpose, expires_at)
         select sha256(convert_to('${token('b')}', 'UTF8')), id, 'confirm', now() + interval '1 day' from request`,
        `with registration as (
           insert into public.alumni_registrations (name, graduation_year, degree, email, consent_notice_version, consent_language)
           values ('Ruth', 2018, 'Master of Divinity', 'ruth@example.com', 1, 'en') returning id
         )
         insert into private.alumni_registration_tokens (token_hash, registration_id)
         select sha256(convert_to('${token('c')}', 'UTF8')), id from registration`,
        `insert into private.data_request_attempts (client_address, email_key)
         select null, encode(sha256(convert_to('data-request:spent@example.com', 'UTF8')), 'hex') from generate_series(1, 3)`,
      ],
    });
    await server.db.exec(readFileSync(join(migrationsDir, MIGRATION), 'utf8'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps the links already sent working', async () => {
    expect(await sql('select reference from public.application_status_by_token($1)', [token('a')])).toEqual([
      { reference: expect.stringMatching(/^APP-/) },
    ]);
    expect(await sql('select kind, status from public.confirm_data_request($1)', [token('b')])).toEqual([
      { kind: 'access', status: 'open' },
    ]);
    expect(await sql('select public.confirm_alumni_registration($1) as status', [token('c')])).toEqual([
      { status: 'pending' },
    ]);
    // Each for its own purpose only.
    expect(await sql('select reference from public.application_status_by_token($1)', [token('b')])).toEqual([]);
  });

  it('keeps an address whose requests were spent refused', async () => {
    await expect(
      sql(`select private.spend_confirmation_attempt('data_request', 'spent@example.com', 'Too many requests.')`),
    ).rejects.toThrow('Too many requests.');
    expect(await sql(`select to_regclass('private.data_request_attempts') as old`)).toEqual([{ old: null }]);
  });
});
