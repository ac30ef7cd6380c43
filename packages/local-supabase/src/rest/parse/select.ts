import { Cursor } from './cursor.ts';
import { type Field, readField, readIdentifier } from './field.ts';

export const AGGREGATES = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export interface FieldItem {
  kind: 'field';
  /** null for a bare `count()`. */
  field: Field | null;
  alias: string | null;
  cast: string | null;
  aggregate: Aggregate | null;
  aggregateCast: string | null;
}

export interface EmbedItem {
  kind: 'embed';
  /** A table or view, or a foreign-key column or constraint name that points at one. */
  target: string;
  alias: string | null;
  hint: string | null;
  join: 'inner' | 'left' | null;
  /** `...rel(cols)`: the columns are lifted into the parent row. */
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem = { kind: 'star' } | FieldItem | EmbedItem;

/** Type names in casts: letters, digits and `_`, optionally an array (`text[]`); never SQL. */
function readCast(cursor: Cursor): string {
  const name = cursor.readWhile((char) => /[A-Za-z0-9_]/.test(char));
  if (!name || !/^[A-Za-z_]/.test(name)) cursor.fail('expecting type name');
  return cursor.eat('[]') ? `${name}[]` : name;
}

function readAggregate(cursor: Cursor): Aggregate | null {
  if (!cursor.startsWith('.')) return null;
  cursor.expect('.');
  const name = cursor.readWhile((char) => /[a-z]/.test(char));
  if (!(AGGREGATES as readonly string[]).includes(name)) cursor.fail('expecting aggregate function');
  cursor.expect('()');
  return name as Aggregate;
}

function readEmbed(cursor: Cursor, target: string, alias: string | null, spread: boolean): EmbedItem {
  let hint: string | null = null;
  let join: EmbedItem['join'] = null;
  while (cursor.eat('!')) {
    const modifier = readIdentifier(cursor, 'embed hint');
    if (modifier === 'inner' || modifier === 'left') join = modifier;
    else hint = modifier;
  }
  cursor.expect('(');
  const items = cursor.nested(() => readItems(cursor));
  cursor.expect(')');
  return { kind: 'embed', target, alias, hint, join, spread, items };
}

function readItem(cursor: Cursor): SelectItem {
  if (cursor.eat('...')) return readEmbed(cursor, readIdentifier(cursor, 'embed name'), null, true);
  if (cursor.eat('*')) return { kind: 'star' };

  let start = cursor.pos;
  let alias: string | null = null;
  const first = readIdentifier(cursor, 'field name');
  if (cursor.peek() === ':' && !cursor.startsWith('::')) {
    cursor.expect(':');
    alias = first;
    if (cursor.eat('...')) cursor.fail('expecting field name');
    start = cursor.pos;
  }
  const name = alias === null ? first : readIdentifier(cursor, 'field name');
  if (name === 'count' && cursor.eat('()')) {
    const aggregateCast = cursor.eat('::') ? readCast(cursor) : null;
    return { kind: 'field', field: null, alias, cast: null, aggregate: 'count', aggregateCast };
  }
  if (cursor.peek() === '(' || cursor.peek() === '!') return readEmbed(cursor, name, alias, false);

  cursor.pos = start;
  const field = readField(cursor);
  const cast = cursor.eat('::') ? readCast(cursor) : null;
  const aggregate = readAggregate(cursor);
  const aggregateCast = aggregate && cursor.eat('::') ? readCast(cursor) : null;
  return { kind: 'field', field, alias, cast, aggregate, aggregateCast };
}

function readItems(cursor: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  if (cursor.atEnd() || cursor.peek() === ')') return items;
  do {
    items.push(readItem(cursor));
  } while (cursor.eat(','));
  return items;
}

/** The `select` parameter: `id, alias:col::text, data->>key, rel!hint!inner(*), ...spread(col), count()`. */
export function parseSelect(text: string): SelectItem[] {
  const cursor = new Cursor(text, 'select');
  const items = readItems(cursor);
  if (!cursor.atEnd()) cursor.fail('expecting "," or end of input');
  return items;
}
