import { closestName } from './closest-name.ts';
import { RestError } from './errors.ts';
import type { ForeignKey, SchemaCache, Table } from './schema-cache.ts';

export type Cardinality = 'many-to-one' | 'one-to-one' | 'one-to-many' | 'many-to-many';

/** `origin.column = target.column` for a direct key; through a junction for many-to-many. */
export interface Relationship {
  cardinality: Cardinality;
  target: Table;
  constraint: string;
  pairs: { origin: string; target: string }[];
  junction: {
    table: string;
    targetConstraint: string;
    originPairs: { junction: string; origin: string }[];
    targetPairs: { junction: string; target: string }[];
  } | null;
  /** A computed relationship: the function called with the origin's row. */
  computed?: { schema: string; function: string; origin: string };
}

export function isToOne(relationship: Relationship): boolean {
  return relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

function isUnique(table: Table, columns: string[]): boolean {
  return table.uniqueKeys.some((key) => sameColumns(key, columns));
}

function outgoing(fk: ForeignKey, origin: Table, target: Table): Relationship {
  return {
    cardinality: isUnique(origin, fk.columns) ? 'one-to-one' : 'many-to-one',
    target,
    constraint: fk.name,
    pairs: fk.columns.map((column, i) => ({ origin: column, target: fk.referencedColumns[i] ?? column })),
    junction: null,
  };
}

function incoming(fk: ForeignKey, target: Table): Relationship {
  return {
    cardinality: isUnique(target, fk.columns) ? 'one-to-one' : 'one-to-many',
    target,
    constraint: fk.name,
    pairs: fk.columns.map((column, i) => ({ origin: fk.referencedColumns[i] ?? column, target: column })),
    junction: null,
  };
}

/** Junction tables: keys from the junction to both sides, each part of the junction's primary key. */
function throughJunctions(cache: SchemaCache, origin: Table, target: Table): Relationship[] {
  const found: Relationship[] = [];
  for (const toOrigin of cache.foreignKeys) {
    if (toOrigin.referencedTable !== origin.name) continue;
    const junction = cache.tables.get(toOrigin.table);
    if (!junction || junction.name === origin.name) continue;
    const inKey = (columns: string[]) => columns.every((column) => junction.primaryKey.includes(column));
    if (!inKey(toOrigin.columns)) continue;
    for (const toTarget of cache.foreignKeys) {
      if (toTarget === toOrigin || toTarget.table !== junction.name || toTarget.referencedTable !== target.name)
        continue;
      if (!inKey(toTarget.columns) || sameColumns(toTarget.columns, toOrigin.columns)) continue;
      found.push({
        cardinality: 'many-to-many',
        target,
        constraint: toOrigin.name,
        pairs: [],
        junction: {
          table: junction.name,
          targetConstraint: toTarget.name,
          originPairs: toOrigin.columns.map((column, i) => ({
            junction: column,
            origin: toOrigin.referencedColumns[i] ?? column,
          })),
          targetPairs: toTarget.columns.map((column, i) => ({
            junction: column,
            target: toTarget.referencedColumns[i] ?? column,
          })),
        },
      });
    }
  }
  return found;
}

/** Every relationship from `origin`; a computed relationship hides key-based ones to a table of its name. */
function relationshipsOf(cache: SchemaCache, origin: Table): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    const referenced = cache.tables.get(fk.referencedTable);
    const referencing = cache.tables.get(fk.table);
    if (fk.table === origin.name && referenced) found.push(outgoing(fk, origin, referenced));
    if (fk.referencedTable === origin.name && referencing) found.push(incoming(fk, referencing));
  }
  for (const target of cache.tables.values()) found.push(...throughJunctions(cache, origin, target));
  const computed = cache.computedRelationships.flatMap((relationship): Relationship[] => {
    const target = cache.tables.get(relationship.target);
    if (relationship.table !== origin.name || !target) return [];
    return [
      {
        cardinality: relationship.toOne ? 'many-to-one' : 'one-to-many',
        target,
        constraint: relationship.name,
        pairs: [],
        junction: null,
        computed: { schema: cache.schema, function: relationship.name, origin: origin.name },
      },
    ];
  });
  const overridden = new Set(computed.map((relationship) => relationship.constraint));
  return [...found.filter((relationship) => !overridden.has(relationship.target.name)), ...computed];
}

