// The paths of what each event has at its own address: its page (pages/events/[slug].astro) and
// its calendar file (pages/events/[slug].ics.ts), one of each per event, the event as the props.
import { rowsOf } from '../../lib/content.ts';
import { withCacheKeys } from '../../lib/incremental-build.ts';

export async function eventPaths() {
  return withCacheKeys(
    (await rowsOf('events')).map((event) => ({
      params: { slug: event.slug },
      props: { event },
    })),
  );
}
