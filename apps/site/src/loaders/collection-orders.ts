// The order each collection's rows are listed in on the public pages, shared by its
// query (content.config.ts) and the pages' sort (lib/content.ts), so both always agree.
import type { OrderColumn } from './row-order.ts';

const newestFirst = [{ column: 'created_at', ascending: false }] as const satisfies readonly OrderColumn[];
const oldestFirst = [{ column: 'created_at' }] as const satisfies readonly OrderColumn[];

export const collectionOrders = {
  siteLogo: newestFirst,
  banners: [{ column: 'order_index' }],
  statistics: oldestFirst,
  teachers: [{ column: 'name' }],
  featuredVideo: newestFirst,
  gallery: newestFirst,
  aboutSections: oldestFirst,
  aboutGallery: newestFirst,
  courses: [{ column: 'title' }],
  campusEvents: newestFirst,
  campusGallery: newestFirst,
  // The calendar by its first day in India, then start time (whole days after timed ones).
  events: [{ column: 'first_day' }, { column: 'starts_at' }, { column: 'title' }],
  alumni: [{ column: 'graduation_year', ascending: false }, { column: 'name' }],
  downloads: newestFirst,
  posts: [{ column: 'published_at', ascending: false }],
  donationInfo: newestFirst,
  privacyNotice: [{ column: 'id' }],
  retentionSettings: [{ column: 'id' }],
} as const satisfies Record<string, readonly OrderColumn[]>;
