// The campus life events a page at a time: the newest on /campus-life, each later page a JSON
// file its 'Show more' button loads (pages/campus-life/events/[page].json.ts).
import type { Tables } from '@seminary/core/database.types';
import { formatDate, type Locale } from '@seminary/core/i18n/languages';
import { localized } from '../../i18n/content.ts';
import { type ResponsiveImage, responsiveImage } from '../../lib/images.ts';

/** Events shown before 'Show more', and per click: three rows of three. */
export const EVENTS_PAGE_SIZE = 9;

export const EVENT_IMAGE = {
  widths: [360, 540, 720, 960],
  sizes: '(min-width: 1152px) 360px, (min-width: 768px) 45vw, 92vw',
} as const;

/** An event of a later page, as the browser fills the empty card with it. */
export interface LoadedEvent {
  id: string;
  title: string;
  content: string;
  /** The language of title and content when it is not the page's (English on a Telugu page), else empty. */
  titleLang: string;
  contentLang: string;
  createdAt: string;
  date: string;
  image: ResponsiveImage;
}

export async function loadedEvents(events: readonly Tables<'campus_life'>[], locale: Locale): Promise<LoadedEvent[]> {
  return Promise.all(
    events.map(async (event) => {
      const title = localized(locale, event, 'title');
      const content = localized(locale, event, 'content');
      return {
        id: event.id,
        title: title.text,
        content: content.text,
        titleLang: title.lang ?? '',
        contentLang: content.lang ?? '',
        createdAt: event.created_at,
        date: formatDate(locale, event.created_at),
        image: await responsiveImage(event.image_url, EVENT_IMAGE),
      };
    }),
  );
}
