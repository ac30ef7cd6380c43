// What the two-step application holds while it is being filled in: every field of a
// student_registrations row as the form's text (an applicant under 18's guardian and her pastor
// or church leader too), plus the
// hidden honeypot. Consent is not kept: it is given afresh on the page she submits from.
import { isProgramType } from '@seminary/core/constants';

export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  gender: string;
  address: string;
  city: string;
  state: string;
  education_level: string;
  previous_institution: string;
  program_interest: string;
  course_id: string;
  start_date: string;
  comments: string;
  /** Asked only of an applicant under 18, whose data needs a parent's or guardian's consent. */
  guardian_name: string;
  guardian_contact: string;
  /** Her pastor or church leader, whom the school asks for a recommendation. */
  recommender_name: string;
  recommender_church: string;
  recommender_email: string;
  /** Filled only by bots; the database refuses applications that carry it. */
  honeypot: string;
}

export const emptyApplication: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  date_of_birth: '',
  gender: '',
  address: '',
  city: '',
  state: '',
  education_level: '',
  previous_institution: '',
  program_interest: '',
  course_id: '',
  start_date: '',
  comments: '',
  guardian_name: '',
  guardian_contact: '',
  recommender_name: '',
  recommender_church: '',
  recommender_email: '',
  honeypot: '',
};

/**
 * The program and course chosen with a program page's 'Apply Now' (`?program=…&course=…`). The
 * course is kept only once the live course list confirms it belongs to the program.
 */
export function preselectionFromUrl(search: string): Pick<ApplicationValues, 'program_interest' | 'course_id'> {
  const params = new URLSearchParams(search);
  const program = params.get('program');
  if (!isProgramType(program)) return { program_interest: '', course_id: '' };
  return { program_interest: program, course_id: params.get('course') ?? '' };
}
