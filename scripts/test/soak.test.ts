// One long-lived stack assembled as `npm start` assembles it (the backend with its mail catcher and
// Edge Functions, the local accounts, the mail worker, the publisher and the static server),
// driven through a day of the product's ordinary and hostile use, then left alone: from then on
// it must do nothing but its scheduled jobs. Whether it is quiet is counted by the server itself
// (requests answered, statements by who sent them, notification listeners) and by the mail
// catcher and the publisher, not guessed from the clock. The clock is moved rather than waited
// for (a post scheduled a minute ahead, an event's day, a visitor's batched edit, mail retries
// after their backoff, retention notices and expiries), and every scheduled job runs each second
// (pg_cron's shortest schedule), so a quiet window spans several of their runs in a few seconds.
//
// The site build is the one stand-in: the real `astro build` of the seeded site takes 10 to 30 s
// a build on a loaded two-core machine, and this day has eight builds; scripts/test/publish-build
// and e2e/publishing drive it. Here a build reads what the site reads, through the API as a
// visitor, and writes the home page, so the publisher's notifications, batching, failures and
// reruns are the real ones.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { RunningServer } from '@seminary/local-supabase';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../packages/core/src/database.types.ts';
import { paymentScreenshotObjectName, STORAGE, uniqueObjectPath } from '../../packages/core/src/storage.ts';
import { localAdmin, localAdmissions, localEditor, localStaff } from '../lib/local-accounts.ts';
import { type MailWorker, startMailWorker } from '../lib/mail-worker.ts';
import { startProjectBackend } from '../lib/project-backend.ts';
import { createPublisher, type Publisher } from '../lib/publisher.ts';
import { ensureStaffAccount } from '../lib/staff-accounts.ts';
import { type RunningStaticServer, startStaticServer } from '../lib/static-server.ts';

type Client = SupabaseClient<Database>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = () => new Blob([PNG], { type: 'image/png' });
const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
/**
 * The jobs the migrations schedule (in cron.job's order), each run every second here: their own
 * schedules run them every 15 or 30 s, every minute, hourly and daily.
 */
const JOBS = [
  'publish-due-posts',
  'publish-new-event-day',
  'apply-retention',
  'release-visitor-site-changes',
  'site-deploy-hook',
  'purge-content-versions',
  'purge-audit-log',
  'purge-unreferenced-uploads',
  'expire-reference-reservations',
  'remind-recommenders',
];
const JOB_SCHEDULES = Object.fromEntries(JOBS.map((name) => [name, '1 seconds']));
/** How often the backend's timer looks for due jobs, as pg_cron does. */
const JOB_TICK_MS = 1_000;
const FAILED_BUILD = 'The site build failed: the database could not be reached.';
/** Waiting for something the stack does in the background: a mail, a build, a job's run. */
const EVENTUALLY = { timeout: 20_000, interval: 50 };

// Full garbage collections between the quiet windows, so a comparison of heaps sees what is kept.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let backend: RunningServer;
let worker: MailWorker;
let publisher: Publisher;
let web: RunningStaticServer;
let workDir: string;
let mailApi: string;
let holdBuild: Promise<void> | undefined;
let failBuild: string | undefined;
const logs: string[] = [];
/** What the process holds with nothing in flight, before any use. */
let resourcesAtStart: string[];
let processListenersAtStart: Record<string, number>;
let listenersAtStart: Record<string, number>;

/** The build's stand-in: the home page from the banners, posts and events a visitor may read. */
async function buildSite(outDir: string) {
  await holdBuild;
  holdBuild = undefined;
  const failure = failBuild;
  failBuild = undefined;
  if (failure) throw new Error(failure);
  const site = createClient<Database>(backend.url, backend.anonKey, { auth: NO_SESSION });
  const [banners, posts, events] = await Promise.all([
    site.from('banners').select('title').eq('active', true).order('order_index'),
    site.from('posts').select('title').order('published_at', { ascending: false }),
    site.from('events').select('title').order('first_day'),
  ]);
  for (const read of [banners, posts, events]) if (read.error) throw new Error(read.error.message);
  mkdirSync(outDir, { recursive: true });
  const items = [...(banners.data ?? []), ...(posts.data ?? []), ...(events.data ?? [])];
  writeFileSync(join(outDir, 'index.html'), items.map((row) => `<h2>${row.title}</h2>`).join('\n'));
}

