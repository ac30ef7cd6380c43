import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The data folder holds password hashes and applicants' payment screenshots: only the account
// running the backend may read or write it. Modes are given where files are made, but a file a
// library makes (PGlite's NODEFS chmods its files 0666), one an archive brings, or one an older
// version left must be brought back to these modes by a walk.

/** A file only its owner reads and writes. */
export const OWNER_FILE = 0o600;
/** A folder only its owner lists, enters and writes. */
export const OWNER_FOLDER = 0o700;

/**
 * Sets `path` and everything under it to OWNER_FOLDER / OWNER_FILE. Symbolic links are left
 * alone and not followed: chmod would change the file a link points at, wherever it is.
 */
export function makeOwnerOnly(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  const mode = stat.isDirectory() ? OWNER_FOLDER : OWNER_FILE;
  if ((stat.mode & 0o7777) !== mode) chmodSync(path, mode);
  if (!stat.isDirectory()) return;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (!entry.isSymbolicLink()) makeOwnerOnly(join(path, entry.name));
  }
}
