import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { translateInto } from '../src/i18n/languages.ts';
import { formatDate, formatNumber, t } from '../src/i18n/locales.ts';
import { te } from '../src/i18n/te.ts';
import { serverMessages, texts, validationMessages } from '../src/texts.ts';

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
    const english = leaves(en);
    const telugu = leaves(te);
    expect(telugu.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));
    for (const [index, leaf] of english.entries()) {
      const translated = telugu[index]?.value;
      expect(typeof translated, leaf.path).toBe(typeof leaf.value);
      if (typeof leaf.value === 'function')
        expect((translated as () => string).length, leaf.path).toBe(leaf.value.length);
    }
  });

  it('translate every text into Telugu script', () => {
    for (const leaf of leaves(te)) {
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

describe('messages written in English', () => {
  it('become the Telugu catalogue’s message on a Telugu page, and stay on an English one', () => {
    expect(translateInto(te, validationMessages.requiredFields)).toBe(te.validationMessages.requiredFields);
    expect(translateInto(te, serverMessages.tooManyApplications)).toBe(te.serverMessages.tooManyApplications);
    expect(translateInto(te, serverMessages.alumniGraduationYear(2031))).toBe(
      te.serverMessages.alumniGraduationYear(2031),
    );
    expect(translateInto(en, validationMessages.requiredFields)).toBe(validationMessages.requiredFields);
    expect(translateInto(te, 'duplicate key value violates unique constraint')).toBe(
      'duplicate key value violates unique constraint',
    );
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
