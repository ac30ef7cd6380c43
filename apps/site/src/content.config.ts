// Every table the public pages show, read once per build through the one Supabase loader, in
// the order spec section 7 gives for public reads.
import { defineCollection } from 'astro:content';
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
  galleryRow,
  siteLogoRow,
  statisticRow,
  teacherRow,
  videoRow,
} from './loaders/row-schemas.ts';
import { supabaseLoader } from './loaders/supabase.ts';

const newestFirst = [{ column: 'created_at', ascending: false }] as const;
const oldestFirst = [{ column: 'created_at' }] as const;

export const collections = {
  siteLogo: defineCollection({
    loader: supabaseLoader({ table: 'site_logo', schema: siteLogoRow, order: newestFirst, limit: 1 }),
  }),
  banners: defineCollection({
    loader: supabaseLoader({
      table: 'banners',
      schema: bannerRow,
      filter: { active: true },
      order: [{ column: 'order_index' }],
    }),
  }),
  statistics: defineCollection({
    loader: supabaseLoader({ table: 'statistics', schema: statisticRow, order: oldestFirst }),
  }),
  teachers: defineCollection({
    loader: supabaseLoader({ table: 'teachers', schema: teacherRow, order: [{ column: 'name' }] }),
  }),
  featuredVideo: defineCollection({
    loader: supabaseLoader({ table: 'videos', schema: videoRow, order: newestFirst, limit: 1 }),
  }),
  gallery: defineCollection({
    loader: supabaseLoader({ table: 'gallery', schema: galleryRow, order: newestFirst }),
  }),
  aboutSections: defineCollection({
    loader: supabaseLoader({ table: 'about_sections', schema: aboutSectionRow, order: oldestFirst }),
  }),
  aboutGallery: defineCollection({
    loader: supabaseLoader({ table: 'about_gallery', schema: aboutGalleryRow, order: newestFirst }),
  }),
  courses: defineCollection({
    loader: supabaseLoader({ table: 'courses', schema: courseRow, order: [{ column: 'title' }] }),
  }),
  campusEvents: defineCollection({
    loader: supabaseLoader({ table: 'campus_life', schema: campusEventRow, order: newestFirst }),
  }),
  campusGallery: defineCollection({
    loader: supabaseLoader({ table: 'campus_life_gallery', schema: campusGalleryRow, order: newestFirst }),
  }),
  alumni: defineCollection({
    loader: supabaseLoader({
      table: 'alumni_profiles',
      schema: alumniRow,
      order: [{ column: 'graduation_year', ascending: false }, { column: 'name' }],
    }),
  }),
  downloads: defineCollection({
    loader: supabaseLoader({ table: 'downloads', schema: downloadRow, order: newestFirst }),
  }),
  donationInfo: defineCollection({
    loader: supabaseLoader({ table: 'donation_info', schema: donationInfoRow, order: newestFirst }),
  }),
};
