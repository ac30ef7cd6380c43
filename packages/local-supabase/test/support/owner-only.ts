import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_FILE, OWNER_FOLDER } from '../../src/owner-only.ts';

/**
 * Every path under `root` (itself included) whose mode is not owner-only, with that mode in octal:
 * what a data folder or a restored backup must never hold.
 */
export function notOwnerOnly(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    const mode = stat.mode & 0o7777;
    if (mode !== (stat.isDirectory() ? OWNER_FOLDER : OWNER_FILE))
      found.push(`${path.slice(root.length) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}
