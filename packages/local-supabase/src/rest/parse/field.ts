import type { Cursor } from './cursor.ts';

/** One `->key` or `->>key` step; `index` when the key is an array position (`->0`). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

/** A column, optionally followed by a JSON path: `data->a->>b`. */
export interface Field {
  name: string;
  path: JsonStep[];
}

/** PostgREST's identifier characters: letters, digits, `_`, `$` and (trimmed) spaces. */
const IDENTIFIER_CHAR = /[\p{L}\p{N}_$ ]/u;

export function isIdentifierChar(char: string): boolean {
  return IDENTIFIER_CHAR.test(char);
}

/** A bare identifier or a `"quoted one"`. */
export function readIdentifier(cursor: Cursor, expecting = 'identifier'): string {
  if (cursor.peek() === '"') return cursor.readQuoted();
  const name = cursor.readWhile(isIdentifierChar).trim();
  if (!name) cursor.fail(`expecting ${expecting}`);
  return name;
}

function readJsonKey(cursor: Cursor): { key: string; index: boolean } {
  if (cursor.peek() === '"') return { key: cursor.readQuoted(), index: false };
  const negative = cursor.eat('-');
  const key = readIdentifier(cursor, 'json key');
  if (/^\d+$/.test(key)) return { key: negative ? `-${key}` : key, index: true };
  if (negative) cursor.fail('expecting json array index');
  return { key, index: false };
}

export function readField(cursor: Cursor): Field {
  const name = readIdentifier(cursor, 'field name');
  const path: JsonStep[] = [];
  while (cursor.startsWith('->')) {
    const arrow = cursor.eat('->>') ? '->>' : '->';
    if (arrow === '->') cursor.expect('->');
    path.push({ arrow, ...readJsonKey(cursor) });
  }
  return { name, path };
}

/** The name a field gets in the response when it has no alias: the last JSON key, else the column. */
export function defaultKey(field: Field): string {
  return field.path.at(-1)?.key ?? field.name;
}
