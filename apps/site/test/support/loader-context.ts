// An in-memory stand-in for the part of Astro's LoaderContext a loader uses (store, meta,
// parseData, generateDigest, logger), so a loader runs outside an Astro build. Entries and
// meta persist across loads as Astro keeps them between builds.
import { createHash } from 'node:crypto';
import type { z } from 'astro/zod';
import type { SyncContext } from '../../src/loaders/table-sync.ts';

interface Entry {
  id: string;
  data: Record<string, unknown>;
  digest?: string | number;
}

export interface FakeLoaderContext extends SyncContext {
  entries: Map<string, Entry>;
  metadata: Map<string, string>;
  /** How many entries were written (set) since the last reset. */
  writes: number;
}

export function fakeLoaderContext(schema: z.ZodType): FakeLoaderContext {
  const entries = new Map<string, Entry>();
  const metadata = new Map<string, string>();
  const context = {
    entries,
    metadata,
    writes: 0,
    store: {
      get: (id: string) => entries.get(id),
      set: (entry: Entry) => {
        context.writes++;
        entries.set(entry.id, entry);
        return true;
      },
      delete: (id: string) => void entries.delete(id),
      keys: () => [...entries.keys()],
      values: () => [...entries.values()],
      entries: () => [...entries.entries()],
      has: (id: string) => entries.has(id),
      clear: () => entries.clear(),
    },
    meta: {
      get: (key: string) => metadata.get(key),
      set: (key: string, value: string) => void metadata.set(key, value),
      delete: (key: string) => void metadata.delete(key),
      has: (key: string) => metadata.has(key),
    },
    parseData: async ({ data }: { id: string; data: Record<string, unknown> }) => schema.parse(data),
    generateDigest: (data: Record<string, unknown> | string) =>
      createHash('sha256')
        .update(typeof data === 'string' ? data : JSON.stringify(data))
        .digest('hex'),
    logger: { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} },
  };
  return context as unknown as FakeLoaderContext;
}
