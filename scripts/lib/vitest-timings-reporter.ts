// A Vitest reporter that writes each test file's time, by project, for scripts/test.ts's
// timings table: the file's import (collect), its tests and hooks, and the worker's setup for it.
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { repoRoot } from './paths.ts';
import { testResultsDir } from './test-timings.ts';

export interface VitestFileTiming {
  project: string;
  file: string;
  tests: number;
  /** Environment, harness, import and the tests with their hooks. */
  ms: number;
  importMs: number;
  testsMs: number;
}

export const vitestTimingsFile = join(testResultsDir, 'vitest-timings.json');

export default class TimingsReporter implements Reporter {
  private started = 0;

  onTestRunStart() {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files: VitestFileTiming[] = modules.map((module) => {
      const d = module.diagnostic();
      return {
        project: module.project.name,
        file: relative(repoRoot, module.moduleId),
        tests: [...module.children.allTests()].length,
        ms: Math.round(d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.duration),
        importMs: Math.round(d.collectDuration),
        testsMs: Math.round(d.duration),
      };
    });
    writeFileSync(
      vitestTimingsFile,
      `${JSON.stringify({ wallMs: Math.round(performance.now() - this.started), files }, null, 2)}\n`,
    );
  }
}
