// The database's refusals carry a code of ours (the `raise`'s hint) that each language's catalogue
// has words for, so a screen shows a refusal in its own language without reading the English
// message: every raise in the schemas names one, and PostgREST hands it to supabase-js as `hint`,
// with a message's parameters as a JSON object in `details`.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../packages/core/src/i18n/en.ts';
import { te } from '../../packages/core/src/i18n/te.ts';
import { describeRefusal } from '../../packages/core/src/refusals.ts';
import { type SeminaryServer, startSeminaryServer } from './support/seminary-server.ts';

const SCHEMAS = new URL('../schemas/', import.meta.url);

interface Raise {
  where: string;
  statement: string;
}

/** Every `raise exception` and `raise sqlstate` statement of the declarative schemas. */
function raises(): Raise[] {
  return readdirSync(SCHEMAS)
    .filter((file) => file.endsWith('.sql'))
    .flatMap((file) => {
      const sql = readFileSync(new URL(file, SCHEMAS), 'utf8');
      return [...sql.matchAll(/\braise\s+(?:exception|sqlstate\s+'\w+')\s+using\b[^;]*;/gi)].map((match) => ({
        where: `${file}:${sql.slice(0, match.index).split('\n').length}`,
        statement: match[0],
      }));
    });
}

/**
 * The codes a raise's hint can name: the hint clause is the statement's last, and names its code
 * as a literal or, in a `case`, one literal per branch.
 */
function hintCodes(statement: string): string[] {
  const hint = /\bhint\s*(=[^;]*);$/i.exec(statement)?.[1] ?? '';
  return [...hint.matchAll(/(?:=|\bthen|\belse)\s*'([a-z_]+)'/g)].map((match) => match[1] ?? '');
}

describe('the refusal codes of the schemas', () => {
  const found = raises();

  it('are found in the schemas', () => {
    expect(found.length).toBeGreaterThan(60);
  });

  it('name a code in every raise, last, with words in English and Telugu', () => {
    for (const { where, statement } of found) {
      const codes = hintCodes(statement);
      expect(codes.length, `${where} names no code in its hint: ${statement}`).toBeGreaterThan(0);
      for (const code of codes) {
        expect(Object.keys(en.refusals), `${where}: no English words for ${code}`).toContain(code);
        expect(Object.keys(te.refusals), `${where}: no Telugu words for ${code}`).toContain(code);
      }
    }
  });

  it('have no words in the catalogue that no raise names', () => {
    const raised = new Set(found.flatMap(({ statement }) => hintCodes(statement)));
    expect(Object.keys(en.refusals).filter((code) => !raised.has(code))).toEqual([]);
  });
});

describe('a refusal on the wire', () => {
  let db: SeminaryServer;

  beforeAll(async () => {
    db = await startSeminaryServer();
  });
  afterAll(() => db.close());

  it("carries its code in the hint and is told in the reader's language by it", async () => {
    const { error } = await db.visitor.rpc('request_my_data', { kind: 'forget', email: 'asha@example.org' });
    expect(error).toMatchObject({ code: '22023', hint: 'data_request_kind' });
    expect(describeRefusal(te.refusals, error)).toBe(te.refusals.data_request_kind);
    expect(describeRefusal(en.refusals, error)).toBe(en.refusals.data_request_kind);
  });

  it('carries the parameters its words need in the details', async () => {
    await db.sql(`delete from private.confirmation_attempts where purpose = 'alumni_registration'`);
    const year = new Date().getFullYear();
    const { error } = await db.visitor.rpc('register_alumna', {
      name: 'Ruth',
      graduation_year: 1979,
      degree: 'Master of Divinity',
      email: 'ruth.refusal@example.com',
      consent_notice_version: 2,
    });
    expect(error).toMatchObject({ code: '22023', hint: 'alumni_graduation_year' });
    expect(JSON.parse(error?.details ?? '')).toEqual({ year });
    expect(describeRefusal(te.refusals, error)).toBe(te.refusals.alumni_graduation_year({ year }));
  });

  it('is no refusal without a code of ours', () => {
    expect(describeRefusal(te.refusals, { code: '23505', message: 'duplicate key', hint: null })).toBeNull();
    expect(describeRefusal(te.refusals, { code: 'P0001', hint: 'not_a_code_of_ours' })).toBeNull();
  });
});
