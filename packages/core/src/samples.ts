// The built-in samples the site shows when a table is empty or cannot be read, so no page is
// ever bare. Their pictures are drawn inline as SVG data URLs, so a fallback never depends on
// the storage that may be the thing failing.
import { DEFAULT_ICON_NAME, type IconName, type ProgramType, ROUTES, SCHOOL } from './constants.ts';
import type { Tables } from './database.types.ts';
import { texts } from './texts.ts';
import { youTubeThumbnailUrl } from './youtube.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A calm gradient with a caption, as an SVG data URL. */
export function placeholderImage(label: string, colors: readonly [string, string], width = 1200, height = 800): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/>` +
    `<stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#ffffff" ` +
    `font-family="Georgia, serif" font-size="${Math.round(height / 12)}">${escapeXml(label)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const PURPLE = ['#7a5aa6', '#3a2856'] as const;
const TEAL = ['#3f9a8f', '#1c4b46'] as const;
const ROSE = ['#b85a76', '#5e2a3b'] as const;
const GOLD = ['#c98f2a', '#5c4013'] as const;

/** The welcome banner the home page shows when there is no active banner. */
export const DEFAULT_BANNER = {
  title: `Welcome to ${SCHOOL.name}`,
  subtitle: `Training women for ministry in ${SCHOOL.city} since ${SCHOOL.foundedYear}.`,
  image_url: placeholderImage(SCHOOL.name, PURPLE, 1600, 600),
  button_text: texts.home.defaultBanner.buttonText,
  button_link: ROUTES.courses,
} as const;

/** The statistics shown when none exist, each displayed with a trailing +. */
export const SAMPLE_STATISTICS: readonly Pick<Tables<'statistics'>, 'id' | 'title' | 'value' | 'icon_name'>[] = [
  { id: 'sample-statistic-graduates', title: 'Graduates', value: 1000, icon_name: DEFAULT_ICON_NAME },
  { id: 'sample-statistic-students', title: 'Current Students', value: 500, icon_name: 'Users' satisfies IconName },
  { id: 'sample-statistic-courses', title: 'Courses', value: 50, icon_name: 'BookOpen' satisfies IconName },
  { id: 'sample-statistic-countries', title: 'Countries', value: 25, icon_name: 'Globe' satisfies IconName },
];

/** When every sample row was made and last changed: samples are never stored. */
const SAMPLE_DATE = '2025-01-01T00:00:00.000Z';

/** A sample teacher: no social links, and no Telugu of her own (the site shows the English). */
function teacher(id: string, name: string, position: string, bio: string, image_url: string): Tables<'teachers'> {
  return {
    id,
    name,
    position,
    bio,
    image_url,
    facebook_url: null,
    twitter_url: null,
    instagram_url: null,
    linkedin_url: null,
    position_te: null,
    bio_te: null,
    updated_at: SAMPLE_DATE,
  };
}

export const SAMPLE_TEACHERS: readonly Tables<'teachers'>[] = [
  teacher(
    'sample-teacher-1',
    'Dr. Sarah Prasanna Kumari',
    'Principal',
    'Teaches systematic theology and has led the seminary for over a decade.',
    placeholderImage('S. P. Kumari', PURPLE, 600, 600),
  ),
  teacher(
    'sample-teacher-2',
    'Rev. Esther Rani',
    'Dean of Studies, Old Testament',
    'Teaches Hebrew and the Old Testament in English and Telugu.',
    placeholderImage('E. Rani', TEAL, 600, 600),
  ),
  teacher(
    'sample-teacher-3',
    'Mrs. Grace Joseph',
    'Lecturer, Christian Education',
    'Trains students to teach Sunday school and lead Bible studies for women.',
    placeholderImage('G. Joseph', ROSE, 600, 600),
  ),
  teacher(
    'sample-teacher-4',
    'Dr. Mary Suneetha',
    'Coordinator, Graduate Distance Program',
    'Teaches the New Testament and Greek and guides the distance students.',
    placeholderImage('M. Suneetha', GOLD, 600, 600),
  ),
];

type Colors = readonly [string, string];

function galleryItem(index: number, title: string, category: string, colors: Colors): Tables<'gallery'> {
  return {
    id: `sample-gallery-${index}`,
    title,
    image_url: placeholderImage(title, colors),
    description: null,
    category,
    title_te: null,
    description_te: null,
    created_at: SAMPLE_DATE,
    updated_at: SAMPLE_DATE,
  };
}

export const SAMPLE_GALLERY: readonly Tables<'gallery'>[] = [
  galleryItem(1, 'Morning Chapel', 'Worship', PURPLE),
  galleryItem(2, 'Library Study Hour', 'Academics', TEAL),
  galleryItem(3, 'Graduation Day', 'Events', ROSE),
  galleryItem(4, 'Village Outreach', 'Outreach', GOLD),
];

function download(index: number, title: string, description: string, category: string, colors: Colors) {
  return {
    id: `sample-download-${index}`,
    title,
    description,
    // There is no file behind a sample: its link leads back to the downloads page to try again.
    file_url: ROUTES.downloads,
    image_url: placeholderImage(title, colors, 600, 800),
    category,
    title_te: null,
    description_te: null,
    category_te: null,
    created_at: SAMPLE_DATE,
    updated_at: SAMPLE_DATE,
  } satisfies Tables<'downloads'>;
}

export const SAMPLE_DOWNLOADS: readonly Tables<'downloads'>[] = [
  download(1, 'Prospectus', 'Programs, fees and campus life.', 'Admissions', PURPLE),
  download(2, 'Application Form', 'A printable application form.', 'Admissions', TEAL),
  download(3, 'Academic Calendar', 'Term dates and holidays.', 'Academics', GOLD),
  download(4, 'Statement of Faith', 'What we believe and teach.', 'About', ROSE),
];

function alumnus(
  index: number,
  name: string,
  graduation_year: number,
  degree: string,
  current_position: string,
  organization: string,
  location: string,
): Tables<'alumni_directory'> {
  return {
    id: `sample-alumni-${index}`,
    name,
    graduation_year,
    degree,
    current_position,
    organization,
    location,
    image_url: null,
    bio: `${name} serves as ${current_position.toLowerCase()} at ${organization}.`,
    testimonial: null,
    updated_at: SAMPLE_DATE,
  };
}

export const SAMPLE_ALUMNI: readonly Tables<'alumni_directory'>[] = [
  alumnus(
    1,
    'Priya Devi',
    2019,
    'Bachelor of Theology',
    "Women's Ministry Leader",
    'Bethel Church',
    'Guntur, Andhra Pradesh',
  ),
  alumnus(
    2,
    'Anitha Grace',
    2015,
    'Master of Divinity',
    'Associate Pastor',
    'Grace Community Church',
    'Hyderabad, Telangana',
  ),
  alumnus(
    3,
    'Lydia Suvarna',
    2011,
    'Bachelor of Theology',
    'Headmistress',
    'Hope Christian School',
    'Eluru, Andhra Pradesh',
  ),
  alumnus(
    4,
    'Hannah Jyothi',
    2022,
    'Graduate Certificate',
    "Children's Ministry Coordinator",
    "St. Paul's Church",
    'Vijayawada, Andhra Pradesh',
  ),
  alumnus(
    5,
    'Deborah Sravani',
    2008,
    'Master of Theology',
    'Lecturer in New Testament',
    'Andhra Bible College',
    'Rajahmundry, Andhra Pradesh',
  ),
  alumnus(
    6,
    'Ruth Mercy',
    1998,
    'Bachelor of Theology',
    'Evangelist',
    'Rural Mission Fellowship',
    'Ongole, Andhra Pradesh',
  ),
];

const SAMPLE_VIDEO_ID = 'Xq3M2vLp8Tw';

export const SAMPLE_VIDEO: Tables<'videos'> = {
  id: 'sample-video',
  title: 'A Day at the Seminary',
  subtitle: `Worship, study and community in ${SCHOOL.city}`,
  video_url: `https://www.youtube.com/watch?v=${SAMPLE_VIDEO_ID}`,
  thumbnail_url: youTubeThumbnailUrl(SAMPLE_VIDEO_ID),
  description: 'Follow our students from morning chapel through classes, library hours and evening prayer.',
  title_te: null,
  subtitle_te: null,
  description_te: null,
  created_at: SAMPLE_DATE,
  updated_at: SAMPLE_DATE,
};

