// /events/<slug>.ics (and /te/events/<slug>.ics): one event for "Add to calendar".
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { eventsCalendar } from '../../features/events/calendar.ts';
import { eventPaths } from '../../features/events/event-paths.ts';
import { localeOf } from '../../i18n/locale.ts';

export const getStaticPaths = eventPaths satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = ({ props, site, url, currentLocale }) =>
  new Response(
    eventsCalendar([props.event], { site: site ?? new URL(url.origin), locale: localeOf(currentLocale) }).toString(),
  );
