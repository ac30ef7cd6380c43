// Type-checks each Edge Function as the hosted runtime loads it: Deno's types (Deno.serve,
// Deno.env) and the npm: packages of the function's own deno.json, which tsc cannot see.
// Part of `npm run typecheck`; exits non-zero when any function fails.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  denoExecutable,
  denoToolEnv,
  edgeFunctionNames,
  functionConfigArgs,
  functionsDir,
} from '../tests/support/edge-function.ts';

const deno = denoExecutable();
const failed = edgeFunctionNames().filter((name) => {
  const result = spawnSync(deno, ['check', ...functionConfigArgs(name), join('functions', name, 'index.ts')], {
    cwd: join(functionsDir, '..'),
    env: denoToolEnv(),
    stdio: 'inherit',
  });
  if (result.error) throw result.error;
  return result.status !== 0;
});
if (failed.length > 0) {
  process.stderr.write(`deno check failed for: ${failed.join(', ')}\n`);
  process.exit(1);
}
