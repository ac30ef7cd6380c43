// The product's fixed business values (the school, its programs, degrees, routes, timings and
// sizes) in one place, shared by the site, the admin, the database tests and the seed.

export const SCHOOL = {
  name: "Vijayawada Women's Bible Seminary",
  city: 'Vijayawada',
  foundedYear: 1984,
  contact: {
    phones: ['+91 866 247 0184', '+91 98480 12345'],
    email: 'admissions@example.org',
    address: 'Gunadala, Vijayawada, Andhra Pradesh 520004, India',
  },
} as const;

/**
 * The title of an edited download when no new PDF is chosen. Here rather than in texts.ts
 * because the shared schemas need it, and the site's forms load the schemas without the screens' texts.
 */
export const DEFAULT_DOWNLOAD_TITLE = 'Document';

export const PROGRAM_TYPES = ['residential', 'hybrid', 'online'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

/** The program cards' names on the courses page. */
export const PROGRAM_LABELS: Record<ProgramType, string> = {
  residential: 'Residential',
  hybrid: 'Center for Hybrid Education',
  online: 'Center for Online Education',
};

/** The application form's program options, mapped to program types. */
export const PROGRAM_OPTIONS: readonly { value: ProgramType; label: string }[] = [
  { value: 'residential', label: 'Residential' },
  { value: 'hybrid', label: 'Center for Hybrid Education' },
  { value: 'online', label: 'Center for Online Education (Coming Soon)' },
];

/** Programs shown but not yet open: their card says 'Coming Soon' and leads to no details page. */
export const COMING_SOON_PROGRAM_TYPES: readonly ProgramType[] = ['online'];

/** Programs for which an applicant must choose a course when the program has courses. */
export const PROGRAM_TYPES_REQUIRING_COURSE: readonly ProgramType[] = ['residential', 'hybrid'];

export function isProgramType(value: unknown): value is ProgramType {
  return typeof value === 'string' && (PROGRAM_TYPES as readonly string[]).includes(value);
}

export const EDUCATION_LEVELS = ['High School', "Bachelor's Degree", "Master's Degree", 'Doctorate', 'Other'] as const;

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const START_DATES = ['Fall 2024', 'Spring 2025', 'Fall 2025'] as const;

/** The public alumni edit form's degrees. */
export const PUBLIC_DEGREES = [
  'Bachelor of Theology',
  'Master of Divinity',
  'Master of Theology',
  'Master of Arts in Biblical Studies',
  'Master of Arts in Christian Education',
  'Doctor of Ministry',
  'Doctor of Philosophy in Theology',
  'Graduate Certificate',
] as const;

/**
 * What an alumna may choose to show in the public directory besides her name, graduation year and
 * degree (alumni_profiles.public_fields; the database's check holds the same list).
 */
export const ALUMNI_PUBLIC_FIELDS = [
  'image_url',
  'location',
  'organization',
  'current_position',
  'bio',
  'testimonial',
] as const;
export type AlumniPublicField = (typeof ALUMNI_PUBLIC_FIELDS)[number];

/** The admin alumni form's degrees, a different list from the public form's on purpose. */
export const ADMIN_DEGREES = [
  'Bachelor of Theology',
  'Master of Divinity',
  'Master of Theology',
  'Doctor of Ministry',
  'Doctor of Philosophy',
  'Graduate Certificate',
] as const;

/** Every degree a profile may hold: the database accepts both lists. */
export const ALL_DEGREES: readonly string[] = [...new Set<string>([...PUBLIC_DEGREES, ...ADMIN_DEGREES])];

export const ICON_NAMES = [
  'GraduationCap',
  'Users',
  'BookOpen',
  'Globe',
  'Building',
  'Award',
  'Calendar',
  'Clock',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
export const DEFAULT_ICON_NAME: IconName = 'GraduationCap';

export const SECTION_TYPES = ['history', 'vision', 'mission'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const TIMING = {
  bannerAutoAdvanceMs: 5_000,
  requestTimeoutMs: 15_000,
  requestRetries: 3,
  networkRetryDelayMs: 1_000,
  /** After a successful application or profile update, before redirecting. */
  successRedirectMs: 3_000,
} as const;

export const LAYOUT = {
  bannerHeightPx: 600,
  headerScrollThresholdPx: 20,
  facultyScrollStepPx: 320,
  facultyCardWidthPx: 280,
  videoPlayerHeightPx: 500,
  lightboxImageMaxHeight: '90vh',
  logoHeightPx: 24,
  eventContentLinesPublic: 3,
  eventContentLinesAdmin: 2,
} as const;

export const YOUTUBE_ID_LENGTH = 11;

export const FIRST_GRADUATION_YEAR = 1980;

/** The graduation year options: the current year down to 1980. */
export function graduationYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= FIRST_GRADUATION_YEAR; year--) years.push(year);
  return years;
}

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The payment-screenshots bucket accepts fewer types than the content buckets. */
export const PAYMENT_SCREENSHOT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_MIME_TYPE = 'application/pdf';

/** Bucket size limits in bytes, as config.toml and the storage migration set them. */
export const FILE_SIZE_LIMITS = {
  image: 5 * 1024 * 1024,
  logo: 2 * 1024 * 1024,
  download: 20 * 1024 * 1024,
} as const;

/** Defaults of the application_limits row; admins can change them. */
export const APPLICATION_LIMIT_DEFAULTS = {
  maxPerEmailPerHour: 5,
  maxPerClientAddressPerHour: 30,
  /** Anonymous alumni profile edits (update_alumni_profile) per client address. */
  maxProfileUpdatesPerClientAddressPerHour: 30,
} as const;

/** Deleted registrations stay restorable this long. */
export const TRASH_RETENTION_DAYS = 30;

/** Foreign keys whose violation core translates into a message of its own (errors.ts). */
export const FOREIGN_KEYS = {
  studentRegistrationsCourse: 'student_registrations_course_id_fkey',
  registrationsCourse: 'registrations_course_id_fkey',
} as const;

export const ROUTES = {
  home: '/',
  about: '/about',
  faculty: '/about/faculty',
  courses: '/courses',
  program: (programType: ProgramType) => `/courses/${programType}`,
  campusLife: '/campus-life',
  blog: '/blog',
  alumni: '/alumni',
  alumniRegister: '/alumni/register',
  alumniUpdate: '/alumni/update',
  downloads: '/downloads',
  give: '/give',
  apply: '/apply',
  events: '/events',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminSetPassword: '/admin/set-password',
} as const;
