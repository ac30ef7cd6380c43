import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island has hydrated. Forms stay disabled
 * until then: React would otherwise reset what a visitor typed into the static HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