type SampleCourse = Tables<'courses'> & { program_type: ProgramType };

function course(
  id: string,
  program_type: ProgramType,
  title: string,
  duration: string,
  intake: number,
  schedule: string,
  description: string,
): SampleCourse {
  return {
    id,
    program_type,
    title,
    duration,
    intake,
    schedule,
    description,
    title_te: null,
    description_te: null,
    duration_te: null,
    schedule_te: null,
    updated_at: SAMPLE_DATE,
  };
}

/** Shown with 'Failed to load courses. Please try again later.'; intakes 20 to 100. */
export const SAMPLE_COURSES: Record<ProgramType, readonly SampleCourse[]> = {
  residential: [
    course(
      'sample-course-bth',
      'residential',
      'Bachelor of Theology',
      '4 years',
      40,
      'Monday to Friday',
      'A foundation in Bible, theology, church history and ministry.',
    ),
    course(
      'sample-course-mdiv',
      'residential',
      'Master of Divinity',
      '3 years',
      25,
      'Monday to Friday',
      'Advanced study of the Scriptures, theology and pastoral care.',
    ),
    course(
      'sample-course-mth',
      'residential',
      'Master of Theology',
      '2 years',
      20,
      'Tuesday and Thursday seminars',
      'Research-oriented study preparing women to teach theology.',
    ),
  ],
  hybrid: [
    course(
      'sample-course-bth-hybrid',
      'hybrid',
      'Bachelor of Theology (Hybrid)',
      '5 years',
      60,
      'Contact weeks on campus and online classes',
      'The Bachelor of Theology for women serving in their churches.',
    ),
    course(
      'sample-course-gcm',
      'hybrid',
      'Graduate Certificate in Ministry',
      '1 year',
      100,
      'Online on Saturdays',
      'A graduate certificate in Bible and ministry for church leaders.',
    ),
    course(
      'sample-course-mam',
      'hybrid',
      'Master of Arts in Ministry',
      '3 years',
      30,
      'Contact weeks on campus and weekly online seminars',
      'Biblical studies, leadership and counselling at a distance.',
    ),
  ],
  online: [
    course(
      'sample-course-cbs',
      'online',
      'Certificate in Biblical Studies',
      '1 year',
      50,
      'Self-paced',
      'An introduction to the Old and New Testaments and Christian doctrine.',
    ),
    course(
      'sample-course-dcm',
      'online',
      'Diploma in Christian Ministry',
      '2 years',
      80,
      'Self-paced with live classes',
      'Ministry skills for women serving in their local churches.',
    ),
  ],
};
