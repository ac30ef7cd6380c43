import type { Embed, PlannedItem, PlannedOrder, ReadNode } from '../plan.ts';
import { isToOne } from '../relationships.ts';
import { comparableField, fieldSql, filterSql } from './conditions.ts';
import { ident, type SqlContext } from './sql.ts';

/** How the rows of a read become the response body. */
export type BodyShape = 'array' | 'object' | 'csv' | 'none';

export interface ReadOptions {
  /** The FROM item of the top level: a table, or a CTE holding a function's or a mutation's rows. */
  from: string;
  /** CTEs the FROM item needs (`pgrst_call as (…)`, `pgrst_mutation as (…)`). */
  preludes: string[];
  count: boolean;
  /** The most rows the top level returns (db-max-rows); null for none. */
  maxRows: number | null;
  body: BodyShape;
  stripNulls: boolean;
}

/** One SELECT of a level and the conditions it filtered with, for the count query to reuse. */
interface Statement {
  sql: string;
  where: string[];
}

/**
 * Renders a read as one statement whose single row holds the total (if asked), the page's row
 * count and the body as JSON text built by Postgres itself, so values are rendered exactly as
 * PostgREST renders them. Embeds are correlated subqueries: to-many as `json_agg`, to-one as
 * `to_json`, both cast to jsonb as PostgREST casts them (so an embed can be a grouping column, and
 * its keys come in jsonb's order); spreads are lateral joins; `!inner` and `rel=not.is.null`
 * become EXISTS conditions.
 */
export class ReadBuilder {
  private readonly ctx: SqlContext;

  constructor(ctx: SqlContext) {
    this.ctx = ctx;
  }

  build(node: ReadNode, options: ReadOptions): string {
    const alias = this.ctx.alias();
    const limit = options.maxRows === null ? node.limit : Math.min(node.limit ?? options.maxRows, options.maxRows);
    const statement = this.statement(node, options.from, alias, [], limit);
    const row = this.ctx.alias();
    const total = options.count
      ? `(select count(*)::int from ${options.from} as ${alias}${whereSql(statement.where)})`
      : 'null::int';
    let body = 'null::text';
    if (options.body === 'csv') {
      body = csvBody(row);
    } else if (options.body !== 'none') {
      const json = options.body === 'object' ? `(json_agg(${row}) -> 0)` : `coalesce(json_agg(${row}), '[]')`;
      body = `${options.stripNulls ? `json_strip_nulls(${json})` : json}::text`;
    }
    const ctes = [...options.preludes, `pgrst_source as (${statement.sql})`].join(', ');
    return `with ${ctes} select ${total} as total, count(${row})::int as page_total, ${body} as body from pgrst_source as ${row}`;
  }

