import { describe, expect, it } from 'vitest';
import { startAccounts } from '../lib/local-accounts.ts';

const SECRET = 'a-school-of-its-own-secret-0123456789abcdef';

describe('the accounts npm start makes', () => {
  it('on this machine: an account of each staff role and one without, with known passwords, reset on every start', () => {
    expect(startAccounts({})).toEqual([
      { email: 'admin@example.com', password: 'admin1234', role: 'administrator', createOnly: false },
      { email: 'editor@example.com', password: 'editor1234', role: 'editor', createOnly: false },
      { email: 'office@example.com', password: 'office1234', role: 'admissions', createOnly: false },
      { email: 'staff@example.com', password: 'staff1234', role: null, createOnly: false },
    ]);
    expect(
      startAccounts({ ADMIN_EMAIL: 'a@school.org', ADMIN_PASSWORD: 'a-pass', STAFF_EMAIL: 's@school.org' }),
    ).toEqual([
      { email: 'a@school.org', password: 'a-pass', role: 'administrator', createOnly: false },
      { email: 'editor@example.com', password: 'editor1234', role: 'editor', createOnly: false },
      { email: 'office@example.com', password: 'office1234', role: 'admissions', createOnly: false },
      { email: 's@school.org', password: 'staff1234', role: null, createOnly: false },
    ]);
  });

  it('with the school’s JWT_SECRET: no account with a default password', () => {
    expect(startAccounts({ JWT_SECRET: SECRET })).toEqual([]);
    expect(startAccounts({ JWT_SECRET: SECRET, STAFF_EMAIL: 's@school.org', STAFF_PASSWORD: 's-pass' })).toEqual([]);
    // Half an admin is none: a default would fill the other half.
    expect(startAccounts({ JWT_SECRET: SECRET, ADMIN_EMAIL: 'a@school.org' })).toEqual([]);
    expect(startAccounts({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'a-pass' })).toEqual([]);
  });

  it('with the school’s JWT_SECRET: the admin ADMIN_EMAIL and ADMIN_PASSWORD name, made once and never reset', () => {
    expect(startAccounts({ JWT_SECRET: SECRET, ADMIN_EMAIL: 'a@school.org', ADMIN_PASSWORD: 'a-pass' })).toEqual([
      { email: 'a@school.org', password: 'a-pass', role: 'administrator', createOnly: true },
    ]);
  });
});
