// The under-18 rule as the application form applies it: the same day boundary as the
// database's private.is_under_18, and the schema asking for the guardian only then.
import { describe, expect, it } from 'vitest';
import { isUnder18, todayInIndia } from '../src/consent.ts';
import { refusals } from '../src/texts.ts';
import { studentRegistrationFormSchema } from '../src/validation.ts';

describe('isUnder18', () => {
  it('is true until the 18th birthday and false from that day on', () => {
    expect(isUnder18('2008-06-15', '2026-06-14')).toBe(true);
    expect(isUnder18('2008-06-15', '2026-06-15')).toBe(false);
    expect(isUnder18('1990-01-01', '2026-06-15')).toBe(false);
  });

  it('lets someone born on 29 February turn 18 on 28 February of a common year, as PostgreSQL does', () => {
    expect(isUnder18('2008-02-29', '2026-02-27')).toBe(true);
    expect(isUnder18('2008-02-29', '2026-02-28')).toBe(false);
  });

  it('treats no date, or an unreadable one, as no minor', () => {
    expect(isUnder18(null, '2026-06-15')).toBe(false);
    expect(isUnder18('', '2026-06-15')).toBe(false);
    expect(isUnder18('15/06/2010', '2026-06-15')).toBe(false);
  });

  it("counts days by Vijayawada's calendar", () => {
    // 20:00 UTC on 14 June is already 15 June in India.
    expect(todayInIndia(new Date('2026-06-14T20:00:00Z'))).toBe('2026-06-15');
    expect(isUnder18('2008-06-15', todayInIndia(new Date('2026-06-14T20:00:00Z')))).toBe(false);
  });
});

describe('the application schema and the guardian', () => {
  const form = {
    name: 'Asha Kiran',
    email: 'asha@example.com',
    program_interest: 'online',
    guardian_name: ' Ruth Kiran ',
    guardian_contact: '+91 98480 11111',
  };

  it("asks an applicant under 18 for her guardian's name and contact", () => {
    const schema = studentRegistrationFormSchema([], '2026-06-15');
    for (const missing of ['guardian_name', 'guardian_contact']) {
      const result = schema.safeParse({ ...form, date_of_birth: '2010-01-01', [missing]: '' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(refusals.guardian_required);
    }
    expect(schema.parse({ ...form, date_of_birth: '2010-01-01' })).toMatchObject({
      guardian_name: 'Ruth Kiran',
      guardian_contact: '+91 98480 11111',
    });
  });

  it('keeps no guardian for an adult or an applicant who gives no date of birth', () => {
    const schema = studentRegistrationFormSchema([], '2026-06-15');
    for (const date_of_birth of ['1990-01-01', '']) {
      expect(schema.parse({ ...form, date_of_birth })).toMatchObject({ guardian_name: null, guardian_contact: null });
    }
  });
});
