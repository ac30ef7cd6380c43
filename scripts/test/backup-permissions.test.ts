// A backup holds password hashes and payment screenshots. Under the most permissive umask (000)
// `npm run backup` writes it 0600 in folders made 0700, and `npm run restore` leaves a data
// folder only its owner may read. A backup file altered to hold a symbolic link (its `storage`
// folder, or one alumni photo, pointing at a file elsewhere), a hard link, a named pipe, or a
// name reaching outside with `..` or `/` is refused whole: nothing is restored.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@seminary/local-supabase';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notOwnerOnly } from '../../packages/local-supabase/test/support/owner-only.ts';
import { createBackup, restoreBackup } from '../backup/backup-archive.ts';

const SLOW = 120_000;
const PHOTO = 'alumni/ruth.txt';
const OUTSIDE_TEXT = 'root:x:0:0:a file outside the data folder';

let work: string;
let umask: number;
let backupFile: string;
/** The stored photo's path inside an unpacked backup. */
let photoInArchive: string;

/** The real backup unpacked into a folder of its own, changed by `alter`, packed again with tar. */
function alteredBackup(name: string, alter: (unpacked: string) => string[]): string {
  const unpacked = join(work, `altered-${name}`);
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', backupFile, '-C', unpacked]);
  const extra = alter(unpacked);
  const file = join(work, `altered-${name}.tar.gz`);
  execFileSync('tar', ['-czPf', file, '-C', unpacked, 'manifest.json', 'database', 'storage', ...extra]);
  return file;
}

beforeAll(async () => {
  umask = process.umask(0o000);
  work = mkdtempSync(join(tmpdir(), 'backup-permissions-'));
  writeFileSync(join(work, 'outside.txt'), OUTSIDE_TEXT);
  const server = await startServer({
    dataDir: join(work, 'source'),
    port: 0,
    mail: false,
    extraSql: [`insert into storage.buckets (id, name, public) values ('alumni-images', 'alumni-images', true)`],
    log: () => undefined,
  });
  try {
    const service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false } });
    const upload = await service.storage
      .from('alumni-images')
      .upload(PHOTO, 'her photo', { contentType: 'text/plain' });
    expect(upload.error).toBeNull();
    const { rows } = await server.db.query<{ version: string }>(`select version from storage.objects where name = $1`, [
      PHOTO,
    ]);
    photoInArchive = join('storage', 'alumni-images', ...PHOTO.split('/'), rows[0]?.version ?? '');
  } finally {
    await server.close();
  }
  backupFile = join(work, 'backups', 'nightly', 'school.tar.gz');
  await createBackup({ dataDir: join(work, 'source') }, backupFile);
}, SLOW);
afterAll(() => {
  process.umask(umask);
  rmSync(work, { recursive: true, force: true });
});

describe('backups and restores are owner-only whatever the umask', () => {
  it('writes the backup 0600 in folders made 0700 for it', () => {
    expect(notOwnerOnly(join(work, 'backups'))).toEqual([]);
    expect(readdirSync(join(work, 'backups', 'nightly'))).toEqual(['school.tar.gz']);
  });

  it(
    'restores into an owner-only data folder, even one that was open to everyone',
    async () => {
      const dataDir = join(work, 'restored', '.data');
      mkdirSync(dataDir, { recursive: true });
      chmodSync(dataDir, 0o777);
      await restoreBackup(backupFile, { dataDir });
      expect(readdirSync(dataDir).sort()).toEqual(['pglite', 'storage']);
      expect(readFileSync(join(dataDir, photoInArchive), 'utf8')).toBe('her photo');
      expect(notOwnerOnly(dataDir)).toEqual([]);
    },
    SLOW,
  );
});

describe('restore refuses an archive holding anything but files and folders inside it', () => {
  const cases: [string, (unpacked: string) => string[], RegExp][] = [
    [
      'a storage folder that is a link',
      (unpacked) => {
        // The same layout outside, so a restored link would serve the outside file as the photo.
        const outside = join(work, 'outside-storage');
        mkdirSync(join(outside, photoInArchive.slice('storage/'.length), '..'), { recursive: true });
        writeFileSync(join(outside, photoInArchive.slice('storage/'.length)), OUTSIDE_TEXT);
        rmSync(join(unpacked, 'storage'), { recursive: true });
        symlinkSync(outside, join(unpacked, 'storage'));
        return [];
      },
      /"storage" is a symbolic link/,
    ],
    [
      'one alumni photo that is a link',
      (unpacked) => {
        rmSync(join(unpacked, photoInArchive));
        symlinkSync(join(work, 'outside.txt'), join(unpacked, photoInArchive));
        return [];
      },
      /"storage\/alumni-images\/alumni\/ruth.txt\/[^"]+" is a symbolic link/,
    ],
    [
      'a hard link',
      (unpacked) => {
        linkSync(join(unpacked, photoInArchive), join(unpacked, 'storage', 'alumni-images', 'copy'));
        return [];
      },
      /is a hard link/,
    ],
    [
      'a named pipe',
      (unpacked) => {
        execFileSync('mkfifo', [join(unpacked, 'storage', 'pipe')]);
        return [];
      },
      /"storage\/pipe" is a named pipe/,
    ],
    [
      'a name going up with ..',
      (unpacked) => {
        writeFileSync(join(unpacked, '..', 'escaped.txt'), OUTSIDE_TEXT);
        return ['../escaped.txt'];
      },
      /"\.\.\/escaped\.txt", a name outside the folder/,
    ],
    [
      'an absolute name',
      () => {
        const absolute = join(work, 'absolute.txt');
        writeFileSync(absolute, OUTSIDE_TEXT);
        return [absolute];
      },
      /a name outside the folder/,
    ],
  ];

  it.each(cases)(
    'refuses %s and restores nothing',
    async (name, alter, message) => {
      const file = alteredBackup(name.replaceAll(' ', '-'), alter);
      const dataDir = join(work, `target-${name.replaceAll(' ', '-')}`, '.data');
      await expect(restoreBackup(file, { dataDir })).rejects.toThrow(message);
      await expect(restoreBackup(file, { dataDir })).rejects.toThrow(/^Refused: .*nothing was restored\.$/);
      expect(existsSync(dataDir)).toBe(false);
    },
    SLOW,
  );
});
