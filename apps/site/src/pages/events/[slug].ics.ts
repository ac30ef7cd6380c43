// /events/<slug>.ics (and /te/events/<slug>.ics): one event for "Add to calendar".
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { eventsCalendar } from '../../features/events/calendar.ts';
import { localeOf } from '../../i18n/locale.ts';
import { rowsOf } from '../../lib/content.ts';
import { withCacheKeys } from '../../lib/incremental-build.ts';

export const getStaticPaths = (async () =>
  withCacheKeys(
    (await rowsOf('events')).map((event) => ({
      params: { slug: event.slug },
      props: { event },
    })),
  )) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = ({ props, site, url, currentLocale }) =>
  new Response(
    eventsCalendar([props.event], { site: site ?? new URL(url.origin), locale: localeOf(currentLocale) }).toString(),
  );
