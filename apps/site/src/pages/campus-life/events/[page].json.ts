// The campus life events' later pages, newest first after the ones on /campus-life, for their
// 'Show more' button (features/campus-life/CampusEvents.astro), in the language of the page's address.
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { EVENTS_PAGE_SIZE, loadedEvents } from '../../../features/campus-life/campus-events.ts';
import { localeOf } from '../../../i18n/locale.ts';
import { rowsOf } from '../../../lib/content.ts';
import { laterPages } from '../../../lib/paging.ts';

export const getStaticPaths = (async () =>
  laterPages(await rowsOf('campusEvents'), EVENTS_PAGE_SIZE)) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props, currentLocale }) =>
  Response.json({ items: await loadedEvents(props.items, localeOf(currentLocale)) });
