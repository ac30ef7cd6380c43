// Where `npm test`'s time goes: each layer writes what it measured under .data/test-results/,
// and scripts/test.ts puts it together in timings.json and prints the slowest. Setup steps (a
// cluster started, migrations pushed, an app built) are recorded apart from the tests, since a
// step shared by many tests is paid once and belongs to none of them.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './paths.ts';

export const testResultsDir = join(dataDir, 'test-results');
const setupFile = join(testResultsDir, 'setup-timings.jsonl');

export interface SetupTiming {
  /** Which layer's setup: 'vitest' or 'playwright'. */
  layer: string;
  step: string;
  ms: number;
}

/** Records one setup step; processes running at once each append whole lines. */
export function recordSetup(layer: string, step: string, ms: number): void {
  mkdirSync(testResultsDir, { recursive: true });
  appendFileSync(setupFile, `${JSON.stringify({ layer, step, ms: Math.round(ms) } satisfies SetupTiming)}\n`);
}

/** Runs a setup step and records how long it took. */
export async function timedSetup<T>(layer: string, step: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  recordSetup(layer, step, performance.now() - started);
  return result;
}

export function readSetupTimings(): SetupTiming[] {
  if (!existsSync(setupFile)) return [];
  return readFileSync(setupFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SetupTiming);
}

export const setupTimingsFile = setupFile;
