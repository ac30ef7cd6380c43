import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { describeError } from '../components/errors.ts';
import type { PublishState } from '../providers/databaseFunctions.ts';
import type { SeminaryDataProvider } from '../providers/dataProvider.ts';

/** While a build runs or waits, the screen follows it closely; otherwise a slow check catches other tabs' edits. */
const BUSY_POLL_MS = 3000;
const IDLE_POLL_MS = 30_000;

/** A build runs or is due: the published site is about to change. */
const isBusy = (state: PublishState) => state.status === 'building' || state.pending;

export function usePublishState() {
  const [state, setState] = useState<PublishState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [poke, setPoke] = useState(0);
  const dataProvider = useDataProvider<SeminaryDataProvider>();

  const refresh = useCallback(async (): Promise<PublishState | null> => {
    try {
      const next = await dataProvider.getSitePublishState();
      setState(next);
      setError(null);
      return next;
    } catch (failure) {
      setError(describeError(failure));
      return null;
    }
  }, [dataProvider]);

  // One chain of timeouts (restarted by `poke` after a request), so checks never overlap. The
  // pace follows the state just fetched, not the rendered one, which may not have caught up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: poke restarts the chain on purpose.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const next = await refresh();
      if (!stopped) timer = setTimeout(tick, next && isBusy(next) ? BUSY_POLL_MS : IDLE_POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [refresh, poke]);

  const publishNow = useCallback(async () => {
    setRequesting(true);
    try {
      setState(await dataProvider.requestSitePublish());
      setError(null);
      setPoke((n) => n + 1);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setRequesting(false);
    }
  }, [dataProvider]);

  return { state, error, requesting, publishNow };
}
