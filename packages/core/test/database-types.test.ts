import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('database.types.ts', () => {
  it('matches what the migrations generate', () => {
    const script = join(import.meta.dirname, '..', 'scripts', 'generate-db-types.ts');
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('packages/core/src/database.types.ts is up to date.\n');
    expect(result.status).toBe(0);
  });
});