const visitorAt = (address: string): Client =>
  createClient<Database>(backend.url, backend.anonKey, {
    auth: NO_SESSION,
    global: { headers: { 'X-Forwarded-For': address } },
  });

async function signIn(account: { email: string; password: string }): Promise<Client> {
  const client = createClient<Database>(backend.url, backend.anonKey, { auth: NO_SESSION });
  const { error } = await client.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return client;
}

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.db.query<T>(text, params)).rows;
}

interface CaughtMail {
  ID: string;
  Subject: string;
  Text: string;
}

/** The newest message to `address` in the local mail catcher whose subject contains `subject`, once it arrives. */
async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  return vi.waitFor(async () => {
    const query = encodeURIComponent(`to:${address}`);
    const found = (await (await fetch(`${mailApi}/api/v1/search?query=${query}`)).json()) as {
      messages: { ID: string; Subject: string }[];
    };
    const summary = found.messages.find((message) => message.Subject.includes(subject));
    if (!summary) throw new Error(`no mail to ${address} about "${subject}" yet`);
    return (await (await fetch(`${mailApi}/api/v1/message/${summary.ID}`)).json()) as CaughtMail;
  }, EVENTUALLY);
}

async function caughtCount(): Promise<number> {
  const list = (await (await fetch(`${mailApi}/api/v1/messages?limit=1`)).json()) as { total: number };
  return list.total;
}

/** The raw API as a hostile client sends it: status and body. */
async function raw(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${backend.url}${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${init.token ?? backend.anonKey}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
  return { status: response.status, body: await response.text() };
}

/** A body of 2 MiB announced, the first 64 KiB sent: the answer comes without the rest. */
function oversized(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sending = request(
      new URL(path, backend.url),
      {
        method: 'POST',
        agent: false,
        headers: {
          apikey: backend.anonKey,
          'Content-Type': 'application/json',
          'Content-Length': String(2 * 1024 * 1024),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        sending.destroy();
      },
    );
    sending.on('error', reject);
    sending.write(Buffer.alloc(64 * 1024, 0x20));
  });
}

async function homePage(): Promise<string> {
  return (await fetch(`${web.url}/`)).text();
}

/** Everything in flight has ended: no build running or waiting, no drain running, no mail due now. */
async function settled() {
  await vi.waitFor(async () => {
    const building = publisher.status();
    if (building.state !== 'idle' || building.rebuildQueued) throw new Error(`publisher ${building.state}`);
    const mail = await worker.status();
    if (mail.draining) {
      const { requests } = backend.activity();
      throw new Error(`mail worker still draining: ${mail.drains} drains, ${requests} requests answered since start`);
    }
    const due = mail.backlog.nextDueAt === null ? undefined : Date.parse(mail.backlog.nextDueAt);
    if (due !== undefined && due <= Date.now()) throw new Error('mail due now');
  }, EVENTUALLY);
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'soak-'));
  backend = await startProjectBackend({
    // The test's visitors say which address they come from, as behind the school's proxy.
    trustedProxies: ['127.0.0.1', '::1'],
    jobs: { schedules: JOB_SCHEDULES },
    log: (line) => logs.push(line),
  });
  const mail = backend.mail;
  if (!mail) throw new Error('The backend runs without its mail catcher.');
  mailApi = mail.apiUrl;
  await ensureStaffAccount(backend.db, localAdmin, 'administrator');
  await ensureStaffAccount(backend.db, localEditor, 'editor');
  await ensureStaffAccount(backend.db, localAdmissions, 'admissions');
  await ensureStaffAccount(backend.db, localStaff, null);

  publisher = createPublisher({
    db: backend.db,
    wwwDir: join(workDir, 'www'),
    build: buildSite,
    log: (line) => logs.push(line),
  });
  backend.report('publisher', () => publisher.status());
  await publisher.start();
  expect((await publisher.publish()).ok).toBe(true);
  const adminDir = join(workDir, 'admin');
  mkdirSync(adminDir, { recursive: true });
  web = await startStaticServer({ siteDir: publisher.siteDir, adminDir, port: 0 });
  await sql('update public.mail_settings set site_url = $1', [web.url]);
  worker = await startMailWorker({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    smtp: { host: mail.smtpHost, port: mail.smtpPort },
    db: backend.db,
    log: (line) => logs.push(line),
  });
  backend.report('mailWorker', () => worker.status());
  await settled();
  listenersAtStart = backend.activity().listeners;
  processListenersAtStart = processListeners();
  resourcesAtStart = await idleResources();
}, 60_000);

