// The campus life events a page at a time: the newest on /campus-life, each later page a JSON
// file its 'Show more' button loads (pages/campus-life/events/[page].json.ts).
import type { Tables } from '@seminary/core/database.types';
import { formatDate } from '../../lib/dates.ts';
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
  createdAt: string;
  date: string;
  image: ResponsiveImage;
}

export async function loadedEvents(events: readonly Tables<'campus_life'>[]): Promise<LoadedEvent[]> {
  return Promise.all(
    events.map(async (event) => ({
      id: event.id,
      title: event.title,
      content: event.content,
      createdAt: event.created_at,
      date: formatDate(event.created_at),
      image: await responsiveImage(event.image_url, {
        widths: [...EVENT_IMAGE.widths],
        fallbackSize: { width: 1200, height: 800 },
      }),
    })),
  );
}