  /**
   * One level's SELECT. `hoist` leaves its aggregates unapplied (a to-one spread's values), so
   * the parent aggregates them over its own groups, as PostgREST hoists spread aggregates.
   */
  private statement(
    node: ReadNode,
    from: string,
    alias: string,
    joins: string[],
    limit: number | null,
    hoist = false,
  ): Statement {
    const columns: string[] = [];
    const groupBy: string[] = [];
    const lateral: string[] = [];
    let aggregated = false;
    for (const item of node.items) {
      if (item.kind === 'star') {
        columns.push(`${alias}.*`);
      } else if (item.kind === 'field') {
        if (hoist && item.aggregate) {
          if (item.field) columns.push(`${this.fieldValue(alias, item)} as ${ident(item.key)}`);
          continue;
        }
        let sql = item.field ? this.fieldValue(alias, item) : '*';
        if (item.aggregate) {
          aggregated = true;
          sql = `${item.aggregate}(${sql})`;
          if (item.aggregateCast) sql = `(${sql})::${item.aggregateCast}`;
        } else {
          groupBy.push(sql);
        }
        columns.push(`${sql} as ${ident(item.key)}`);
      } else if (item.embed.empty) {
        // Filters only (`rel()`): the conditions below use it; the body leaves it out.
      } else if (item.embed.spread && !isToOne(item.embed.relationship)) {
        // PostgREST 13+: each value of the related rows gathered into an array, in their order.
        const spreadAlias = this.ctx.alias();
        const rows = this.ctx.alias();
        const child = this.related(item.embed, alias);
        const node = item.embed.node;
        const sql = this.statement(node, child.from, child.alias, child.conditions, node.limit).sql;
        const keys = outputKeys(node);
        const arrays = keys.map((key) => `coalesce(json_agg(${rows}.${ident(key)}), '[]')::jsonb as ${ident(key)}`);
        lateral.push(
          `left join lateral (select ${arrays.join(', ')} from (${sql}) as ${rows}) as ${spreadAlias} on true`,
        );
        for (const key of keys) {
          columns.push(`${spreadAlias}.${ident(key)} as ${ident(key)}`);
          groupBy.push(`${spreadAlias}.${ident(key)}`);
        }
      } else if (item.embed.spread) {
        const spreadAlias = this.ctx.alias();
        const child = this.related(item.embed, alias);
        const sql = this.statement(item.embed.node, child.from, child.alias, child.conditions, null, true).sql;
        lateral.push(`left join lateral (${sql}) as ${spreadAlias} on true`);
        const spread = spreadColumns(item.embed.node, spreadAlias);
        if (spread.aggregated) aggregated = true;
        columns.push(...spread.columns);
        groupBy.push(...spread.groupBy);
      } else {
        columns.push(`${this.embedValue(item.embed, alias)} as ${ident(item.embed.key)}`);
        // Beside an aggregate, the embed groups the rows by its value, named as its output column.
        groupBy.push(ident(item.embed.key));
      }
    }

    const where = [...joins, ...this.conditions(node, alias)];
    let sql = `select ${columns.join(', ')} from ${from} as ${alias}${lateral.map((join) => ` ${join}`).join('')}`;
    sql += whereSql(where);
    if (aggregated && groupBy.length) sql += ` group by ${groupBy.join(', ')}`;
    if (node.order.length) sql += ` order by ${node.order.map((term) => this.orderTerm(term, alias)).join(', ')}`;
    if (limit !== null) sql += ` limit ${limit}`;
    if (node.offset) sql += ` offset ${node.offset}`;
    return { sql, where };
  }

  private fieldValue(alias: string, item: Extract<PlannedItem, { kind: 'field' }>): string {
    const sql = item.field ? fieldSql(alias, item.field, this.ctx) : '*';
    return item.cast ? `(${sql})::${item.cast}` : sql;
  }

  /** The WHERE conditions of a level: its filters and its `!inner` embeds. Mutations filter with them too. */
  conditions(node: ReadNode, alias: string): string[] {
    const embedded = (embed: Embed, present: boolean) => `${present ? '' : 'not '}${this.embedExists(embed, alias)}`;
    const conditions = node.filters.map((filter) => filterSql(alias, filter, this.ctx, embedded));
    for (const embed of node.embeds) {
      if (embed.inner) conditions.push(this.embedExists(embed, alias));
    }
    return conditions;
  }

  /** The embedded table joined to its parent row: the join conditions, through the junction for many-to-many. */
  private related(embed: Embed, parentAlias: string) {
    const relationship = embed.relationship;
    const alias = this.ctx.alias();
    if (relationship.computed) {
      const { schema, function: name, origin } = relationship.computed;
      // The parent row typed as the function's parameter, also when it comes from a CTE (RPC, mutation).
      const call = `${ident(schema)}.${ident(name)}(${parentAlias}::${ident(schema)}.${ident(origin)})`;
      return { from: call, alias, conditions: [] as string[] };
    }
    const from = relationSql(relationship.target);
    const junction = relationship.junction;
    if (!junction) {
      const conditions = relationship.pairs.map(
        (pair) => `${alias}.${ident(pair.target)} = ${parentAlias}.${ident(pair.origin)}`,
      );
      return { from, alias, conditions };
    }
    const junctionAlias = this.ctx.alias();
    const links = [
      ...junction.targetPairs.map(
        (pair) => `${junctionAlias}.${ident(pair.junction)} = ${alias}.${ident(pair.target)}`,
      ),
      ...junction.originPairs.map(
        (pair) => `${junctionAlias}.${ident(pair.junction)} = ${parentAlias}.${ident(pair.origin)}`,
      ),
    ];
    const exists = `exists (select 1 from ${relationSql({ schema: relationship.target.schema, name: junction.table })} as ${junctionAlias} where ${links.join(' and ')})`;
    return { from, alias, conditions: [exists] };
  }