afterAll(async () => {
  await web?.close();
  await publisher?.close();
  await worker?.close();
  await backend?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

function processListeners(): Record<string, number> {
  return Object.fromEntries(process.eventNames().map((name) => [String(name), process.listenerCount(name)]));
}

/**
 * The handles keeping the process alive, once the HTTP clients' kept-alive connections have closed
 * (the servers close theirs after 5 s): what is left is what the stack holds for good.
 */
async function idleResources(): Promise<string[]> {
  let last: string[] = [];
  await vi.waitFor(
    () => {
      last = process
        .getActiveResourcesInfo()
        .filter((kind) => kind !== 'Timeout')
        .sort();
      if (last.filter((kind) => kind === 'TCPSocketWrap').length > 0) throw new Error(`still open: ${last}`);
    },
    { timeout: 20_000, interval: 200 },
  );
  return last;
}

describe('a server after a day of use', () => {
  it('serves a day of ordinary and hostile use', async () => {
    const admin = await signIn(localAdmin);
    const editor = await signIn(localEditor);
    const office = await signIn(localAdmissions);
    const [course] = await sql<{ id: string }>(`select id from public.courses order by id limit 1`);
    const builds = () => publisher.status().builds;

    // An applicant: her payment screenshot, her application, its e-mails, her status both ways.
    const applicant = visitorAt('198.51.100.1');
    const applicantEmail = `asha.${randomUUID().slice(0, 8)}@example.com`;
    const screenshot = paymentScreenshotObjectName('receipt.png');
    expect(
      (await applicant.storage.from(STORAGE.paymentScreenshots.bucket).upload(screenshot, png())).error,
    ).toBeNull();
    const submitted = await applicant.rpc('submit_application', {
      application: {
        name: 'Asha Kiran',
        email: applicantEmail,
        phone: '+91 98480 11223',
        program_interest: 'residential',
        course_id: course?.id ?? null,
        payment_screenshot_url: screenshot,
        consent_notice_version: 2,
      },
      idempotency_key: randomUUID(),
    });
    expect(submitted.error).toBeNull();
    const reference = String(submitted.data);
    const confirmation = await mailTo(applicantEmail, reference);
    const token = /\?token=([A-Za-z0-9_-]{43})/.exec(confirmation.Text)?.[1] ?? '';
    expect((await applicant.rpc('application_status_by_token', { token })).data).toMatchObject([
      { reference, status: 'received' },
    ]);
    expect(
      (await applicant.rpc('application_status_lookup', { reference, contact: applicantEmail })).data,
    ).toMatchObject([{ status: 'received' }]);
    const [application] = await sql<{ id: string }>(
      'select id from public.student_registrations where reference = $1',
      [reference],
    );
    expect(
      (await office.rpc('set_application_status', { application_id: application?.id ?? '', status: 'accepted' })).error,
    ).toBeNull();
    await mailTo(applicantEmail, 'Accepted');

    // An enquiry, and the office hears of it.
    const enquirer = `mercy.${randomUUID().slice(0, 8)}`;
    const enquiry = (name: string) => ({
      name,
      email: `${name}@example.com`,
      program_interest: 'online',
      consent_notice_version: 2,
    });
    /** Visitors may send an enquiry but not read it back: its id as the office sees it. */
    const enquiryId = async (name: string) =>
      (await sql<{ id: string }>('select id from public.registrations where name = $1', [name]))[0]?.id ?? '';
    expect((await visitorAt('198.51.100.2').from('registrations').insert(enquiry(enquirer))).error).toBeNull();
    await mailTo('admissions@example.com', `New enquiry from ${enquirer}`);

    // An alumna edits her profile: a visitor's change, batched until the visitors pause (five
    // minutes), here released by moving the clock past that pause.
    const [profile] = await sql<{ id: string; name: string; graduation_year: number; degree: string }>(
      'select id, name, graduation_year, degree from public.alumni_profiles order by id limit 1',
    );
    if (!profile) throw new Error('The seed has no alumni profile.');
    const bio = `Teaching in Eluru since ${randomUUID().slice(0, 6)}`;
    expect(
      (
        await visitorAt('198.51.100.3').rpc('update_alumni_profile', {
          profile_id: profile.id,
          name: profile.name,
          graduation_year: profile.graduation_year,
          degree: profile.degree,
          bio,
          consent_notice_version: 2,
          consent_language: 'en',
        })
      ).error,
    ).toBeNull();
    const beforeRelease = builds();
    await sql(
      `update private.site_publish_state
       set visitor_changed_at = visitor_changed_at - interval '10 minutes',
           visitor_pending_since = visitor_pending_since - interval '10 minutes'`,
    );
    await vi.waitFor(() => expect(builds()).toBeGreaterThan(beforeRelease), EVENTUALLY);

    // Graduates register and prove their address: one approved, one rejected, one never confirmed.
    const graduate = () => {
      const tag = randomUUID().slice(0, 8);
      return {
        name: `Ruth ${tag}`,
        graduation_year: 2018,
        degree: 'Master of Divinity',
        email: `ruth.${tag}@example.com`,
        consent_notice_version: 2,
        language: 'en',
      };
    };
    const registered = async (her: ReturnType<typeof graduate>, address: string) => {
      expect((await visitorAt(address).rpc('register_alumna', her)).error).toBeNull();
      const link = await mailTo(her.email, '');
      const confirm = /\?confirm=([A-Za-z0-9_-]+)/.exec(link.Text)?.[1] ?? '';
      expect((await visitorAt(address).rpc('confirm_alumni_registration', { token: confirm })).data).toBe('pending');
      const [row] = await sql<{ id: string }>('select id from public.alumni_registrations where email = $1', [
        her.email,
      ]);
      return row?.id ?? '';
    };
    const approved = graduate();
    const rejected = graduate();
    const unconfirmed = graduate();
    const approvedId = await registered(approved, '198.51.100.4');
    const rejectedId = await registered(rejected, '198.51.100.5');
    expect((await visitorAt('198.51.100.6').rpc('register_alumna', unconfirmed)).error).toBeNull();
    expect((await editor.rpc('approve_alumni_registration', { registration_id: approvedId })).error).toBeNull();
    expect(
      (await editor.rpc('reject_alumni_registration', { registration_id: rejectedId, note: 'Not a graduate.' })).error,
    ).toBeNull();
    await vi.waitFor(async () => expect(await caughtCountTo(approved.email)).toBe(2), EVENTUALLY);
    await vi.waitFor(async () => expect(await caughtCountTo(rejected.email)).toBe(2), EVENTUALLY);

    // Content: a banner renamed, a picture uploaded to the gallery, an event to come.
    const bannerTitle = `Welcome ${randomUUID().slice(0, 6)}`;
    const [banner] = await sql<{ id: string }>(
      'select id from public.banners where active order by order_index limit 1',
    );
    expect(
      (
        await editor
          .from('banners')
          .update({ title: bannerTitle })
          .eq('id', banner?.id ?? '')
      ).error,
    ).toBeNull();
    const picture = uniqueObjectPath(STORAGE.galleryImages, 'chapel.png');
    const gallery = editor.storage.from(STORAGE.galleryImages.bucket);
    expect((await gallery.upload(picture, png())).error).toBeNull();
    expect(
      (
        await editor
          .from('gallery')
          .insert({ title: 'Chapel', image_url: gallery.getPublicUrl(picture).data.publicUrl })
      ).error,
    ).toBeNull();
    const india = (daysFromToday: number) =>
      new Date(Date.now() + 5.5 * 3_600_000 + daysFromToday * 86_400_000).toISOString().slice(0, 10);
    const eventTitle = `Graduation ${randomUUID().slice(0, 6)}`;
    expect(
      (
        await editor.from('events').insert({
          slug: `graduation-${randomUUID().slice(0, 8)}`,
          title: eventTitle,
          summary: 'The graduation service.',
          place: 'Chapel',
          all_day: true,
          start_date: india(7),
          end_date: india(7),
        })
      ).error,
    ).toBeNull();
    await vi.waitFor(async () => expect(await homePage()).toContain(eventTitle), EVENTUALLY);
    expect(await homePage()).toContain(bannerTitle);

    // A news post scheduled a minute ahead: hidden until then, on the site once the clock passes it.
    const postTitle = `Admissions open ${randomUUID().slice(0, 6)}`;
    const posted = await editor
      .from('posts')
      .insert({
        slug: `admissions-${randomUUID().slice(0, 8)}`,
        title: postTitle,
        summary: 'Applications for the new year are open.',
        body: '<p>Apply online.</p>',
        published_at: new Date(Date.now() + 60_000).toISOString(),
        draft: false,
      })
      .select('id')
      .single();
    expect(posted.error).toBeNull();
    expect(
      (
        await visitorAt('198.51.100.7')
          .from('posts')
          .select('id')
          .eq('id', posted.data?.id ?? '')
      ).data,
    ).toEqual([]);
    // The clock moves two minutes on for the post and the scheduler's record, with the triggers
    // off: an edit of the post would itself republish the site, and the scheduler would go untried.
    await backend.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `update public.posts set published_at = published_at - interval '2 minutes', updated_at = updated_at - interval '2 minutes'
         where id = $1`,
        [posted.data?.id],
      );
      await tx.query(
        `update private.post_schedule_state set checked_until = checked_until - interval '2 minutes' where id`,
      );
    });
    await vi.waitFor(async () => expect(await homePage()).toContain(postTitle), EVENTUALLY);

    // An event ended yesterday; a new day in India republishes the calendar.
    expect(
      (
        await editor.from('events').insert({
          slug: `retreat-${randomUUID().slice(0, 8)}`,
          title: 'Retreat',
          summary: 'The staff retreat.',
          place: 'Campus',
          all_day: true,
          start_date: india(-1),
          end_date: india(-1),
        })
      ).error,
    ).toBeNull();
    await publisher.settled();
    const beforeNewDay = builds();
    await sql(`update private.event_calendar_day set checked_day = checked_day - 2`);
    await vi.waitFor(() => expect(builds()).toBeGreaterThan(beforeNewDay), EVENTUALLY);

    // A failed build leaves the site as it was and says why; a publish asked for while a build
    // runs is built right after it.
    await publisher.settled();
    failBuild = FAILED_BUILD;
    expect((await editor.rpc('request_site_publish')).error).toBeNull();
    await vi.waitFor(async () => {
      const state = (await admin.rpc('get_site_publish_state')).data as { status: string; last_error: string };
      expect(state).toMatchObject({ status: 'failed', last_error: FAILED_BUILD });
    }, EVENTUALLY);
    expect(await homePage()).toContain(postTitle);
    let release: () => void = () => undefined;
    holdBuild = new Promise((resolve) => {
      release = resolve;
    });
    expect((await editor.rpc('request_site_publish')).error).toBeNull();
    await vi.waitFor(() => expect(publisher.status().state).toBe('building'), EVENTUALLY);
    const duringBuild = `Welcome back ${randomUUID().slice(0, 6)}`;
    expect(
      (
        await editor
          .from('banners')
          .update({ title: duringBuild })
          .eq('id', banner?.id ?? '')
      ).error,
    ).toBeNull();
    expect((await editor.rpc('request_site_publish')).error).toBeNull();
    await vi.waitFor(() => expect(publisher.status().rebuildQueued).toBe(true), EVENTUALLY);
    release();
    await vi.waitFor(async () => expect(await homePage()).toContain(duringBuild), EVENTUALLY);

    // Staff: a colleague invited (her e-mail's link sets her password), then her role changed by
    // an administrator while she is signed in: her token keeps the old role until it is refreshed.
    const adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const manageStaff = async (body: object) => {
      const { data, error } = await admin.functions.invoke('staff', { body });
      expect(error).toBeNull();
      return data as Record<string, unknown>;
    };
    const colleague = { email: `colleague.${randomUUID().slice(0, 8)}@example.com`, password: 'colleague1234' };
    const invited = await manageStaff({ action: 'invite', email: colleague.email, role: 'editor' });
    expect(invited).toMatchObject({ user_id: expect.any(String) });
    const invitation = await mailTo(colleague.email, 'invited');
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(invitation.Text)?.[0] ?? '';
    const landing = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    const newcomer = createClient<Database>(backend.url, backend.anonKey, { auth: NO_SESSION });
    expect(
      (
        await newcomer.auth.setSession({
          access_token: fragment.get('access_token') ?? '',
          refresh_token: fragment.get('refresh_token') ?? '',
        })
      ).error,
    ).toBeNull();
    expect((await newcomer.auth.updateUser({ password: colleague.password })).error).toBeNull();
    const moved = await signIn(colleague);
    expect((await moved.from('registrations').select('id').limit(1)).data).toEqual([]);
    expect(await manageStaff({ action: 'set_role', user_id: invited.user_id, role: 'admissions' })).toMatchObject({
      role: 'admissions',
    });
    expect((await moved.from('registrations').select('id').limit(1)).data).toEqual([]);
    expect((await moved.auth.refreshSession()).error).toBeNull();
    expect((await moved.from('registrations').select('id').limit(1)).data).toHaveLength(1);

    // Mail that cannot be sent: an administrator's From without a domain. Each attempt fails and
    // is retried after its backoff (the clock moved past it), until it gives up after the fifth;
    // her retry fails the same way; the enquiry and its e-mails are then erased.
    expect(
      (await admin.from('mail_settings').update({ from_address: 'Admissions <admissions>' }).eq('id', 1)).error,
    ).toBeNull();
    const unlucky = `joy.${randomUUID().slice(0, 8)}`;
    expect((await visitorAt('198.51.100.8').from('registrations').insert(enquiry(unlucky))).error).toBeNull();
    const unluckyId = await enquiryId(unlucky);
    const [failing] = await sql<{ id: number }>('select id from public.mail_outbox where registration_id = $1', [
      unluckyId,
    ]);
    const attempts = async () =>
      (
        await sql<{ attempts: number; status: string; last_error: string | null }>(
          'select attempts, status, last_error from public.mail_outbox where id = $1',
          [failing?.id],
        )
      )[0];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const outcome = attempt < 5 ? 'pending' : 'failed';
      await vi.waitFor(
        async () => expect(await attempts()).toMatchObject({ attempts: attempt, status: outcome }),
        EVENTUALLY,
      );
      if (attempt < 5) {
        // The backoff has passed: the clock moves, and the worker, whose timer is set for the
        // real time, is asked to send what is due (the outbox row above says when it is done).
        await sql('update public.mail_outbox set next_attempt_at = now() where id = $1', [failing?.id]);
        worker.drain().catch((error: Error) => logs.push(`drain: ${error.message}`));
      }
    }
    expect(await attempts()).toMatchObject({ last_error: expect.stringContaining('sender') });
    expect(
      (await admin.from('mail_settings').update({ from_address: 'Admissions <admissions@example.com>' }).eq('id', 1))
        .error,
    ).toBeNull();
    expect((await admin.rpc('retry_mail', { id: failing?.id ?? 0 })).error).toBeNull();
    await vi.waitFor(
      async () => expect(await attempts()).toMatchObject({ attempts: 1, status: 'pending' }),
      EVENTUALLY,
    );
    expect((await admin.rpc('erase_person_data', { enquiry_id: unluckyId })).error).toBeNull();
    expect(await attempts()).toBeUndefined();

    // Her data asked for and erased: the request proven by its link, answered by an administrator.
    const asked = await visitorAt('198.51.100.9').rpc('request_my_data', { kind: 'erasure', email: applicantEmail });
    expect(asked.error).toBeNull();
    const proof = await mailTo(applicantEmail, 'please confirm your request');
    const confirmToken = /\/your-data\?confirm=([A-Za-z0-9_-]+)/.exec(proof.Text)?.[1] ?? '';
    expect((await visitorAt('198.51.100.9').rpc('confirm_data_request', { token: confirmToken })).error).toBeNull();
    const [request] = await sql<{ id: string }>(
      `select id from public.data_requests where email = $1 and status = 'open'`,
      [applicantEmail],
    );
    expect((await admin.rpc('complete_data_request', { request_id: request?.id ?? '' })).error).toBeNull();
    expect(await sql('select 1 from public.student_registrations where reference = $1', [reference])).toEqual([]);
    // Her screenshot's file goes at the purge that follows.
    await vi.waitFor(
      async () => expect(await sql('select 1 from storage.objects where name = $1', [screenshot])).toEqual([]),
      EVENTUALLY,
    );

    // Retention: an enquiry of thirteen months ago is noticed, and erased once the notice is two days old.
    const forgotten = `grace.${randomUUID().slice(0, 8)}`;
    expect((await visitorAt('198.51.100.10').from('registrations').insert(enquiry(forgotten))).error).toBeNull();
    const oldId = await enquiryId(forgotten);
    await sql(`update public.registrations set created_at = created_at - interval '13 months' where id = $1`, [oldId]);
    await mailTo(`${forgotten}@example.com`, 'your data will be erased');
    await sql(`update public.registrations set created_at = created_at - interval '3 days' where id = $1`, [oldId]);
    await sql(
      `update private.retention_notices set due_at = due_at - interval '3 days', noticed_at = noticed_at - interval '3 days'
       where subject_id = $1`,
      [oldId],
    );
    await sql(
      `update public.mail_outbox set sent_at = sent_at - interval '3 days' where kind = 'retention_notice' and registration_id = $1`,
      [oldId],
    );
    await vi.waitFor(
      async () => expect(await sql('select 1 from public.registrations where id = $1', [oldId])).toEqual([]),
      EVENTUALLY,
    );
    // The registration nobody confirmed expires after a day.
    await sql(`update public.alumni_registrations set created_at = created_at - interval '2 days' where email = $1`, [
      unconfirmed.email,
    ]);
    await vi.waitFor(
      async () =>
        expect(await sql('select 1 from public.alumni_registrations where email = $1', [unconfirmed.email])).toEqual(
          [],
        ),
      EVENTUALLY,
    );

    // Probes. Floods of uploads and enquiries from one address are refused once over the hour's limit.
    const flooder = visitorAt('203.0.113.66');
    const uploads: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { error } = await flooder.storage
        .from(STORAGE.paymentScreenshots.bucket)
        .upload(paymentScreenshotObjectName('flood.png'), png());
      uploads.push(error ? Number((error as { status?: number }).status ?? 0) : 200);
    }
    expect(uploads).toEqual([200, 200, 200, 200, 200, 429]);
    expect(
      (await admin.from('application_limits').update({ max_per_client_address_per_hour: 3 }).eq('id', 1)).error,
    ).toBeNull();
    const enquiries: number[] = [];
    for (let i = 0; i < 4; i++) {
      enquiries.push(
        (await flooder.from('registrations').insert(enquiry(`flood${i}.${randomUUID().slice(0, 6)}`))).status,
      );
    }
    expect(enquiries).toEqual([201, 201, 201, 429]);
    // An oversized body, a write without a filter, broken JSON, an unknown function, a forged token.
    expect(await oversized('/rest/v1/registrations')).toBe(413);
    const filterless = await raw('/rest/v1/banners', {
      method: 'PATCH',
      body: JSON.stringify({ active: false }),
      token: adminToken,
    });
    expect(filterless.status).toBeGreaterThanOrEqual(400);
    expect(filterless.status).toBeLessThan(500);
    expect((await raw('/rest/v1/registrations', { method: 'POST', body: '{"name":' })).status).toBe(400);
    expect((await raw('/rest/v1/rpc/no_such_function', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await raw('/rest/v1/banners', { token: `${adminToken.slice(0, -2)}xx` })).status).toBe(401);
    // Wrong passwords.
    for (let i = 0; i < 3; i++) {
      const wrong = await raw('/auth/v1/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email: localAdmin.email, password: `wrong${i}` }),
      });
      expect(wrong.status).toBe(400);
    }

    await settled();
    expect(logs.filter((line) => /unhandled error/.test(line))).toEqual([]);
  }, 120_000);

  it('then does nothing but its scheduled jobs', async () => {
    await settled();
    // What is about to happen on its own is what the stack says it has planned.
    const mail = await worker.status();
    expect(mail).toMatchObject({ draining: false, nextDrainAt: null, backlog: { waiting: 0 } });
    expect(publisher.status()).toMatchObject({ state: 'idle', rebuildQueued: false, buildAt: null });
    expect(backend.activity().listeners).toEqual(listenersAtStart);

    const first = await quietWindow();
    const second = await quietWindow();
    for (const window of [first, second]) {
      expect(window.requests, 'requests answered while nobody asked').toBe(0);
      expect(window.statements, 'statements sent beyond the scheduled jobs').toEqual({ requests: 0, embedder: 0 });
      expect(window.drains, 'mail drains').toBe(0);
      expect(window.builds, 'site builds').toBe(0);
      expect(window.caught, 'mail sent').toBe(0);
    }
    expect(second.heapUsed - first.heapUsed, 'heap growth between the windows (bytes)').toBeLessThan(1024 * 1024);

    // Every timer and listener accounted for: the same as before any use.
    expect(backend.activity().listeners).toEqual(listenersAtStart);
    expect(processListeners()).toEqual(processListenersAtStart);
    // Beside what it held at the start, only the staff function's Deno, kept warm until the
    // backend closes (its process and the pipes its output is read from).
    expect(await idleResources()).toEqual([...resourcesAtStart, 'PipeWrap', 'PipeWrap', 'ProcessWrap'].sort());
    // The jobs' one timer is set, each job's next run at most its interval (and a tick) away, and
    // none overdue by more than a tick and the runs ahead of it in that tick.
    expect(backend.jobs.status().map((job) => job.name)).toEqual(JOBS);
    for (const job of backend.jobs.status()) {
      const ahead = Date.parse(job.nextRunAt ?? '') - Date.now();
      expect(ahead).toBeGreaterThan(-2 * JOB_TICK_MS);
      expect(ahead).toBeLessThanOrEqual(job.everySeconds * 1000 + JOB_TICK_MS);
    }
  }, 60_000);

  it('says what it is doing at /health: the full answer to the service role, the short one to anyone', async () => {
    const anyone = await fetch(`${backend.url}/health`);
    expect(await anyone.json()).toEqual({ status: 'ok', database: 'pglite' });
    const forged = await fetch(`${backend.url}/health`, { headers: { apikey: 'not-a-key' } });
    expect(await forged.json()).toEqual({ status: 'ok', database: 'pglite' });

    const response = await fetch(`${backend.url}/health`, { headers: { apikey: backend.serviceRoleKey } });
    expect(response.status).toBe(200);
    const health = await response.json();
    const job = (name: string) => ({
      name,
      does: expect.any(String),
      everySeconds: expect.any(Number),
      runs: expect.any(Number),
      lastRunAt: expect.any(String),
      lastRunMs: expect.any(Number),
      lastError: null,
      nextRunAt: expect.any(String),
    });
    expect(health).toMatchObject({
      status: 'ok',
      database: 'pglite',
      startedAt: expect.any(String),
      activity: {
        requests: expect.any(Number),
        statements: { requests: expect.any(Number), scheduledJobs: expect.any(Number), embedder: expect.any(Number) },
        listeners: { mail_outbox: 1, site_content_changed: 1, site_publish_requested: 1 },
      },
      scheduledJobs: JOBS.map(job),
      mailWorker: {
        draining: false,
        drains: expect.any(Number),
        lastDrain: { at: expect.any(String), sent: expect.any(Number), failed: expect.any(Number) },
        nextDrainAt: null,
        backlog: { waiting: 0, nextDueAt: null, failed: expect.any(Number) },
      },
      publisher: {
        state: 'idle',
        builds: expect.any(Number),
        rebuildQueued: false,
        buildAt: null,
        lastBuild: { at: expect.any(String), ok: true, ms: expect.any(Number) },
      },
    });
  });
});

