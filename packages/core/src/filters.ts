// The list filters of spec section 5, applied in the browser to rows already loaded.
import type { Tables } from './database.types.ts';
import type { AlumniListFilter, CoursesFilter, RegistrationsFilter } from './validation.ts';

function containsIgnoringCase(haystack: string | null | undefined, needle: string): boolean {
  return (haystack ?? '').toLowerCase().includes(needle.toLowerCase());
}

type RegistrationLike = Pick<
  Tables<'registrations'>,
  'name' | 'email' | 'phone' | 'city' | 'state' | 'program_interest' | 'course_id' | 'contacted'
>;

/** Search on name, email, phone, city and state; filters on program, course and contact status. */
export function filterRegistrations<T extends RegistrationLike>(rows: readonly T[], filter: RegistrationsFilter): T[] {
  const search = filter.search.trim();
  return rows.filter(
    (row) =>
      (!search || [row.name, row.email, row.phone, row.city, row.state].some((v) => containsIgnoringCase(v, search))) &&
      (!filter.program_interest || row.program_interest === filter.program_interest) &&
      (!filter.course_id || row.course_id === filter.course_id) &&
      (!filter.contact_status || row.contacted === (filter.contact_status === 'contacted')),
  );
}

type AlumniLike = Pick<Tables<'alumni_profiles'>, 'name' | 'organization' | 'location' | 'graduation_year' | 'degree'>;

/** Text on name, organization or location; exact graduation year and degree. */
export function filterAlumni<T extends AlumniLike>(rows: readonly T[], filter: AlumniListFilter): T[] {
  const text = filter.text.trim();
  return rows.filter(
    (row) =>
      (!text || [row.name, row.organization, row.location].some((v) => containsIgnoringCase(v, text))) &&
      (filter.graduation_year === '' || row.graduation_year === filter.graduation_year) &&
      (!filter.degree || row.degree === filter.degree),
  );
}

type CourseLike = Pick<Tables<'courses'>, 'title' | 'description' | 'program_type'>;

/** Search on title or description; exact program type. */
export function filterCourses<T extends CourseLike>(rows: readonly T[], filter: CoursesFilter): T[] {
  const search = filter.search.trim();
  return rows.filter(
    (row) =>
      (!search || containsIgnoringCase(row.title, search) || containsIgnoringCase(row.description, search)) &&
      (!filter.program_type || row.program_type === filter.program_type),
  );
}
