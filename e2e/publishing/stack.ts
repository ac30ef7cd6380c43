// A stack of the publishing tests' own, like `npm start`'s: a seeded in-memory backend, the
// admin built against it, the publisher running the real `astro build`, and the static server
// serving the publisher's symlink. Not the shared stack of global-setup: these tests rebuild
// the site, and the other tests' edits must not start builds under them (or theirs under these).
// The tests may hold a build at its start, to see 'Publishing...' for as long as they need, or
// make the next build fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, LOCAL_ANON_KEY, startServer } from '@seminary/local-supabase';
import { buildAdmin } from '../../scripts/lib/build-apps.ts';
import { localAdmin, localStaff } from '../../scripts/lib/local-accounts.ts';
import { configToml, migrationsDir, seedFile } from '../../scripts/lib/paths.ts';
import { astroSiteBuilder } from '../../scripts/lib/publish-build.ts';
import { createPublisher, type Publisher } from '../../scripts/lib/publisher.ts';
import { ensureStaffAccount } from '../../scripts/lib/staff-accounts.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';

export interface PublishingStack {
  webUrl: string;
  publisher: Publisher;
  /** The stack's database as its owner, for content a test needs in bulk. */
  db: Database;
  /** Holds the next build before it starts building until the returned function is called. */
  holdNextBuild(): () => void;
  /** Makes the next build fail with this message. */
  failNextBuild(message: string): void;
  close(): Promise<void>;
}

export async function startPublishingStack(): Promise<PublishingStack> {
  const workDir = mkdtempSync(join(tmpdir(), 'e2e-publishing-'));
  const backend = await startServer({
    memory: true,
    port: 0,
    migrationsDir,
    seedFile,
    configToml,
    log: () => undefined,
  });
  await ensureStaffAccount(backend.db, localAdmin, 'administrator');
  await ensureStaffAccount(backend.db, localStaff, null);

  const adminDir = join(workDir, 'admin');
  const target = { supabaseUrl: backend.url, anonKey: LOCAL_ANON_KEY };
  await buildAdmin({ ...target, outDir: adminDir });

  const astroBuild = astroSiteBuilder({ ...target, cacheDir: join(workDir, 'astro-cache') });
  let hold: Promise<void> | undefined;
  let failure: string | undefined;
  const publisher = createPublisher({
    db: backend.db,
    wwwDir: join(workDir, 'www'),
    build: async (outDir) => {
      await hold;
      hold = undefined;
      const message = failure;
      failure = undefined;
      if (message) throw new Error(message);
      await astroBuild(outDir);
    },
    log: () => undefined,
  });
  await publisher.start();
  const first = await publisher.publish();
  if (!first.ok) throw new Error(`The first build failed:\n${first.error}`);
  const web = await startStaticServer({ siteDir: publisher.siteDir, adminDir, port: 0 });

  return {
    webUrl: web.url,
    publisher,
    db: backend.db,
    holdNextBuild() {
      let release: () => void = () => undefined;
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    failNextBuild(message) {
      failure = message;
    },
    async close() {
      await web.close();
      await publisher.close();
      await backend.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
