import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  aboutSectionFormSchema,
  adminAlumniProfileSchema,
  alumniSearchSchema,
  bannerFormSchema,
  campusEventFormSchema,
  courseFormSchema,
  donationInfoFormSchema,
  downloadFormSchema,
  imagesUploadSchema,
  loginFormSchema,
  logoFormSchema,
  paymentScreenshotSchema,
  programTypeSchema,
  publicAlumniProfileSchema,
  registrationFormSchema,
  statisticFormSchema,
  studentRegistrationFormSchema,
  teacherFormSchema,
  videoFormSchema,
} from '../src/validation.ts';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.7'], 'Prospectus 2025.pdf', { type: 'application/pdf' });
const text = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

/** The messages of a failed parse, by field path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(form)';
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

const courses = [
  { id: 'bth', program_type: 'residential' },
  { id: 'mdiv', program_type: 'residential' },
  { id: 'gcm', program_type: 'hybrid' },
];

describe('application forms', () => {
  const valid = {
    name: ' Asha Kiran ',
    email: 'asha@example.com',
    phone: '+91 98480 11223',
    state: 'Andhra Pradesh',
    city: 'Vijayawada',
    address: '',
    comments: '',
    program_interest: 'residential',
    course_id: 'bth',
  };

  it('turns the single-page form into a registrations row', () => {
    expect(registrationFormSchema(courses).parse(valid)).toEqual({
      name: 'Asha Kiran',
      email: 'asha@example.com',
      phone: '+91 98480 11223',
      state: 'Andhra Pradesh',
      city: 'Vijayawada',
      address: null,
      comments: null,
      program_interest: 'residential',
      course_id: 'bth',
      honeypot: null,
    });
  });

  it('requires name, email and program', () => {
    expect(messages(registrationFormSchema(courses), { name: '', email: '  ' })).toEqual({
      name: ['Please fill in all required fields'],
      email: ['Please fill in all required fields'],
      program_interest: ['Please fill in all required fields'],
    });
    expect(messages(registrationFormSchema(courses), { ...valid, email: 'asha' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it('requires a course of the program for residential and hybrid when the program has courses', () => {
    const schema = registrationFormSchema(courses);
    expect(messages(schema, { ...valid, course_id: '' })).toEqual({ course_id: ['Please select a course'] });
    expect(messages(schema, { ...valid, program_interest: 'hybrid', course_id: 'bth' })).toEqual({
      course_id: ['Please select a course'],
    });
    expect(schema.parse({ ...valid, program_interest: 'hybrid', course_id: 'gcm' }).course_id).toBe('gcm');
    expect(schema.parse({ ...valid, program_interest: 'online', course_id: '' }).course_id).toBeNull();
    expect(registrationFormSchema([]).parse({ ...valid, course_id: '' }).course_id).toBeNull();
  });

  it('passes a filled honeypot on for the database to refuse', () => {
    expect(registrationFormSchema(courses).parse({ ...valid, honeypot: 'http://spam.example' }).honeypot).toBe(
      'http://spam.example',
    );
  });

  it('turns the two-step form into a student_registrations row, with an empty date of birth as null', () => {
    const row = studentRegistrationFormSchema(courses).parse({
      ...valid,
      date_of_birth: '',
      gender: 'Female',
      education_level: "Bachelor's Degree",
      previous_institution: 'Andhra Loyola College',
      start_date: 'Fall 2025',
    });
    expect(row).toMatchObject({
      date_of_birth: null,
      gender: 'Female',
      education_level: "Bachelor's Degree",
      previous_institution: 'Andhra Loyola College',
      start_date: 'Fall 2025',
    });
    expect(
      studentRegistrationFormSchema(courses).parse({ ...valid, date_of_birth: '2001-04-30', gender: '' }),
    ).toMatchObject({ date_of_birth: '2001-04-30', gender: null, education_level: null, start_date: null });
  });

  it('accepts only the spec options for gender, education level and start date', () => {
    expect(
      Object.keys(
        messages(studentRegistrationFormSchema(courses), {
          ...valid,
          gender: 'Unknown',
          education_level: 'PhD',
          start_date: 'Fall 2030',
        }),
      ),
    ).toEqual(['gender', 'education_level', 'start_date']);
  });

  it('requires the payment screenshot as an image', () => {
    expect(paymentScreenshotSchema.safeParse(png()).success).toBe(true);
    expect(messages(paymentScreenshotSchema, undefined)).toEqual({ '(form)': ['Please fill in all required fields'] });
    expect(messages(paymentScreenshotSchema, text())).toEqual({ '(form)': ['Please select an image file'] });
  });

  it('accepts only the three program ids', () => {
    expect(programTypeSchema.options).toEqual(['residential', 'hybrid', 'online']);
    expect(programTypeSchema.safeParse('distance').success).toBe(false);
  });
});

describe('alumni forms', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const profile = {
    name: 'Priya Devi',
    graduation_year: '2019',
    degree: 'Master of Arts in Biblical Studies',
    current_position: '',
    organization: 'Bethel Church',
    location: 'Guntur',
    bio: '',
    testimonial: '',
  };

  it('converts the graduation year to a number and blanks to null', () => {
    expect(publicAlumniProfileSchema.parse(profile)).toEqual({
      name: 'Priya Devi',
      graduation_year: 2019,
      degree: 'Master of Arts in Biblical Studies',
      current_position: null,
      organization: 'Bethel Church',
      location: 'Guntur',
      bio: null,
      testimonial: null,
    });
  });

  it('requires name, graduation year and degree', () => {
    expect(messages(publicAlumniProfileSchema, { name: '', graduation_year: '', degree: '' })).toEqual({
      name: ['Please fill in all required fields'],
      graduation_year: ['Please fill in all required fields'],
      degree: ['Please fill in all required fields'],
    });
  });

  it('accepts graduation years from 1980 to the current year', () => {
    expect(publicAlumniProfileSchema.parse({ ...profile, graduation_year: 1980 }).graduation_year).toBe(1980);
    expect(publicAlumniProfileSchema.parse({ ...profile, graduation_year: '2026' }).graduation_year).toBe(2026);
    expect(messages(publicAlumniProfileSchema, { ...profile, graduation_year: '2027' })).toEqual({
      graduation_year: ['Graduation year must be between 1980 and 2026.'],
    });
    expect(messages(publicAlumniProfileSchema, { ...profile, graduation_year: 1979 })).toEqual({
      graduation_year: ['Graduation year must be between 1980 and 2026.'],
    });
  });

  it('uses the public degree list publicly and the admin list in the admin', () => {
    expect(adminAlumniProfileSchema.safeParse(profile).success).toBe(false);
    expect(adminAlumniProfileSchema.safeParse({ ...profile, degree: 'Doctor of Philosophy' }).success).toBe(true);
    expect(publicAlumniProfileSchema.safeParse({ ...profile, degree: 'Doctor of Philosophy' }).success).toBe(false);
  });

  it('accepts only images as the photo', () => {
    expect(publicAlumniProfileSchema.parse({ ...profile, image: png() }).image?.name).toBe('photo.png');
    expect(messages(publicAlumniProfileSchema, { ...profile, image: text() })).toEqual({
      image: ['Please select an image file'],
    });
  });

  it('needs search text', () => {
    expect(alumniSearchSchema.parse({ search: ' priya ' })).toEqual({ search: 'priya' });
    expect(alumniSearchSchema.safeParse({ search: '   ' }).success).toBe(false);
  });
});

describe('admin content forms', () => {
  it('requires a banner image on create but not on edit', () => {
    const banner = { title: 'Welcome', subtitle: '', button_text: '', button_link: '' };
    expect(messages(bannerFormSchema, banner)).toEqual({ image: ['Please select an image file'] });
    expect(bannerFormSchema.parse({ ...banner, image: png(), order_index: '3' })).toMatchObject({
      title: 'Welcome',
      subtitle: null,
      button_text: null,
      button_link: null,
      active: true,
      order_index: 3,
    });
    expect(bannerFormSchema.safeParse({ ...banner, image_url: 'https://x.example/banners/a.jpg' }).success).toBe(true);
  });

  it('requires teacher name, position, bio and image, and checks the social links', () => {
    expect(messages(teacherFormSchema, { name: '', position: '', bio: '' })).toEqual({
      name: ['Please fill in all required fields'],
      position: ['Please fill in all required fields'],
      bio: ['Please fill in all required fields'],
      image: ['Please select an image file'],
    });
    const teacher = { name: 'Esther', position: 'Dean', bio: 'Teaches', image: png() };
    expect(
      teacherFormSchema.parse({ ...teacher, facebook_url: '', linkedin_url: 'https://linkedin.com/in/x' }),
    ).toMatchObject({ facebook_url: null, twitter_url: null, linkedin_url: 'https://linkedin.com/in/x' });
    expect(messages(teacherFormSchema, { ...teacher, twitter_url: 'javascript:alert(1)' })).toEqual({
      twitter_url: ['Please enter a valid URL'],
    });
  });

  it('requires a campus event title, content and image', () => {
    expect(messages(campusEventFormSchema, { title: 'Sports Day', content: '' })).toEqual({
      content: ['Please fill in all required fields'],
      image: ['Please select an image file'],
    });
  });

  it('takes one or more images for gallery uploads', () => {
    expect(imagesUploadSchema.safeParse({ images: [png(), png()] }).success).toBe(true);
    expect(imagesUploadSchema.safeParse({ images: [] }).success).toBe(false);
    expect(imagesUploadSchema.safeParse({ images: [png(), text()] }).success).toBe(false);
  });

  it('requires a download thumbnail and PDF and titles it after the PDF', () => {
    expect(messages(downloadFormSchema, {})).toEqual({
      thumbnail: ['Please select a thumbnail image'],
      file: ['Please select a PDF file'],
    });
    expect(messages(downloadFormSchema, { thumbnail: png(), file: png() })).toEqual({
      file: ['Please select a PDF file'],
    });
    expect(downloadFormSchema.parse({ thumbnail: png(), file: pdf(), category: 'Admissions' })).toMatchObject({
      title: 'Prospectus 2025',
      category: 'Admissions',
      description: null,
    });
    expect(
      downloadFormSchema.parse({ image_url: 'https://x.example/t.webp', file_url: 'https://x.example/f.pdf' }).title,
    ).toBe('Document');
  });

  it('requires every donation field and the QR code', () => {
    expect(messages(donationInfoFormSchema, { title: 'General Fund' })).toEqual({
      bank_name: ['Please fill in all required fields'],
      account_holder: ['Please fill in all required fields'],
      account_number: ['Please fill in all required fields'],
      ifsc_code: ['Please fill in all required fields'],
      branch: ['Please fill in all required fields'],
    });
    const donation = {
      title: 'General Fund',
      bank_name: 'SBI',
      account_holder: 'Seminary',
      account_number: '30012345678',
      ifsc_code: 'SBIN0009999',
      branch: 'Governorpet',
    };
    expect(messages(donationInfoFormSchema, donation)).toEqual({ qr_code: ['Please select a QR code image'] });
    expect(donationInfoFormSchema.safeParse({ ...donation, qr_code: png() }).success).toBe(true);
  });

  it('requires the about section type and title', () => {
    expect(messages(aboutSectionFormSchema, { section_type: 'values', title: '' })).toEqual({
      section_type: ['Please fill in all required fields'],
      title: ['Please fill in all required fields'],
    });
    expect(aboutSectionFormSchema.parse({ section_type: 'history', title: 'Our History' })).toEqual({
      section_type: 'history',
      title: 'Our History',
      content: '',
    });
  });

  it('requires a statistic title and value, parses the value and defaults the icon', () => {
    expect(messages(statisticFormSchema, { title: '', value: '' })).toEqual({
      title: ['Title and value are required'],
      value: ['Title and value are required'],
    });
    expect(statisticFormSchema.parse({ title: 'Graduates', value: '850' })).toEqual({
      title: 'Graduates',
      value: 850,
      icon_name: 'GraduationCap',
    });
    expect(statisticFormSchema.parse({ title: 'Years', value: 40.7, icon_name: 'Calendar' }).value).toBe(40);
    expect(statisticFormSchema.safeParse({ title: 'Years', value: '40', icon_name: 'Star' }).success).toBe(false);
  });

  it('requires a video title and YouTube URL and derives the thumbnail', () => {
    expect(messages(videoFormSchema, { title: '', video_url: '' })).toEqual({
      title: ['Title and video URL are required'],
      video_url: ['Title and video URL are required'],
    });
    expect(messages(videoFormSchema, { title: 'Tour', video_url: 'https://vimeo.com/123' })).toEqual({
      video_url: ['Please enter a valid YouTube URL'],
    });
    expect(messages(videoFormSchema, { title: 'Tour', video_url: 'https://www.youtube.com/@seminary' })).toEqual({
      video_url: ['Could not extract thumbnail from YouTube URL'],
    });
    expect(videoFormSchema.parse({ title: 'Tour', video_url: 'https://youtu.be/Xq3M2vLp8Tw' })).toEqual({
      title: 'Tour',
      subtitle: '',
      description: '',
      video_url: 'https://youtu.be/Xq3M2vLp8Tw',
      thumbnail_url: 'https://img.youtube.com/vi/Xq3M2vLp8Tw/maxresdefault.jpg',
    });
    expect(
      videoFormSchema.parse({
        title: 'Tour',
        video_url: 'https://youtu.be/Xq3M2vLp8Tw',
        thumbnail_url: 'https://x.example/thumb.jpg',
      }).thumbnail_url,
    ).toBe('https://x.example/thumb.jpg');
  });

  it('requires a logo image', () => {
    expect(messages(logoFormSchema, {})).toEqual({ logo: ['Please select a logo image'] });
    expect(messages(logoFormSchema, { logo: text() })).toEqual({ logo: ['Please select an image file'] });
    expect(logoFormSchema.parse({ logo: png(), alt_text: '' }).alt_text).toBeNull();
  });

  it('requires course title, description, duration and program type', () => {
    expect(Object.values(messages(courseFormSchema, { title: 'BTh' })).flat()).toEqual(
      Array(3).fill('Please fill in all required fields'),
    );
    expect(
      courseFormSchema.parse({
        title: 'Bachelor of Theology',
        description: 'Foundations',
        duration: '4 years',
        program_type: 'residential',
        schedule: '',
        intake: '40',
      }),
    ).toEqual({
      title: 'Bachelor of Theology',
      description: 'Foundations',
      duration: '4 years',
      program_type: 'residential',
      schedule: null,
      intake: 40,
    });
    expect(
      courseFormSchema.parse({ title: 'a', description: 'b', duration: 'c', program_type: 'online', intake: '' })
        .intake,
    ).toBeNull();
  });

  it('requires email and password to sign in', () => {
    expect(messages(loginFormSchema, { email: '', password: '' })).toEqual({
      email: ['Please fill in all required fields'],
      password: ['Please fill in all required fields'],
    });
  });
});
