import { restErrors } from './errors.ts';
import { defaultKey, type Field } from './parse/field.ts';
import type { Filter, Operation } from './parse/filters.ts';
import type { OrderTerm } from './parse/order.ts';
import type { LevelParams, QueryParams } from './parse/query.ts';
import type { Aggregate, SelectItem } from './parse/select.ts';
import { findRelationship, isToOne, type Relationship } from './relationships.ts';
import { type Column, columnOf, fieldOf, type Relation, type SchemaCache, type Table } from './schema-cache.ts';

/** A read resolved against the schema cache: every name checked, every embed tied to a key. */
export interface ReadNode {
  relation: Relation;
  items: PlannedItem[];
  filters: PlannedFilter[];
  order: PlannedOrder[];
  limit: number | null;
  offset: number;
  embeds: Embed[];
}

export interface Embed {
  /** The response key: the alias, else the name the request used. */
  key: string;
  relationship: Relationship;
  inner: boolean;
  spread: boolean;
  /** `rel()`: selects nothing, so it only filters (`rel=not.is.null`, `!inner`) and is left out of the body. */
  empty: boolean;
  node: ReadNode;
}

export type PlannedItem =
  | { kind: 'star' }
  | {
      kind: 'field';
      /** null for a bare `count()`. */
      field: Field | null;
      key: string;
      cast: string | null;
      aggregate: Aggregate | null;
      aggregateCast: string | null;
    }
  | { kind: 'embed'; embed: Embed };

export type PlannedFilter =
  | { kind: 'condition'; column: Column; field: Field; negated: boolean; operation: Operation }
  /** `rel=is.null` / `rel=not.is.null`: whether the embedded resource has rows, like `!inner`. */
  | { kind: 'embedded'; embed: Embed; present: boolean }
  | { kind: 'logic'; operator: 'and' | 'or'; negated: boolean; children: PlannedFilter[] };

export interface PlannedOrder {
  /** Set when ordering by a column of a to-one embedded resource. */
  embed: Embed | null;
  column: Column;
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

const EMPTY_LEVEL: LevelParams = { filters: [], order: null, limit: null, offset: null };

/**
 * A to-many spread (PostgREST 13+) turns each selected value into an array of the related rows'
 * values, so `*` stands for the relation's columns one by one; aggregates are refused as there
 * (PGRST127, or PGRST123 first when `db-aggregates-enabled` is off, as PostgREST checks that first).
 */
function toManySpread(node: ReadNode, aggregates: boolean): ReadNode {
  if (node.items.some((item) => item.kind === 'field' && item.aggregate)) {
    if (!aggregates) throw restErrors.aggregatesNotAllowed();
    throw restErrors.notImplemented('Aggregates are not implemented for one-to-many or many-to-many spreads.');
  }
  const items = node.items.flatMap((item): PlannedItem[] =>
    item.kind === 'star'
      ? node.relation.columns.map((column) => ({
          kind: 'field',
          field: { name: column.name, path: [] },
          key: column.name,
          cast: null,
          aggregate: null,
          aggregateCast: null,
        }))
      : [item],
  );
  return { ...node, items };
}

function isEmptyNode(node: ReadNode): boolean {
  return node.items.every((item) => item.kind === 'embed' && item.embed.empty);
}

class Planner {
  private readonly cache: SchemaCache;
  private readonly query: QueryParams;
  private readonly aggregates: boolean;
  readonly usedLevels = new Set<string>();

  constructor(cache: SchemaCache, query: QueryParams, aggregates: boolean) {
    this.cache = cache;
    this.query = query;
    this.aggregates = aggregates;
  }

  /** A column or a computed field (read as `alias.fn`, which Postgres calls as `fn(alias)`). */
  private requireColumn(relation: Relation, name: string): Column {
    const column = fieldOf(this.cache, relation, name);
    if (!column) throw restErrors.undefinedColumn(relation.name, name);
    return column;
  }

  node(relation: Relation, table: Table | null, select: SelectItem[], path: string[]): ReadNode {
    const levelKey = path.join('.');
    this.usedLevels.add(levelKey);
    const level = this.query.levels.get(levelKey) ?? EMPTY_LEVEL;
    const embeds: Embed[] = [];
    const items = select.map((item) => this.item(relation, table, item, path, embeds));
    return {
      relation,
      items,
      embeds,
      filters: level.filters.map((filter) => this.filter(relation, embeds, filter)),
      order: (level.order ?? []).map((term) => this.order(relation, embeds, term)),
      limit: level.limit,
      offset: level.offset ?? 0,
    };
  }