async function caughtCountTo(address: string): Promise<number> {
  const found = (await (
    await fetch(`${mailApi}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`)
  ).json()) as {
    messages_count: number;
  };
  return found.messages_count;
}

interface Window {
  requests: number;
  statements: { requests: number; embedder: number };
  drains: number;
  builds: number;
  caught: number;
  heapUsed: number;
}

/**
 * Lets the stack sit until every scheduled job has run twice more, and says what happened in
 * between, as the server, the mail worker, the publisher and the mail catcher counted it.
 */
async function quietWindow(): Promise<Window> {
  const runs = () => backend.jobs.status().map((job) => job.runs);
  const caughtBefore = await caughtCount();
  const drainsBefore = (await worker.status()).drains;
  const before = backend.activity();
  const buildsBefore = publisher.status().builds;
  const runsBefore = runs();
  await vi.waitFor(
    () => {
      const now = runs();
      if (now.some((count, i) => count < (runsBefore[i] ?? 0) + 2)) throw new Error(`jobs ran ${now}`);
    },
    { timeout: 20_000, interval: 100 },
  );
  const after = backend.activity();
  const buildsAfter = publisher.status().builds;
  const drainsAfter = (await worker.status()).drains;
  const caughtAfter = await caughtCount();
  collectGarbage();
  return {
    requests: after.requests - before.requests,
    statements: {
      requests: after.statements.requests - before.statements.requests,
      embedder: after.statements.embedder - before.statements.embedder,
    },
    drains: drainsAfter - drainsBefore,
    builds: buildsAfter - buildsBefore,
    caught: caughtAfter - caughtBefore,
    heapUsed: process.memoryUsage().heapUsed,
  };
}
