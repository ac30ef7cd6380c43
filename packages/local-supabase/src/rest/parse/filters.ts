import { Cursor } from './cursor.ts';
import { type Field, readField, readIdentifier } from './field.ts';

export const COMPARISONS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;
export type ComparisonOperator = keyof typeof COMPARISONS;

/** Operators that take an `(any)`/`(all)` modifier and a `{a,b}` list. */
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

export const FULL_TEXT = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type FullTextOperator = keyof typeof FULL_TEXT;

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type Operation =
  | { op: ComparisonOperator; quantifier: 'any' | 'all' | null; value: string }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: IsValue }
  | { op: FullTextOperator; config: string | null; value: string };

export interface Condition {
  kind: 'condition';
  field: Field;
  negated: boolean;
  operation: Operation;
}

export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

export type Filter = Condition | Logic;

/** `a,"b,c",d` inside `in.(…)`: quoted items keep commas and parentheses. */
function readList(cursor: Cursor): string[] {
  cursor.expect('(');
  const values: string[] = [];
  if (cursor.eat(')')) return values;
  do {
    values.push(cursor.peek() === '"' ? cursor.readQuoted() : cursor.readWhile((char) => char !== ',' && char !== ')'));
  } while (cursor.eat(','));
  cursor.expect(')');
  return values;
}

/**
 * A value inside `or=(…)`/`and=(…)`: quoted, a `{…}` literal, or everything up to the next
 * `,` or `)` of the tree.
 */
function readLogicValue(cursor: Cursor): string {
  if (cursor.peek() === '"') return cursor.readQuoted();
  if (cursor.peek() === '{') {
    const start = cursor.pos;
    let depth = 0;
    do {
      if (cursor.peek() === '{') depth++;
      if (cursor.peek() === '}') depth--;
      cursor.pos++;
    } while (depth > 0 && !cursor.atEnd());
    if (depth > 0) cursor.fail('expecting "}"');
    return cursor.text.slice(start, cursor.pos);
  }
  return cursor.readWhile((char) => char !== ',' && char !== ')');
}

/** `[not.]op[(modifier)].value`; inside a logic tree the value stops at the tree's delimiters. */
function readOperation(cursor: Cursor, inLogic: boolean): { negated: boolean; operation: Operation } {
  const negated = cursor.eat('not.');
  const start = cursor.pos;
  const op = cursor.readWhile((char) => /[a-z]/.test(char));
  const value = () => (inLogic ? readLogicValue(cursor) : cursor.rest());

  if (op === 'in') {
    cursor.expect('.');
    return { negated, operation: { op, values: readList(cursor) } };
  }
  if (op === 'is') {
    cursor.expect('.');
    const raw = (inLogic ? readLogicValue(cursor) : cursor.rest()).toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(raw))
      cursor.fail('expecting null, not_null, true, false or unknown');
    return { negated, operation: { op, value: raw as IsValue } };
  }
  if (op in FULL_TEXT) {
    let config: string | null = null;
    if (cursor.eat('(')) {
      config = readIdentifier(cursor, 'text search configuration');
      cursor.expect(')');
    }
    cursor.expect('.');
    return { negated, operation: { op: op as FullTextOperator, config, value: value() } };
  }
  if (op in COMPARISONS) {
    let quantifier: 'any' | 'all' | null = null;
    if (QUANTIFIABLE.has(op) && cursor.eat('(')) {
      if (cursor.eat('any')) quantifier = 'any';
      else if (cursor.eat('all')) quantifier = 'all';
      else cursor.fail('expecting "any" or "all"');
      cursor.expect(')');
    }
    cursor.expect('.');
    return { negated, operation: { op: op as ComparisonOperator, quantifier, value: value() } };
  }
  return unknownOperator(cursor, start, negated);
}

/**
 * Parsec's words for a value with no operator it knows (`id=val`): the first alternative it
 * tried, `not.` (or `in.` after a `not.`), names the character where the value left it.
 */
function unknownOperator(cursor: Cursor, start: number, negated: boolean): never {
  const first = negated ? 'in' : 'not';
  let matched = 0;
  while (matched < first.length && cursor.text[start + matched] === first[matched]) matched++;
  if (matched === first.length) {
    cursor.pos = start + matched;
    return cursor.fail('expecting "."');
  }
  cursor.pos = start + matched;
  const found = cursor.atEnd() ? 'end of input' : `"${cursor.peek()}"`;
  cursor.pos = start;
  return cursor.failWith(
    found,
    negated ? 'expecting operator (eq, gt, ...)' : 'expecting "not" or operator (eq, gt, ...)',
  );
}

/** A filter's value, e.g. the `not.in.(1,2)` of `id=not.in.(1,2)`. */
export function parseCondition(field: Field, text: string): Condition {
  const cursor = new Cursor(text, 'filter');
  const { negated, operation } = readOperation(cursor, false);
  if (!cursor.atEnd()) cursor.fail('expecting end of filter');
  return { kind: 'condition', field, negated, operation };
}

function readLogicChildren(cursor: Cursor): Filter[] {
  cursor.expect('(');
  const children: Filter[] = [];
  do {
    const negated = cursor.eat('not.');
    if (cursor.startsWith('and(') || cursor.startsWith('or(')) {
      const operator = cursor.eat('and') ? 'and' : 'or';
      if (operator === 'or') cursor.expect('or');
      children.push({ kind: 'logic', operator, negated, children: cursor.nested(() => readLogicChildren(cursor)) });
      continue;
    }
    if (negated) cursor.pos -= 'not.'.length;
    const field = readField(cursor);
    cursor.expect('.');
    const { negated: negatedOperation, operation } = readOperation(cursor, true);
    children.push({ kind: 'condition', field, negated: negatedOperation, operation });
  } while (cursor.eat(','));
  cursor.expect(')');
  return children;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null),not.or(d.eq.x,e.in.(1,2)))`. */
export function parseLogic(operator: 'and' | 'or', negated: boolean, text: string): Logic {
  const cursor = new Cursor(text, 'logic tree');
  const children = readLogicChildren(cursor);
  if (!cursor.atEnd()) cursor.fail('expecting end of input');
  return { kind: 'logic', operator, negated, children };
}
