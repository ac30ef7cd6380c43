import { restErrors } from '../errors.ts';
import { Cursor } from './cursor.ts';
import { readField, readIdentifier } from './field.ts';
import { type Filter, parseCondition, parseLogic } from './filters.ts';
import { type OrderTerm, parseOrder } from './order.ts';
import { parseSelect, type SelectItem } from './select.ts';

/** What one level of the response (the top, or an embedded resource) asks for. */
export interface LevelParams {
  filters: Filter[];
  order: OrderTerm[] | null;
  limit: number | null;
  offset: number | null;
}

export interface QueryParams {
  select: SelectItem[];
  /** `columns=` of POST/PATCH: the body keys to use. */
  columns: string[] | null;
  onConflict: string[] | null;
  /** Keyed by embed path: `''` for the top level, `courses`, `courses.teachers`. */
  levels: Map<string, LevelParams>;
  /** Top-level parameters taken as function arguments (GET /rpc/fn). */
  args: Map<string, string[]>;
}

const TOP_LEVEL_ONLY = new Set(['select', 'columns', 'on_conflict']);

function nonNegativeInteger(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw restErrors.queryParam(name, value, 'expecting a non-negative integer');
  return Number(value);
}

/** `"a","b"` (as postgrest-js sends it) or `a,b`. */
function parseColumnList(name: string, text: string): string[] {
  const cursor = new Cursor(text, name);
  const names: string[] = [];
  do {
    names.push(readIdentifier(cursor, 'column name'));
  } while (cursor.eat(','));
  if (!cursor.atEnd()) cursor.fail('expecting "," or end of input');
  return names;
}

function levelOf(levels: Map<string, LevelParams>, path: string[]): LevelParams {
  const key = path.join('.');
  let level = levels.get(key);
  if (!level) {
    level = { filters: [], order: null, limit: null, offset: null };
    levels.set(key, level);
  }
  return level;
}

/**
 * Sorts the query string into select, per-level filters, order and paging. ra-data-postgrest
 * sends several operators on one key as `title[0]=…&title[1]=…`; the index suffix is dropped so
 * they become ordinary filters on `title`.
 */
export function parseQuery(search: URLSearchParams, isArgument: (name: string) => boolean = () => false): QueryParams {
  const query: QueryParams = {
    select: [{ kind: 'star' }],
    columns: null,
    onConflict: null,
    levels: new Map(),
    args: new Map(),
  };
  levelOf(query.levels, []);
  for (const [rawKey, value] of search) {
    const key = rawKey.replace(/(\[\d+\])+$/, '');
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'columns') query.columns = parseColumnList('columns', value);
    else if (key === 'on_conflict') query.onConflict = parseColumnList('on_conflict', value);
    else if (isArgument(key)) query.args.set(key, [...(query.args.get(key) ?? []), value]);
    else addLevelParam(query, key, value);
  }
  return query;
}

function addLevelParam(query: QueryParams, key: string, value: string): void {
  const parts = splitKey(key);
  const last = parts.at(-1) ?? '';
  const negatedLogic = parts.at(-2) === 'not' && (last === 'or' || last === 'and');
  const path = parts.slice(0, negatedLogic ? -2 : -1);
  if (TOP_LEVEL_ONLY.has(last) && path.length) throw restErrors.queryParam(key, value, 'unexpected embedded parameter');
  const level = levelOf(query.levels, path);
  if (last === 'order') level.order = parseOrder(value);
  else if (last === 'limit') level.limit = nonNegativeInteger('limit', value);
  else if (last === 'offset') level.offset = nonNegativeInteger('offset', value);
  else if (last === 'or' || last === 'and') level.filters.push(parseLogic(last, negatedLogic, value));
  else {
    const cursor = new Cursor(last, 'filter');
    const field = readField(cursor);
    if (!cursor.atEnd()) cursor.fail('expecting end of field name');
    level.filters.push(parseCondition(field, value));
  }
}

/** `courses.teachers.name` → embed path and field; a JSON path's `->` never contains a dot. */
function splitKey(key: string): string[] {
  const parts = key.split('.');
  if (parts.some((part) => part === ''))
    throw restErrors.queryParam('filter', key, 'unexpected "." expecting field name');
  return parts;
}

/** `Range: 0-9` (items); an open end (`10-`) reads to the end. */
export function parseRangeHeader(value: string | undefined): { offset: number; limit: number | null } | null {
  const match = /^\s*(\d{1,15})-(\d{1,15})?\s*$/.exec(value ?? '');
  if (!match?.[1]) return null;
  const offset = Number(match[1]);
  if (match[2] === undefined) return { offset, limit: null };
  const last = Number(match[2]);
  if (last < offset)
    throw restErrors.invalidRange(
      `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
    );
  return { offset, limit: last - offset + 1 };
}
