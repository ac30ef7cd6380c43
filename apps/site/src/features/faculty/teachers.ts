import type { Tables } from '@seminary/core/database.types';
import { SAMPLE_TEACHERS } from '@seminary/core/samples';
import { rowsOf } from '../../lib/content.ts';
import type { ImageLayout } from '../../lib/images.ts';

export type Teacher = Tables<'teachers'>;

/** Teachers in the home page's carousel; 'View All Faculty Members' leads to the rest. */
export const CAROUSEL_TEACHERS = 12;
/** Teachers per page of /about/faculty: eight rows of three. */
export const FACULTY_PAGE_SIZE = 24;

export const TEACHER_PORTRAIT: ImageLayout = {
  widths: [280, 400, 560, 800],
  sizes: '(min-width: 640px) 300px, 90vw',
  fallbackSize: { width: 600, height: 600 },
};

/** The teachers by name, or the four sample teachers when there are none, so the page is never empty. */
export async function getTeachers(): Promise<readonly Teacher[]> {
  const teachers = await rowsOf('teachers');
  return teachers.length > 0 ? teachers : SAMPLE_TEACHERS;
}

export const teacherSocialLinks = [
  { key: 'facebook_url', network: 'facebook', label: 'Facebook' },
  { key: 'twitter_url', network: 'twitter', label: 'X (Twitter)' },
  { key: 'instagram_url', network: 'instagram', label: 'Instagram' },
  { key: 'linkedin_url', network: 'linkedin', label: 'LinkedIn' },
] as const;
