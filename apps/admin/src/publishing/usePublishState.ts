import { useCallback, useEffect, useState } from 'react';
import { describeError } from '../components/errors.ts';
import { supabase } from '../providers/supabaseClient.ts';

/** The site's publishing state, as public.get_site_publish_state() returns it. */
export interface PublishState {
  status: 'idle' | 'building' | 'failed';
  last_published_at: string | null;
  last_error: string | null;
  /** A change or a 'Publish now' came after the last build started. */
  pending: boolean;
}

/** While a build runs or waits, the screen follows it closely; otherwise a slow check catches other tabs' edits. */
const BUSY_POLL_MS = 3000;
const IDLE_POLL_MS = 30_000;

function toPublishState(data: unknown): PublishState {
  const value = (data ?? {}) as Partial<PublishState>;
  return {
    status: value.status === 'building' || value.status === 'failed' ? value.status : 'idle',
    last_published_at: value.last_published_at ?? null,
    last_error: value.last_error ?? null,
    pending: value.pending === true,
  };
}

/** A build runs or is due: the published site is about to change. */
const isBusy = (state: PublishState) => state.status === 'building' || state.pending;

export function usePublishState() {
  const [state, setState] = useState<PublishState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [poke, setPoke] = useState(0);

  const refresh = useCallback(async (): Promise<PublishState | null> => {
    const { data, error: failure } = await supabase.rpc('get_site_publish_state');
    if (failure) {
      setError(describeError(failure));
      return null;
    }
    const next = toPublishState(data);
    setState(next);
    setError(null);
    return next;
  }, []);

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
      const { data, error: failure } = await supabase.rpc('request_site_publish');
      if (failure) {
        setError(describeError(failure));
        return;
      }
      setState(toPublishState(data));
      setError(null);
      setPoke((n) => n + 1);
    } finally {
      setRequesting(false);
    }
  }, []);

  return { state, error, requesting, publishNow };
}
