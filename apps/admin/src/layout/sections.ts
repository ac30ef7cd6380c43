import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import CollectionsIcon from '@mui/icons-material/Collections';
import DownloadIcon from '@mui/icons-material/Download';
import EmojiPeopleIcon from '@mui/icons-material/EmojiPeople';
import EventIcon from '@mui/icons-material/Event';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ImageIcon from '@mui/icons-material/Image';
import InfoIcon from '@mui/icons-material/Info';
import MailIcon from '@mui/icons-material/Mail';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PaymentsIcon from '@mui/icons-material/Payments';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import SchoolIcon from '@mui/icons-material/School';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import { ADMIN_SECTIONS } from '@seminary/core/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type AdminSection = (typeof ADMIN_SECTIONS)[number];

interface SectionDefinition {
  label: string;
  icon: ComponentType;
  /** Loaded on first visit, so the sign-in page does not download every screen. */
  screen: LazyExoticComponent<ComponentType>;
}

const definitions: Record<AdminSection, SectionDefinition> = {
  banners: {
    label: 'Banners',
    icon: SlideshowIcon,
    screen: lazy(() => import('../resources/banners/index.ts')),
  },
  about: {
    label: 'About',
    icon: InfoIcon,
    screen: lazy(() => import('../resources/about_sections/index.ts')),
  },
  statistics: {
    label: 'Statistics',
    icon: BarChartIcon,
    screen: lazy(() => import('../resources/statistics/index.ts')),
  },
  gallery: {
    label: 'Gallery',
    icon: CollectionsIcon,
    screen: lazy(() => import('../resources/gallery/index.ts')),
  },
  teachers: {
    label: 'Teachers',
    icon: SchoolIcon,
    screen: lazy(() => import('../resources/teachers/index.ts')),
  },
  'campus-life': {
    label: 'Campus Life',
    icon: WallpaperIcon,
    screen: lazy(() => import('../resources/campus_life/index.ts')),
  },
  videos: {
    label: 'Videos',
    icon: VideoLibraryIcon,
    screen: lazy(() => import('../resources/videos/index.ts')),
  },
  courses: {
    label: 'Courses',
    icon: MenuBookIcon,
    screen: lazy(() => import('../resources/courses/index.ts')),
  },
  downloads: {
    label: 'Downloads',
    icon: DownloadIcon,
    screen: lazy(() => import('../resources/downloads/index.ts')),
  },
  alumni: {
    label: 'Alumni',
    icon: EmojiPeopleIcon,
    screen: lazy(() => import('../resources/alumni_profiles/index.ts')),
  },
  registrations: {
    label: 'Registrations',
    icon: HowToRegIcon,
    screen: lazy(() => import('../resources/registrations/index.ts')),
  },
  'student-registrations': {
    label: 'Student Registrations',
    icon: AssignmentIndIcon,
    screen: lazy(() => import('../resources/student_registrations/index.ts')),
  },
  donations: {
    label: 'Donations',
    icon: VolunteerActivismIcon,
    screen: lazy(() => import('../resources/donation_info/index.ts')),
  },
  logo: {
    label: 'Logo',
    icon: ImageIcon,
    screen: lazy(() => import('../resources/site_logo/index.ts')),
  },
};

/** The admissions office's mail settings and outbox, after student registrations. */
const mail = {
  path: 'mail',
  label: 'Mail',
  icon: MailIcon,
  screen: lazy(() => import('../resources/mail/index.ts')),
};

/** The school's privacy notice and grievance officer, after the mail. */
const privacy = {
  path: 'privacy',
  label: 'Privacy Notice',
  icon: PrivacyTipIcon,
  screen: lazy(() => import('../resources/privacy_notice/index.ts')),
};

/** People's requests about their own data, after the privacy notice. */
const dataRequests = {
  path: 'data-requests',
  label: 'Data Requests',
  icon: FolderSharedIcon,
  screen: lazy(() => import('../resources/data_requests/index.ts')),
};

/** Staff accounts and their roles, for administrators, after the data requests. */
const staff = {
  path: 'staff',
  label: 'Staff',
  icon: BadgeIcon,
  screen: lazy(() => import('../resources/staff/index.ts')),
};

/** The audit trail, for administrators, after the staff. */
const audit = {
  path: 'audit',
  label: 'Audit Trail',
  icon: ManageSearchIcon,
  screen: lazy(() => import('../resources/audit_log/index.ts')),
};

/** The blog's news posts, after campus life. */
const news = {
  path: 'news',
  label: 'News',
  icon: NewspaperIcon,
  screen: lazy(() => import('../resources/posts/index.ts')),
};

/** The events calendar, after the news. */
const events = {
  path: 'events',
  label: 'Events',
  icon: EventIcon,
  screen: lazy(() => import('../resources/events/index.ts')),
};

/** Graduates' registrations to review, for editors, after the alumni. */
const alumniRegistrations = {
  path: 'alumni-registrations',
  label: 'Alumni Registrations',
  icon: GroupAddIcon,
  screen: lazy(() => import('../resources/alumni_registrations/index.ts')),
};

/** The school's UPI ID and application fees, for administrators, after the donation details. */
const payments = {
  path: 'payments',
  label: 'UPI Payments',
  icon: PaymentsIcon,
  screen: lazy(() => import('../resources/payment_settings/index.ts')),
};

/** The screens beyond the fourteen content and admissions sections, each after the one it belongs beside. */
const following: Partial<Record<AdminSection, (SectionDefinition & { path: string })[]>> = {
  'campus-life': [news, events],
  alumni: [alumniRegistrations],
  'student-registrations': [mail, privacy, dataRequests, staff, audit],
  donations: [payments],
};

/** The sidebar's sections after the dashboard, in ADMIN_SECTIONS' order, each at /admin/<path>. */
export const sections = ADMIN_SECTIONS.flatMap((path) => [
  { path: path as string, ...definitions[path] },
  ...(following[path] ?? []),
]);
