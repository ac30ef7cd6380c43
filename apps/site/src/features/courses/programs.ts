// The three programs the courses pages present (spec section 2): their names come from core,
// the way the site describes and draws them from here.
import {
  COMING_SOON_PROGRAM_TYPES,
  PROGRAM_LABELS,
  PROGRAM_TYPES,
  type ProgramType,
  ROUTES,
} from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import { SAMPLE_COURSES } from '@seminary/core/samples';
import { Building2, Globe, type LucideIcon, MonitorSmartphone } from 'lucide-react';

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

const details: Record<ProgramType, Pick<Program, 'summary' | 'description' | 'Icon' | 'colour'>> = {
  residential: {
    summary: 'Live and study on our Vijayawada campus, in English and Telugu.',
    description:
      'Full-time study on our campus near the Krishna river: daily chapel, classes in English and Telugu, a shared life in the hostel and weekend ministry in the churches and villages around Vijayawada.',
    Icon: Building2,
    colour: { gradient: 'from-plum-900 via-plum-800 to-burgundy-700' },
  },
  hybrid: {
    summary: 'Study from where you serve, with contact weeks on campus.',
    description:
      'For women already serving in their churches: guided study at home, online classes and contact weeks on campus, so that learning and ministry grow together.',
    Icon: MonitorSmartphone,
    colour: { gradient: 'from-burgundy-700 via-burgundy-600 to-plum-800' },
  },
  online: {
    summary: 'Courses in Bible and ministry, fully online.',
    description:
      'Fully online courses in Bible, doctrine and ministry, open to women wherever they live. The Center for Online Education is preparing its first courses.',
    Icon: Globe,
    colour: { gradient: 'from-plum-950 via-plum-900 to-gold-700' },
  },
};

export const programs: readonly Program[] = PROGRAM_TYPES.map((id) => ({
  id,
  title: PROGRAM_LABELS[id],
  comingSoon: COMING_SOON_PROGRAM_TYPES.includes(id),
  ...details[id],
}));

export function programById(id: ProgramType): Program {
  const program = programs.find((candidate) => candidate.id === id);
  if (!program) throw new Error(`Unknown program ${id}`);
  return program;
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
