// The three programs the courses pages present: their names and descriptions
// come from core's catalogues in the page's language, the way the site draws them from here.
import { COMING_SOON_PROGRAM_TYPES, PROGRAM_TYPES, type ProgramType, ROUTES } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import { type Locale, t } from '@seminary/core/i18n/locales';
import { SAMPLE_COURSES } from '@seminary/core/samples';
import type { LucideIcon } from 'lucide-react';
import Building2 from 'lucide-react/icons/building-2';
import Globe from 'lucide-react/icons/globe';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';

export interface Program {
  id: ProgramType;
  title: string;
  summary: string;
  description: string;
  Icon: LucideIcon;
  /** Tailwind classes for the program's colour, a gradient behind its card and its hero. */
  colour: { gradient: string };
  comingSoon: boolean;
}

const looks: Record<ProgramType, Pick<Program, 'Icon' | 'colour'>> = {
  residential: {
    Icon: Building2,
    colour: { gradient: 'from-plum-900 via-plum-800 to-burgundy-700' },
  },
  hybrid: {
    Icon: MonitorSmartphone,
    colour: { gradient: 'from-burgundy-700 via-burgundy-600 to-plum-800' },
  },
  online: {
    Icon: Globe,
    colour: { gradient: 'from-plum-950 via-plum-900 to-gold-700' },
  },
};

export function programById(id: ProgramType, locale: Locale): Program {
  const { title, summary, description } = t(locale).site.programs[id];
  return { id, title, summary, description, comingSoon: COMING_SOON_PROGRAM_TYPES.includes(id), ...looks[id] };
}

export function programsIn(locale: Locale): readonly Program[] {
  return PROGRAM_TYPES.map((id) => programById(id, locale));
}

/**
 * A program's courses by title; the sample courses only when the courses table is empty, as
 * a school without any course yet still has programs to show.
 */
export function coursesOfProgram(
  allCourses: readonly Tables<'courses'>[],
  id: ProgramType,
): readonly Tables<'courses'>[] {
  if (allCourses.length === 0) return SAMPLE_COURSES[id];
  return allCourses.filter((course) => course.program_type === id);
}

/**
 * The application form opened on this course. A static page has no navigation state to carry
 * the choice, so it travels in the query string.
 */
export function applyUrl(programType: ProgramType, courseId: string): string {
  return `${ROUTES.apply}?${new URLSearchParams({ program: programType, course: courseId })}`;
}
