// The Edge Functions in supabase/functions under Deno, through the same runner the local backend
// serves /functions/v1 with (packages/local-supabase/src/functions/deno.ts): each function's
// index.ts with its own deno.json, and in its environment only the secrets it is given.
// scripts/deno-check.ts type-checks the functions with the same setup.
import { join } from 'node:path';
import {
  functionConfigArgs as configArgs,
  edgeFunctionNames as namesIn,
  type ServedFunction,
  serveEdgeFunction as serve,
} from '../../../packages/local-supabase/src/functions/deno.ts';

export {
  denoExecutable,
  denoToolEnv,
  type ServedFunction,
} from '../../../packages/local-supabase/src/functions/deno.ts';

export const functionsDir = join(import.meta.dirname, '..', '..', 'functions');

/** The functions, as the CLI finds them: folders with an index.ts, but not shared code such as `_shared`. */
export const edgeFunctionNames = (): string[] => namesIn(functionsDir);

/** The options every Deno command on one of the project's functions takes (its deno.json, no lock file). */
export const functionConfigArgs = (name: string): string[] => configArgs(functionsDir, name);

export interface ServeOptions {
  /** The function secrets (and what the platform sets, such as SUPABASE_URL). */
  secrets: Record<string, string>;
  /** Every variable the function reads, set or not: Deno refuses to read any other. */
  readsEnv: string[];
}

/** Serves one of the project's functions on a free loopback port until closed. */
export function serveEdgeFunction(name: string, options: ServeOptions): Promise<ServedFunction> {
  return serve(functionsDir, name, { env: options.secrets, readsEnv: options.readsEnv });
}
