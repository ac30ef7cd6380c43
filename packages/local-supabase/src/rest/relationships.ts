import { restErrors } from './errors.ts';
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

function candidates(cache: SchemaCache, origin: Table, targetName: string): Relationship[] {
  const target = cache.tables.get(targetName);
  if (target) {
    const found: Relationship[] = [];
    for (const fk of cache.foreignKeys) {
      if (fk.table === origin.name && fk.referencedTable === target.name) found.push(outgoing(fk, origin, target));
      if (fk.referencedTable === origin.name && fk.table === target.name) found.push(incoming(fk, target));
    }
    return [...found, ...throughJunctions(cache, origin, target)];
  }
  // `teacher_id(*)` or `courses_teacher_id_fkey(*)`: the key names the resource it points to.
  return cache.foreignKeys.flatMap((fk) => {
    if (fk.table === origin.name && (fk.name === targetName || sameColumns(fk.columns, [targetName]))) {
      const referenced = cache.tables.get(fk.referencedTable);
      return referenced ? [outgoing(fk, origin, referenced)] : [];
    }
    if (fk.referencedTable === origin.name && fk.name === targetName) {
      const referencing = cache.tables.get(fk.table);
      return referencing ? [incoming(fk, referencing)] : [];
    }
    return [];
  });
}

/** PostgREST's hints: a constraint name, a column of a one-column key (either side), or a junction table. */
function matchesHint(relationship: Relationship, hint: string): boolean {
  if (relationship.constraint === hint) return true;
  if (relationship.junction) {
    return relationship.junction.table === hint || relationship.junction.targetConstraint === hint;
  }
  const [pair, ...more] = relationship.pairs;
  return !more.length && !!pair && (pair.origin === hint || pair.target === hint);
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

/** The one relationship `origin?select=target!hint(…)` means: PGRST200 when none, PGRST201 when several. */
export function findRelationship(
  cache: SchemaCache,
  origin: Table,
  targetName: string,
  hint: string | null,
): Relationship {
  const all = candidates(cache, origin, targetName);
  const found = hint === null ? all : all.filter((relationship) => matchesHint(relationship, hint));
  if (found.length === 1 && found[0]) return found[0];
  if (!found.length) throw restErrors.noRelationship(origin.name, targetName, hint ?? undefined);
  throw restErrors.ambiguousRelationship(
    origin.name,
    targetName,
    found.map((relationship) => describe(origin, relationship)),
    found.map((relationship) => `'${targetName}!${relationship.junction?.table ?? relationship.constraint}'`),
  );
}
