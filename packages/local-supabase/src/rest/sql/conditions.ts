import type { Field } from '../parse/field.ts';
import { COMPARISONS, FULL_TEXT, type Operation } from '../parse/filters.ts';
import type { Embed, PlannedFilter } from '../plan.ts';
import type { Column } from '../schema-cache.ts';
import { ident, type SqlContext } from './sql.ts';

/** A column with its JSON path, e.g. `"t"."data"->$1::text->>$2::text`. */
export function fieldSql(alias: string, field: Field, ctx: SqlContext): string {
  let sql = `${alias}.${ident(field.name)}`;
  for (const step of field.path) {
    sql += step.index ? `${step.arrow}(${Number(step.key)})` : `${step.arrow}${ctx.param(step.key)}`;
  }
  return sql;
}

/**
 * The field as filters and order compare it, with the type request values are cast to: a
 * `->` path is compared as jsonb (plain json has no equality or ordering).
 */
export function comparableField(alias: string, column: Column, field: Field, ctx: SqlContext) {
  const sql = fieldSql(alias, field, ctx);
  const last = field.path.at(-1);
  if (!last) return { sql, type: column.castType };
  return last.arrow === '->>' ? { sql, type: 'text' } : { sql: `(${sql})::jsonb`, type: 'jsonb' };
}

const TEXT_PATTERN_OPERATORS = new Set(['like', 'ilike', 'match', 'imatch']);

/** `{"a","b\"c"}`: every element quoted, so commas, braces and the word NULL stay text. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

function operationSql(expression: { sql: string; type: string }, operation: Operation, ctx: SqlContext): string {
  const { sql, type } = expression;
  switch (operation.op) {
    case 'in':
      return operation.values.length
        ? `${sql} = any(${ctx.param(arrayLiteral(operation.values), `${type}[]`)})`
        : 'false';
    case 'is':
      return `${sql} is ${operation.value === 'not_null' ? 'not null' : operation.value}`;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const config = operation.config === null ? '' : `${ctx.param(operation.config, 'regconfig')}, `;
      // PostgREST 13+ turns a column that is not a tsvector into one with the query's configuration.
      const document = type === 'tsvector' ? sql : `to_tsvector(${config}${sql})`;
      return `${document} @@ ${FULL_TEXT[operation.op]}(${config}${ctx.param(operation.value)})`;
    }
    default: {
      const pattern = TEXT_PATTERN_OPERATORS.has(operation.op);
      // PostgREST accepts `*` for `%` so patterns survive URL encoding untouched.
      const value =
        operation.op === 'like' || operation.op === 'ilike' ? operation.value.replaceAll('*', '%') : operation.value;
      const valueType = pattern ? 'text' : type;
      if (operation.quantifier) {
        return `${sql} ${COMPARISONS[operation.op]} ${operation.quantifier}(${ctx.param(value, `${valueType}[]`)})`;
      }
      return `${sql} ${COMPARISONS[operation.op]} ${ctx.param(value, valueType)}`;
    }
  }
}

/** A filter tree as SQL; embedded-resource filters are rendered by the read builder, which knows the joins. */
export function filterSql(
  alias: string,
  filter: PlannedFilter,
  ctx: SqlContext,
  embedded: (embed: Embed, present: boolean) => string,
): string {
  if (filter.kind === 'embedded') return embedded(filter.embed, filter.present);
  if (filter.kind === 'logic') {
    const joined = filter.children.map((child) => filterSql(alias, child, ctx, embedded)).join(` ${filter.operator} `);
    return `${filter.negated ? 'not ' : ''}(${joined})`;
  }
  const sql = operationSql(comparableField(alias, filter.column, filter.field, ctx), filter.operation, ctx);
  return filter.negated ? `not (${sql})` : sql;
}