function singleColumn(relationship: Relationship, side: 'origin' | 'target'): string | null {
  const [pair, ...more] = relationship.pairs;
  return pair && !more.length && !relationship.junction ? pair[side] : null;
}

/**
 * PostgREST's `findRel`: the target is a table or view, a constraint or a column of the origin
 * (not for views), or a computed relationship's name; the hint is a constraint, a column of
 * either side or a junction table. A table's key to itself gives two relationships: the table's
 * name means one-to-many (`employees!manager_id` chooses by the referencing column), the
 * column's name many-to-one.
 */
function matches(relationship: Relationship, origin: Table, target: string, hint: string | null): boolean {
  if (relationship.computed) return relationship.computed.function === target;
  const foreign = relationship.target;
  const isView = foreign.kind !== 'table';
  const named = foreign.name === target;
  const card = relationship.cardinality;
  const keyed = !relationship.junction;
  if (foreign.name === origin.name) {
    if (hint === null) {
      return (
        (named && card === 'one-to-many') || (singleColumn(relationship, 'origin') === target && card === 'many-to-one')
      );
    }
    return named && card === 'one-to-many' && singleColumn(relationship, 'target') === hint;
  }
  if (hint === null) {
    return (
      named ||
      (keyed && relationship.constraint === target && !isView) ||
      (singleColumn(relationship, 'origin') === target && !isView)
    );
  }
  return (
    named &&
    ((keyed && relationship.constraint === hint) ||
      singleColumn(relationship, 'origin') === hint ||
      singleColumn(relationship, 'target') === hint ||
      relationship.junction?.table === hint)
  );
}

function describe(origin: Table, relationship: Relationship) {
  const target = relationship.target.name;
  const junction = relationship.junction;
  const columns = (side: 'origin' | 'target') => relationship.pairs.map((pair) => pair[side]).join(', ');
  const using = junction
    ? `${junction.table} using ${relationship.constraint}(${junction.originPairs.map((p) => p.junction).join(', ')}) and ${
        junction.targetConstraint
      }(${junction.targetPairs.map((p) => p.junction).join(', ')})`
    : `${relationship.constraint} using ${origin.name}(${columns('origin')}) and ${target}(${columns('target')})`;
  return { cardinality: relationship.cardinality, embedding: `${origin.name} with ${target}`, relationship: using };
}

/** PGRST200, with PostgREST's suggestion of a near name for the child (or the parent when it has no relationships). */
function noRelationship(cache: SchemaCache, origin: string, target: string, hint: string | null): RestError {
  const table = cache.tables.get(origin);
  const fromOrigin = table ? relationshipsOf(cache, table) : [];
  let suggestion: string | null = null;
  if (fromOrigin.length) {
    const child = closestName(
      target,
      fromOrigin.map((relationship) => relationship.computed?.function ?? relationship.target.name),
      { exact: false },
    );
    if (child) suggestion = `Perhaps you meant '${child}' instead of '${target}'.`;
  } else {
    const parents = [...cache.tables.values()].filter((candidate) => relationshipsOf(cache, candidate).length);
    const parent = closestName(
      origin,
      parents.map((candidate) => candidate.name),
    );
    if (parent) suggestion = `Perhaps you meant '${parent}' instead of '${origin}'.`;
  }
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    {
      details: `Searched for a foreign key relationship between '${origin}' and '${target}'${
        hint === null ? '' : ` using the hint '${hint}'`
      } in the schema '${cache.schema}', but no matches were found.`,
      hint: suggestion,
    },
  );
}

function ambiguous(origin: Table, target: string, found: Relationship[]): RestError {
  const hints = found.map(
    (relationship) => `'${relationship.target.name}!${relationship.junction?.table ?? relationship.constraint}'`,
  );
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    {
      details: found.map((relationship) => describe(origin, relationship)),
      hint: `Try changing '${target}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
    },
  );
}

/** The one relationship `origin?select=target!hint(…)` means: PGRST200 when none, PGRST201 when several. */
export function findRelationship(
  cache: SchemaCache,
  origin: Table | null,
  originName: string,
  targetName: string,
  hint: string | null,
): Relationship {
  const found = origin
    ? relationshipsOf(cache, origin).filter((relationship) => matches(relationship, origin, targetName, hint))
    : [];
  if (found.length === 1 && found[0]) return found[0];
  if (!found.length || !origin) throw noRelationship(cache, originName, targetName, hint);
  throw ambiguous(origin, targetName, found);
}
