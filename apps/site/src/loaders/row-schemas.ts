// What a row of each table the site reads must look like. Each schema is checked against the
// generated database types, so a migration that changes a column breaks the typecheck here
// before it breaks a page.
import type { Database, Tables } from '@seminary/core/database.types';
import { z } from 'astro/zod';

type TableName = keyof Database['public']['Tables'];

/** One schema per column, each producing exactly the column's type. */
function rowSchema<Table extends TableName>(
  shape: { [Column in keyof Tables<Table>]-?: z.ZodType<Tables<Table>[Column]> },
) {
  return z.object(shape) as unknown as z.ZodType<Tables<Table>>;
}

const id = z.string().min(1);
const text = z.string();
const optionalText = z.string().nullable();
const timestamp = z.string().min(1);
const url = z.string().min(1);

export const siteLogoRow = rowSchema<'site_logo'>({
  id,
  logo_url: url,
  alt_text: optionalText,
  alt_text_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const bannerRow = rowSchema<'banners'>({
  id,
  title: text,
  subtitle: optionalText,
  image_url: url,
  button_text: optionalText,
  button_link: optionalText,
  title_te: optionalText,
  subtitle_te: optionalText,
  button_text_te: optionalText,
  active: z.boolean(),
  order_index: z.number().int(),
  updated_at: timestamp,
});

export const statisticRow = rowSchema<'statistics'>({
  id,
  title: text,
  value: z.number().int(),
  icon_name: text,
  title_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const teacherRow = rowSchema<'teachers'>({
  id,
  name: text,
  position: text,
  bio: text,
  image_url: url,
  facebook_url: optionalText,
  twitter_url: optionalText,
  instagram_url: optionalText,
  linkedin_url: optionalText,
  position_te: optionalText,
  bio_te: optionalText,
  updated_at: timestamp,
});

export const videoRow = rowSchema<'videos'>({
  id,
  title: text,
  subtitle: text,
  video_url: url,
  thumbnail_url: url,
  description: text,
  title_te: optionalText,
  subtitle_te: optionalText,
  description_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const galleryRow = rowSchema<'gallery'>({
  id,
  title: text,
  image_url: url,
  description: optionalText,
  category: optionalText,
  title_te: optionalText,
  description_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const aboutSectionRow = rowSchema<'about_sections'>({
  id,
  section_type: text,
  title: text,
  content: text,
  title_te: optionalText,
  content_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const aboutGalleryRow = rowSchema<'about_gallery'>({
  id,
  title: text,
  image_url: url,
  description: text,
  title_te: optionalText,
  description_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const courseRow = rowSchema<'courses'>({
  id,
  title: text,
  description: text,
  duration: text,
  schedule: optionalText,
  intake: z.number().int().nullable(),
  program_type: text,
  title_te: optionalText,
  description_te: optionalText,
  duration_te: optionalText,
  schedule_te: optionalText,
  updated_at: timestamp,
});

export const campusEventRow = rowSchema<'campus_life'>({
  id,
  title: text,
  content: text,
  image_url: url,
  title_te: optionalText,
  content_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const eventRow = rowSchema<'events'>({
  id,
  slug: text,
  title: text,
  title_te: optionalText,
  summary: text,
  summary_te: optionalText,
  description: text,
  description_te: optionalText,
  place: text,
  place_te: optionalText,
  all_day: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
  image_url: z.string().nullable(),
  image_alt: optionalText,
  image_alt_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const campusGalleryRow = rowSchema<'campus_life_gallery'>({
  id,
  image_url: url,
  caption: optionalText,
  caption_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const alumniRow = rowSchema<'alumni_directory'>({
  id,
  name: text,
  graduation_year: z.number().int(),
  degree: text,
  current_position: optionalText,
  organization: optionalText,
  location: optionalText,
  image_url: optionalText,
  bio: optionalText,
  testimonial: optionalText,
  updated_at: timestamp,
});

export const postRow = rowSchema<'posts'>({
  id,
  slug: text,
  title: text,
  title_te: optionalText,
  summary: text,
  summary_te: optionalText,
  body: text,
  body_te: optionalText,
  cover_image_url: z.string().nullable(),
  cover_alt: optionalText,
  cover_alt_te: optionalText,
  published_at: timestamp,
  draft: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const downloadRow = rowSchema<'downloads'>({
  id,
  title: text,
  description: optionalText,
  file_url: url,
  image_url: url,
  category: optionalText,
  title_te: optionalText,
  description_te: optionalText,
  category_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const donationInfoRow = rowSchema<'donation_info'>({
  id,
  title: text,
  qr_code_url: url,
  bank_name: text,
  account_holder: text,
  account_number: text,
  ifsc_code: text,
  branch: text,
  title_te: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});

export const privacyNoticeRow = rowSchema<'privacy_notice'>({
  id: z.number().int(),
  version: z.number().int().positive(),
  summary: text,
  summary_te: optionalText,
  collected: text,
  collected_te: optionalText,
  purposes: text,
  purposes_te: optionalText,
  retention: text,
  retention_te: optionalText,
  rights: text,
  rights_te: optionalText,
  requests: text,
  requests_te: optionalText,
  complaints: text,
  complaints_te: optionalText,
  grievance_officer_name: text,
  grievance_officer_email: text,
  grievance_officer_phone: optionalText,
  updated_at: timestamp,
});

/** The retention schedule: the periods the forms' short notices state. */
export const retentionSettingsRow = rowSchema<'retention_settings'>({
  id: z.number().int(),
  enquiry_months: z.number().int().positive(),
  not_accepted_application_months: z.number().int().positive(),
  payment_screenshot_days: z.number().int().positive(),
  sent_mail_body_days: z.number().int().positive(),
  trash_days: z.number().int().positive(),
  request_response_days: z.number().int().positive(),
  updated_at: timestamp,
});
