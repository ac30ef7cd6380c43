import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { formatDate, formatNumber, t } from '../src/i18n/locales.ts';
import { te } from '../src/i18n/te.ts';
import { words } from '../src/i18n/words.ts';
import { refusals, texts, validationMessages } from '../src/texts.ts';
import { formSchemas } from '../src/validation.ts';

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [{ path, value }];
}

const TELUGU = /[\u0C00-\u0C7F]/;

describe('the language catalogues', () => {
  it('have the same keys, and a function wherever English has one, taking as many arguments', () => {
    const {
      admin: _admin,
      officeMail: _officeMail,
      ...bilingual
    } = words('en') as ReturnType<typeof words> & {
      admin?: unknown;
      officeMail?: unknown;
    };
    expect(Object.keys(words('te'))).toEqual(Object.keys(bilingual));
    const english = leaves(bilingual);
    const telugu = leaves(words('te'));
    expect(telugu.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));
    for (const [index, leaf] of english.entries()) {
      const translated = telugu[index]?.value;
      expect(typeof translated, leaf.path).toBe(typeof leaf.value);
      if (typeof leaf.value === 'function')
        expect((translated as () => string).length, leaf.path).toBe(leaf.value.length);
    }
  });

  it('translate every text into Telugu script', () => {
    for (const leaf of leaves(words('te'))) {
      const text = typeof leaf.value === 'function' ? leaf.value('X', 'Y', 2000) : leaf.value;
      expect(text, leaf.path).toMatch(TELUGU);
    }
  });

  it("keep the spec's English texts as texts.ts has them", () => {
    expect(t('en').header).toBe(texts.header);
    expect(t('en').apply.fields.email).toBe('Email ID');
    expect(t('en').validationMessages).toBe(validationMessages);
  });
});

describe('the forms’ checks', () => {
  it('speak the language of the words they are built with', () => {
    const telugu = formSchemas(te).alumniRegistrationSchema.safeParse({ name: '', graduation_year: 1975 });
    expect(telugu.error?.issues.map((issue) => issue.message)).toContain(te.validationMessages.requiredFields);
    expect(telugu.error?.issues.map((issue) => issue.message)).toContain(
      te.refusals.alumni_graduation_year({ year: new Date().getFullYear() }),
    );
    const english = formSchemas(en).dataRequestSchema.safeParse({ kind: 'correction', email: 'a@example.org' });
    expect(english.error?.issues[0]?.message).toBe(refusals.data_request_details);
  });
});

describe('numbers and dates', () => {
  it('are written for te-IN on Telugu pages and en-IN on English ones', () => {
    expect(formatDate('en', '2025-03-05T10:00:00Z')).toBe('5 March 2025');
    expect(formatDate('te', '2025-03-05T10:00:00Z')).toBe('5 మార్చి, 2025');
    expect(formatNumber('en', 1234567)).toBe('12,34,567');
    expect(formatNumber('te', 1234567)).toBe('12,34,567');
  });
});
