import { describe, expect, it } from 'vitest';
import { filterAlumni, filterCourses, filterRegistrations } from '../src/filters.ts';

const registrations = [
  {
    id: '1',
    name: 'Sushma Rani',
    email: 'sushma@example.com',
    phone: '98480',
    city: 'Guntur',
    state: 'Andhra Pradesh',
    program_interest: 'residential',
    course_id: 'bth',
    contacted: false,
  },
  {
    id: '2',
    name: 'Keerthi Priya',
    email: 'keerthi@example.com',
    phone: '90000',
    city: 'Hyderabad',
    state: 'Telangana',
    program_interest: 'hybrid',
    course_id: 'gcm',
    contacted: true,
  },
  {
    id: '3',
    name: 'Mercy Kumari',
    email: 'mercy@example.com',
    phone: null,
    city: null,
    state: 'Andhra Pradesh',
    program_interest: 'online',
    course_id: null,
    contacted: false,
  },
];
const all = { search: '', program_interest: '', course_id: '', contact_status: '' } as const;
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('filterRegistrations', () => {
  it('searches name, email, phone, city and state ignoring case', () => {
    expect(ids(filterRegistrations(registrations, { ...all, search: 'ANDHRA' }))).toEqual(['1', '3']);
    expect(ids(filterRegistrations(registrations, { ...all, search: 'keerthi@' }))).toEqual(['2']);
    expect(ids(filterRegistrations(registrations, { ...all, search: '98480' }))).toEqual(['1']);
    expect(ids(filterRegistrations(registrations, { ...all, search: 'hyderabad' }))).toEqual(['2']);
  });

  it('filters by program, course and contact status', () => {
    expect(ids(filterRegistrations(registrations, { ...all, program_interest: 'online' }))).toEqual(['3']);
    expect(ids(filterRegistrations(registrations, { ...all, course_id: 'bth' }))).toEqual(['1']);
    expect(ids(filterRegistrations(registrations, { ...all, contact_status: 'contacted' }))).toEqual(['2']);
    expect(ids(filterRegistrations(registrations, { ...all, contact_status: 'not-contacted' }))).toEqual(['1', '3']);
    expect(ids(filterRegistrations(registrations, all))).toEqual(['1', '2', '3']);
  });
});

describe('filterAlumni', () => {
  const alumni = [
    {
      id: 'a',
      name: 'Priya Devi',
      organization: 'Bethel Church',
      location: 'Guntur',
      graduation_year: 2019,
      degree: 'Bachelor of Theology',
    },
    {
      id: 'b',
      name: 'Anitha Grace',
      organization: 'Grace Community Church',
      location: 'Hyderabad',
      graduation_year: 2015,
      degree: 'Master of Divinity',
    },
    {
      id: 'c',
      name: 'Lydia Suvarna',
      organization: null,
      location: null,
      graduation_year: 2019,
      degree: 'Master of Divinity',
    },
  ];

  it('matches text on name, organization or location, and year and degree exactly', () => {
    expect(ids(filterAlumni(alumni, { text: 'grace', graduation_year: '', degree: '' }))).toEqual(['b']);
    expect(ids(filterAlumni(alumni, { text: 'GUNTUR', graduation_year: '', degree: '' }))).toEqual(['a']);
    expect(ids(filterAlumni(alumni, { text: '', graduation_year: 2019, degree: '' }))).toEqual(['a', 'c']);
    expect(ids(filterAlumni(alumni, { text: '', graduation_year: 2019, degree: 'Master of Divinity' }))).toEqual(['c']);
    expect(ids(filterAlumni(alumni, { text: 'nobody', graduation_year: '', degree: '' }))).toEqual([]);
  });
});

describe('filterCourses', () => {
  const courses = [
    { id: 'x', title: 'Bachelor of Theology', description: 'Foundations in Bible', program_type: 'residential' },
    { id: 'y', title: 'Graduate Certificate in Ministry', description: 'For church leaders', program_type: 'hybrid' },
  ];

  it('searches title or description and filters by program type', () => {
    expect(ids(filterCourses(courses, { search: 'bible', program_type: '' }))).toEqual(['x']);
    expect(ids(filterCourses(courses, { search: 'theology', program_type: 'hybrid' }))).toEqual([]);
    expect(ids(filterCourses(courses, { search: '', program_type: 'hybrid' }))).toEqual(['y']);
  });
});
