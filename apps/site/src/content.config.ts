// Every table the public pages show, read once per build through the one Supabase loader, in
// the order its pages list it in (loaders/collection-orders.ts).
import { defineCollection } from 'astro:content';
import { ALUMNI_PAGE_SIZE } from './features/alumni/alumni-query.ts';
import { collectionOrders as order } from './loaders/collection-orders.ts';
import {
  aboutGalleryRow,
  aboutSectionRow,
  alumniRow,
  bannerRow,
  campusEventRow,
  campusGalleryRow,
  courseRow,
  donationInfoRow,
  downloadRow,
  eventRow,
  galleryRow,
  postRow,
  privacyNoticeRow,
  retentionSettingsRow,
  siteLogoRow,
  statisticRow,
  teacherRow,
  videoRow,
} from './loaders/row-schemas.ts';
import { type SupabaseLoaderOptions, supabaseCountLoader, supabaseLoader, type TableName } from './loaders/supabase.ts';

/** One table's rows as a collection. */
function tableRows<Table extends TableName>(options: SupabaseLoaderOptions<Table>) {
  return defineCollection({ loader: supabaseLoader(options) });
}

export const collections = {
  siteLogo: tableRows({ table: 'site_logo', schema: siteLogoRow, order: order.siteLogo, limit: 1 }),
  banners: tableRows({ table: 'banners', schema: bannerRow, filter: { active: true }, order: order.banners }),
  statistics: tableRows({ table: 'statistics', schema: statisticRow, order: order.statistics }),
  teachers: tableRows({ table: 'teachers', schema: teacherRow, order: order.teachers }),
  featuredVideo: tableRows({ table: 'videos', schema: videoRow, order: order.featuredVideo, limit: 1 }),
  gallery: tableRows({ table: 'gallery', schema: galleryRow, order: order.gallery }),
  aboutSections: tableRows({ table: 'about_sections', schema: aboutSectionRow, order: order.aboutSections }),
  aboutGallery: tableRows({ table: 'about_gallery', schema: aboutGalleryRow, order: order.aboutGallery }),
  courses: tableRows({ table: 'courses', schema: courseRow, order: order.courses }),
  campusEvents: tableRows({ table: 'campus_life', schema: campusEventRow, order: order.campusEvents }),
  campusGallery: tableRows({ table: 'campus_life_gallery', schema: campusGalleryRow, order: order.campusGallery }),
  // The events calendar: pages split it into coming and past by the day of the build.
  events: tableRows({ table: 'events', schema: eventRow, order: order.events }),
  // The directory's first page and how many alumni there are: later pages and the search are
  // live paged queries, so neither the store nor the bundle grows with the alumni. Both read the
  // public directory, which holds only what each alumna chose to show.
  alumni: tableRows({ table: 'alumni_directory', schema: alumniRow, order: order.alumni, limit: ALUMNI_PAGE_SIZE }),
  alumniCount: defineCollection({ loader: supabaseCountLoader('alumni_directory') }),
  downloads: tableRows({ table: 'downloads', schema: downloadRow, order: order.downloads }),
  // News: what visitors may read, published posts whose time has come. A post dated
  // in the future is read by the build after its time (private.publish_due_posts starts one),
  // though nothing wrote to it since the last build.
  posts: tableRows({ table: 'posts', schema: postRow, order: order.posts, stamps: ['updated_at', 'published_at'] }),
  donationInfo: tableRows({ table: 'donation_info', schema: donationInfoRow, order: order.donationInfo }),
  // The school's privacy notice: one row, for /privacy and the forms' short notices.
  privacyNotice: tableRows({ table: 'privacy_notice', schema: privacyNoticeRow, order: order.privacyNotice, limit: 1 }),
  // The retention schedule: one row, for the periods the forms' short notices state.
  retentionSettings: tableRows({
    table: 'retention_settings',
    schema: retentionSettingsRow,
    order: order.retentionSettings,
    limit: 1,
  }),
};
