// One live read for an island: loading, the data, or the error, and a way to try again. The
// read starts once `enabled` is true, so an island can wait until the visitor needs the data.
import { useCallback, useEffect, useState } from 'react';

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export function useRemote<T>(load: () => Promise<T>, enabled = true): [Remote<T>, () => void] {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // `attempt` is the retry trigger; `load` is stable for the island's lifetime.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the read on purpose
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [attempt, load, enabled]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return [state, retry];
}
