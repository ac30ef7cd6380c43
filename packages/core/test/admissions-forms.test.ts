// The admissions forms' shared rules: the enquiry's course rules, which
// are the application's, and the status page's two inputs.
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../src/texts.ts';
import { applicationStatusLookupSchema, registrationFormSchema } from '../src/validation.ts';

const courses = [
  { id: 'bth', program_type: 'residential' },
  { id: 'mdiv', program_type: 'residential' },
  { id: 'cert', program_type: 'online' },
];
const enquiry = { name: 'Ruth Mary', email: 'ruth@example.com', program_interest: 'residential', course_id: 'bth' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registrationFormSchema (the enquiry)', () => {
  it('gives a registrations row, blanks as null', () => {
    const result = registrationFormSchema(courses).safeParse({
      ...enquiry,
      name: '  Ruth Mary ',
      phone: '',
      state: 'Telangana',
      city: '',
      address: '',
      comments: '',
      honeypot: '',
    });
    expect(result.data).toEqual({
      name: 'Ruth Mary',
      email: 'ruth@example.com',
      phone: null,
      state: 'Telangana',
      city: null,
      address: null,
      comments: null,
      program_interest: 'residential',
      course_id: 'bth',
      honeypot: null,
    });
  });

  it.each([
    ['no name', { ...enquiry, name: ' ' }],
    ['no e-mail', { ...enquiry, email: '' }],
    ['no program', { ...enquiry, program_interest: '' }],
  ])('refuses %s with the spec message', (_, values) => {
    expect(firstMessage(registrationFormSchema(courses).safeParse(values))).toBe(validationMessages.requiredFields);
  });

  it('asks for a course of a residential or hybrid program that has courses, and only of that program', () => {
    for (const course_id of ['', 'cert', 'unknown']) {
      expect(firstMessage(registrationFormSchema(courses).safeParse({ ...enquiry, course_id }))).toBe(
        validationMessages.selectCourse,
      );
    }
    expect(
      registrationFormSchema(courses).safeParse({ ...enquiry, program_interest: 'hybrid', course_id: '' }).success,
    ).toBe(true);
    expect(
      registrationFormSchema(courses).safeParse({ ...enquiry, program_interest: 'online', course_id: '' }).data
        ?.course_id,
    ).toBeNull();
  });
});

describe('applicationStatusLookupSchema', () => {
  it('takes the reference as typed, trimmed and upper-cased, and the contact trimmed', () => {
    expect(applicationStatusLookupSchema.parse({ reference: ' app-2026-00042 ', contact: ' 98490 12345 ' })).toEqual({
      reference: 'APP-2026-00042',
      contact: '98490 12345',
    });
  });

  it.each([
    ['no reference', { reference: '  ', contact: 'a@example.com' }],
    ['no contact', { reference: 'APP-2026-00042', contact: '' }],
  ])('refuses %s with the spec message', (_, values) => {
    expect(firstMessage(applicationStatusLookupSchema.safeParse(values))).toBe(validationMessages.requiredFields);
  });
});