  private embedExists(embed: Embed, parentAlias: string): string {
    const child = this.related(embed, parentAlias);
    const where = [...child.conditions, ...this.conditions(embed.node, child.alias)];
    return `exists (select 1 from ${child.from} as ${child.alias}${whereSql(where)})`;
  }

  private embedValue(embed: Embed, parentAlias: string): string {
    const child = this.related(embed, parentAlias);
    const toOne = isToOne(embed.relationship);
    const statement = this.statement(
      embed.node,
      child.from,
      child.alias,
      child.conditions,
      toOne ? null : embed.node.limit,
    );
    const row = this.ctx.alias();
    return toOne
      ? `(select to_json(${row})::jsonb from (${statement.sql}) as ${row})`
      : `coalesce((select json_agg(${row})::jsonb from (${statement.sql}) as ${row}), '[]')`;
  }

  private orderTerm(term: PlannedOrder, alias: string): string {
    let sql: string;
    if (term.embed) {
      const child = this.related(term.embed, alias);
      const value = comparableField(child.alias, term.column, term.field, this.ctx).sql;
      sql = `(select ${value} from ${child.from} as ${child.alias}${whereSql(child.conditions)})`;
    } else {
      sql = comparableField(alias, term.column, term.field, this.ctx).sql;
    }
    if (term.direction) sql += ` ${term.direction}`;
    if (term.nulls) sql += ` nulls ${term.nulls}`;
    return sql;
  }
}

/**
 * PostgREST's CSV: the first row's keys as the header, then each row's record text without its
 * parentheses, so values are quoted and rendered as Postgres renders them (`120.50`, not `120.5`).
 */
function csvBody(row: string): string {
  const header = `coalesce((select string_agg(k, ',') from (select json_object_keys(to_json(first)) as k from (select * from pgrst_source limit 1) as first) as keys), '')`;
  const lines = `coalesce(string_agg(substring(${row}::text, 2, length(${row}::text) - 2), chr(10)), '')`;
  return `(${header} || chr(10) || ${lines})`;
}

/** The names a level's rows carry: its fields and embeds, a spread's own names in its place. */
function outputKeys(node: ReadNode): string[] {
  return node.items.flatMap((item) => {
    if (item.kind === 'field') return [item.key];
    if (item.kind === 'star' || item.embed.empty) return [];
    return item.embed.spread ? outputKeys(item.embed.node) : [item.embed.key];
  });
}

/** `"schema"."name"`: embedded relations live in the request's schema, which need not be public. */
function relationSql(relation: { schema: string; name: string }): string {
  return `${ident(relation.schema)}.${ident(relation.name)}`;
}

/**
 * The parent's columns for a to-one spread: its values as they are (grouping columns when the
 * parent aggregates), its hoisted aggregates applied here; a spread of `*` or of nested embeds is
 * `alias.*`.
 */
function spreadColumns(node: ReadNode, spreadAlias: string) {
  const fields = node.items.filter((item) => item.kind === 'field');
  if (fields.length < node.items.length) {
    return { aggregated: false, columns: [`${spreadAlias}.*`], groupBy: [] as string[] };
  }
  const columns: string[] = [];
  const groupBy: string[] = [];
  let aggregated = false;
  for (const item of fields) {
    const value = `${spreadAlias}.${ident(item.key)}`;
    if (!item.aggregate) {
      columns.push(`${value} as ${ident(item.key)}`);
      groupBy.push(value);
      continue;
    }
    aggregated = true;
    let sql = `${item.aggregate}(${item.field ? value : spreadAlias})`;
    if (item.aggregateCast) sql = `(${sql})::${item.aggregateCast}`;
    columns.push(`${sql} as ${ident(item.key)}`);
  }
  return { aggregated, columns, groupBy };
}

function whereSql(conditions: string[]): string {
  return conditions.length ? ` where ${conditions.join(' and ')}` : '';
}