  private item(
    relation: Relation,
    table: Table | null,
    item: SelectItem,
    path: string[],
    embeds: Embed[],
  ): PlannedItem {
    if (item.kind === 'star') return item;
    if (item.kind === 'embed') {
      const relationship = findRelationship(this.cache, table, relation.name, item.target, item.hint);
      const key = item.alias ?? item.target;
      let node = this.node(relationship.target, relationship.target, item.items, [...path, key]);
      if (item.spread && !isToOne(relationship)) node = toManySpread(node, this.aggregates);
      const embed: Embed = {
        key,
        relationship,
        inner: item.join === 'inner',
        spread: item.spread,
        empty: isEmptyNode(node),
        node,
      };
      embeds.push(embed);
      return { kind: 'embed', embed };
    }
    const { field } = item;
    const countAll = (aggregateCast: string | null): PlannedItem => ({
      kind: 'field',
      field: null,
      key: item.alias ?? 'count',
      cast: null,
      aggregate: 'count',
      aggregateCast,
    });
    if (!field) return countAll(item.aggregateCast);
    // `rel(count)`, as supabase-js documents it, counts the embedded rows.
    const countSugar = path.length > 0 && field.name === 'count' && !field.path.length && !item.cast && !item.aggregate;
    if (countSugar && !columnOf(relation, 'count')) return countAll(null);
    this.requireColumn(relation, field.name);
    return {
      kind: 'field',
      field,
      key: item.alias ?? item.aggregate ?? defaultKey(field),
      cast: item.cast,
      aggregate: item.aggregate,
      aggregateCast: item.aggregateCast,
    };
  }

  private filter(relation: Relation, embeds: Embed[], filter: Filter): PlannedFilter {
    if (filter.kind === 'logic') {
      return { ...filter, children: filter.children.map((child) => this.filter(relation, embeds, child)) };
    }
    const column = columnOf(relation, filter.field.name);
    const embed = embeds.find((candidate) => candidate.key === filter.field.name);
    if (!column && embed && !filter.field.path.length) {
      const { operation } = filter;
      if (operation.op !== 'is' || (operation.value !== 'null' && operation.value !== 'not_null')) {
        throw restErrors.unacceptableFilter(embed.key);
      }
      return { kind: 'embedded', embed, present: (operation.value === 'not_null') !== filter.negated };
    }
    return { ...filter, column: this.requireColumn(relation, filter.field.name) };
  }

  private order(relation: Relation, embeds: Embed[], term: OrderTerm): PlannedOrder {
    if (term.relation === null) return { ...term, embed: null, column: this.requireColumn(relation, term.field.name) };
    const embed = embeds.find((candidate) => candidate.key === term.relation);
    if (!embed) throw restErrors.notEmbedded(term.relation);
    if (!isToOne(embed.relationship)) throw restErrors.relatedOrder(relation.name, embed.key);
    return { ...term, embed, column: this.requireColumn(embed.node.relation, term.field.name) };
  }
}

/** Resolves select, filters and order of every level; a parameter for an embed not selected is PGRST108. */
export function planRead(
  cache: SchemaCache,
  relation: Relation,
  table: Table | null,
  query: QueryParams,
  aggregates: boolean,
): ReadNode {
  const planner = new Planner(cache, query, aggregates);
  const node = planner.node(relation, table, query.select, []);
  for (const [key, level] of query.levels) {
    const asked = level.filters.length || level.order || level.limit !== null || level.offset !== null;
    if (asked && !planner.usedLevels.has(key)) throw restErrors.notEmbedded(key);
  }
  if (!aggregates && usesAggregates(query.select)) throw restErrors.aggregatesNotAllowed();
  return node;
}

/**
 * `sum()`, `count()` … anywhere in the select, which `db-aggregates-enabled` must allow. An
 * embed's bare `count` is not one: PostgreSQL reads `alias.count` as `count(alias)`.
 */
function usesAggregates(items: SelectItem[]): boolean {
  return items.some((item) =>
    item.kind === 'embed' ? usesAggregates(item.items) : item.kind === 'field' && item.aggregate !== null,
  );
}
