// One fresh stack for the whole end-to-end run: an in-memory backend with the migrations and
// seed on a free port, the local accounts, the admin and the site built against it into a
// folder of this run's own (so `npm start`'s build is never touched), and a static server.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@seminary/local-supabase';
import { adminExists, buildAdmin, buildSite, siteExists } from '../../scripts/lib/build-apps.ts';
import { localAdmin, localAdmissions, localEditor, localStaff } from '../../scripts/lib/local-accounts.ts';
import { startMailWorker } from '../../scripts/lib/mail-worker.ts';
import { dataDir } from '../../scripts/lib/paths.ts';
import { startProjectBackend } from '../../scripts/lib/project-backend.ts';
import { ensureStaffAccount } from '../../scripts/lib/staff-accounts.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { timedSetup } from '../../scripts/lib/test-timings.ts';

export default async function globalSetup() {
  const backend = await timedSetup('playwright', 'shared backend started and seeded', () =>
    // The tests' browsers and clients say which visitor they are (fixtures.ts: visitorAddress).
    startProjectBackend({ trustedProxies: ['127.0.0.1', '::1'] }),
  );
  await ensureStaffAccount(backend.db, localAdmin, 'administrator');
  await ensureStaffAccount(backend.db, localStaff, null);
  await ensureStaffAccount(backend.db, localEditor, 'editor');
  await ensureStaffAccount(backend.db, localAdmissions, 'admissions');

  const runDir = join(dataDir, 'e2e', String(process.pid));
  mkdirSync(runDir, { recursive: true });
  const target = { supabaseUrl: backend.url, anonKey: LOCAL_ANON_KEY, siteUrl: 'http://localhost:4321' };
  const siteOut = join(runDir, 'site');
  const adminOut = join(runDir, 'admin');
  if (adminExists())
    await timedSetup('playwright', 'shared admin build', () => buildAdmin({ ...target, outDir: adminOut }));
  if (siteExists()) {
    await timedSetup('playwright', 'shared site build', () =>
      buildSite({ ...target, outDir: siteOut, cacheDir: join(runDir, 'astro-cache') }),
    );
  }
  const web = await startStaticServer({ siteDir: siteOut, adminDir: adminOut, port: 0 });
  // Application e-mails go out as under `npm start`: the send-mail drain into the mail catcher.
  const mailWorker = backend.mail
    ? await startMailWorker({
        supabaseUrl: backend.url,
        serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
        smtp: { host: backend.mail.smtpHost, port: backend.mail.smtpPort },
        db: backend.db,
        log: () => undefined,
      })
    : undefined;
  if (backend.mail) {
    await backend.db.query('update public.mail_settings set site_url = $1', [web.url]);
    process.env.E2E_MAIL_API_URL = backend.mail.apiUrl;
  }

  process.env.E2E_BASE_URL = web.url;
  process.env.E2E_SUPABASE_URL = backend.url;
  process.env.E2E_ANON_KEY = LOCAL_ANON_KEY;
  process.env.E2E_SERVICE_ROLE_KEY = LOCAL_SERVICE_ROLE_KEY;

  return async () => {
    await web.close();
    await mailWorker?.close();
    await backend.close();
    rmSync(runDir, { recursive: true, force: true });
  };
}
