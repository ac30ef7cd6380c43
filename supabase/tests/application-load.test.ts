// The public application form under load, as the site sends it: each applicant uploads a payment
// screenshot, then inserts the application naming it. 500 applicants at once from 50 client
// addresses, with the hourly limits raised to exactly what each address needs, all get in;
// meanwhile one address flooding the form is cut off at the limit with 429. Client addresses
// come from X-Forwarded-For, trusted because the test names its own loopback as the proxy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentScreenshotObjectName, STORAGE } from '../../packages/core/src/storage.ts';
import { refusals } from '../../packages/core/src/texts.ts';
import type { TestServer } from '../../packages/local-supabase/test/support/server.ts';
import { type Client, clientBehindProxy, png, startServerBehindProxy } from './support/seminary-server.ts';

const ADDRESSES = 50;
const APPLICATIONS = 500;
const PER_ADDRESS = APPLICATIONS / ADDRESSES;
const FLOOD = 40;
const FLOOD_ADDRESS = '203.0.113.250';
const BUCKET = STORAGE.paymentScreenshots.bucket;

let server: TestServer;
let courseId = '';

/** A visitor's browser behind the test's proxy, which reports `address` as the client. */
const visitorAt = (address: string) => clientBehindProxy(server, address);

interface Outcome {
  step: 'upload' | 'insert' | 'done';
  status?: number | undefined;
  message?: string | undefined;
}

/** What the site's apply form does: the screenshot first, then the application naming it. */
async function apply(client: Client): Promise<Outcome> {
  const screenshot = paymentScreenshotObjectName('receipt.png');
  const upload = await client.storage.from(BUCKET).upload(screenshot, png(), { contentType: 'image/png' });
  if (upload.error) {
    return { step: 'upload', status: (upload.error as { status?: number }).status, message: upload.error.message };
  }
  const insert = await client.from('student_registrations').insert({
    name: 'Asha Kiran',
    email: `${randomUUID()}@example.com`,
    program_interest: 'residential',
    course_id: courseId,
    payment_screenshot_url: screenshot,
    // The notice she agreed to (supabase/schemas/03_privacy_notice.sql).
    consent_notice_version: 2,
  });
  if (insert.error) return { step: 'insert', status: insert.status, message: insert.error.message };
  return { step: 'done' };
}

const count = async (sql: string) => Number((await server.db.query<{ n: number }>(sql)).rows[0]?.n);

beforeAll(async () => {
  server = await startServerBehindProxy();
  const course = await server.db.query<{ id: string }>(
    `insert into public.courses (title, description, duration, program_type)
     values ('Certificate in Theology', 'One year', '1 year', 'residential') returning id`,
  );
  courseId = course.rows[0]?.id ?? '';
  const { error } = await server
    .service()
    .from('application_limits')
    .update({
      max_per_client_address_per_hour: PER_ADDRESS,
      max_payment_screenshots_per_client_address_per_hour: PER_ADDRESS,
    })
    .eq('id', 1);
  expect(error).toBeNull();
});
afterAll(() => server.close());

describe('applications under load', () => {
  it(`takes ${APPLICATIONS} concurrent applications with screenshots from ${ADDRESSES} addresses and refuses a flood from one`, async () => {
    const visitors = Array.from({ length: ADDRESSES }, (_, i) => visitorAt(`198.51.100.${i + 1}`));
    const flooder = visitorAt(FLOOD_ADDRESS);

    const [applicants, flood] = await Promise.all([
      Promise.all(Array.from({ length: APPLICATIONS }, (_, i) => apply(visitors[i % ADDRESSES] as Client))),
      Promise.all(Array.from({ length: FLOOD }, () => apply(flooder))),
    ]);

    expect(applicants.filter((outcome) => outcome.step !== 'done')).toEqual([]);

    expect(flood.filter((outcome) => outcome.step === 'done')).toHaveLength(PER_ADDRESS);
    expect(flood.filter((outcome) => outcome.step !== 'done')).toEqual(
      Array.from({ length: FLOOD - PER_ADDRESS }, () => ({
        step: 'upload',
        status: 429,
        message: refusals.too_many_uploads,
      })),
    );

    expect(await count('select count(*)::int as n from public.student_registrations')).toBe(APPLICATIONS + PER_ADDRESS);
    expect(await count(`select count(*)::int as n from storage.objects where bucket_id = '${BUCKET}'`)).toBe(
      APPLICATIONS + PER_ADDRESS,
    );
    // Every application names its own screenshot, and every screenshot is stored.
    expect(
      await count(
        `select count(distinct o.name)::int as n
         from public.student_registrations r join storage.objects o on o.bucket_id = '${BUCKET}' and o.name = r.payment_screenshot_url`,
      ),
    ).toBe(APPLICATIONS + PER_ADDRESS);
  }, 120_000);

  it('refuses applications from one address beyond its hourly limit with 429', async () => {
    const flooder = visitorAt('203.0.113.251');
    const outcomes = await Promise.all(
      Array.from({ length: FLOOD }, async () => {
        const { status, error } = await flooder.from('registrations').insert({
          name: 'Asha Kiran',
          email: `${randomUUID()}@example.com`,
          program_interest: 'online',
          consent_notice_version: 2,
        });
        return { refused: status === 429, accepted: status === 201, message: error?.message };
      }),
    );
    expect(outcomes.filter((outcome) => outcome.accepted)).toHaveLength(PER_ADDRESS);
    expect(outcomes.filter((outcome) => !outcome.accepted)).toEqual(
      Array.from({ length: FLOOD - PER_ADDRESS }, () => ({
        refused: true,
        accepted: false,
        message: refusals.too_many_applications,
      })),
    );
  });
});
