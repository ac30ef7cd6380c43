import { statementRefusal } from './statements.ts';
import {
  listAt,
  loadParser,
  names,
  plpgsqlAction,
  SourceText,
  type Statement,
  statementsOf,
  type Tree,
  textAt,
  treeAt,
} from './syntax.ts';
import { definitionOf, plpgsqlQueries, type UnfilteredWrite, writesOfFunction } from './writes.ts';

export type { UnfilteredWrite, WriteCommand } from './writes.ts';

/** Something a migration does that hosted Supabase refuses, or will refuse once the API runs it. */
export interface HostedRefusal {
  /** 1-based line of the migration. */
  line: number;
  /** What hosted does with it and what to write instead. */
  reason: string;
}

/** A refusal in a migration of a folder. */
export interface MigrationRefusal extends HostedRefusal {
  file: string;
}

/**
 * The UPDATE and DELETE statements without WHERE in the bodies of the functions a SQL text
 * creates (`language plpgsql`, every nested statement; `language sql`, each statement), which
 * pg-safeupdate refuses when an API request reaches them.
 */
export async function unfilteredWrites(functionDefinitionSql: string): Promise<UnfilteredWrite[]> {
  await loadParser();
  const source = new SourceText(functionDefinitionSql);
  return statementsOf(source)
    .filter((statement) => statement.kind === 'CreateFunctionStmt')
    .flatMap((statement) => writesOfFunction(source, statement));
}

/**
 * What hosted Supabase refuses in a migration run there as its non-superuser `postgres`, each with
 * its line: statements supautils or PostgreSQL's ownership rules refuse, and UPDATE/DELETE without
 * WHERE in the functions it creates. A DO block runs as postgres, outside pg-safeupdate: its own
 * writes are fine, but what it runs is a migration statement like any other, so its static SQL
 * statements (what EXECUTE builds from strings cannot be seen) are checked as such.
 */
export async function hostedRefusals(migrationSql: string): Promise<HostedRefusal[]> {
  await loadParser();
  return analyse(migrationSql, 1).refusals.map(({ line, reason }) => ({ line, reason }));
}

/**
 * The refusals of a folder's migrations, in order. A function's body counts as its last
 * definition leaves it: migrations are never edited once applied, so a later CREATE OR REPLACE
 * (or DROP) is how a function is fixed, and the earlier body no longer reaches the API.
 */
export async function migrationRefusals(migrations: { file: string; sql: string }[]): Promise<MigrationRefusal[]> {
  await loadParser();
  const analyses = migrations.map(({ file, sql }) => ({ file, ...analyse(sql, 1) }));
  const touches = analyses.flatMap((analysis, order) => analysis.touches.map((touch) => ({ ...touch, order })));
  const supersededLater = (fn: FunctionKey, order: number, line: number) =>
    touches.some(
      (touch) =>
        (touch.order > order || (touch.order === order && touch.line > line)) &&
        touch.name === fn.name &&
        (touch.argumentTypes === undefined || touch.argumentTypes === fn.argumentTypes),
    );
  return analyses.flatMap((analysis, order) =>
    analysis.refusals
      .filter((refusal) => !refusal.function || !supersededLater(refusal.function, order, refusal.line))
      .map(({ line, reason }) => ({ file: analysis.file, line, reason })),
  );
}

/** A function as PostgreSQL tells overloads apart; argument types undefined for `DROP FUNCTION f` (every overload). */
interface FunctionKey {
  name: string;
  argumentTypes: string | undefined;
}

interface Analysis {
  refusals: (HostedRefusal & { function?: FunctionKey })[];
  /** Each function a statement creates, replaces or drops, and its line. */
  touches: (FunctionKey & { line: number })[];
}

function qualifiedFunctionName(list: unknown[]): string {
  const parts = names(list);
  return (parts.length > 1 ? parts : ['public', ...parts]).join('.');
}

function typeText(typeName: Tree | undefined): string {
  const parts = names(listAt(typeName, 'names'));
  return `${parts[parts.length - 1] ?? ''}${listAt(typeName, 'arrayBounds').length > 0 ? '[]' : ''}`;
}

function createdFunction(statement: Statement): FunctionKey {
  const inputs = listAt(statement.fields, 'parameters')
    .map((parameter) => treeAt(parameter, 'FunctionParameter'))
    .filter((parameter) => !['FUNC_PARAM_OUT', 'FUNC_PARAM_TABLE'].includes(textAt(parameter, 'mode') ?? ''));
  return {
    name: qualifiedFunctionName(listAt(statement.fields, 'funcname')),
    argumentTypes: inputs.map((parameter) => typeText(treeAt(parameter, 'argType'))).join(','),
  };
}

function droppedFunctions(statement: Statement): FunctionKey[] {
  if (
    !['OBJECT_FUNCTION', 'OBJECT_PROCEDURE', 'OBJECT_ROUTINE'].includes(textAt(statement.fields, 'removeType') ?? '')
  ) {
    return [];
  }
  return listAt(statement.fields, 'objects').map((object) => {
    const fn = treeAt(object, 'ObjectWithArgs');
    return {
      name: qualifiedFunctionName(listAt(fn, 'objname')),
      argumentTypes: fn?.args_unspecified
        ? undefined
        : listAt(fn, 'objargs')
            .map((type) => typeText(treeAt(type, 'TypeName')))
            .join(','),
    };
  });
}

const unfilteredReason = (write: UnfilteredWrite) =>
  `${write.command} without WHERE in function ${write.function} (line ${write.bodyLine} of its body): an API ` +
  `request that reaches it fails with 21000 "${write.command} requires a WHERE clause" (pg-safeupdate on the Data ` +
  "API's role); give it a WHERE that names the rows (a singleton's key, or `where true` to mean every row)";

function analyse(sql: string, firstLine: number): Analysis {
  const source = new SourceText(sql);
  const analysis: Analysis = { refusals: [], touches: [] };
  const lineOf = (offset: number) => firstLine + source.lineOf(offset) - 1;
  for (const statement of statementsOf(source)) {
    const line = lineOf(statement.offset);
    const reason = statementRefusal(statement.kind, statement.fields);
    if (reason) analysis.refusals.push({ line, reason });
    if (statement.kind === 'CreateFunctionStmt') {
      const fn = createdFunction(statement);
      analysis.touches.push({ ...fn, line });
      for (const write of writesOfFunction(source, statement)) {
        analysis.refusals.push({ line: firstLine + write.line - 1, reason: unfilteredReason(write), function: fn });
      }
    }
    if (statement.kind === 'DropStmt')
      analysis.touches.push(...droppedFunctions(statement).map((fn) => ({ ...fn, line })));
    if (statement.kind === 'DoStmt') {
      for (const inner of doBlockStatements(source, statement, lineOf)) {
        analysis.refusals.push(...inner.refusals);
        analysis.touches.push(...inner.touches);
      }
    }
  }
  return analysis;
}

/** The static SQL statements a DO block runs, each analysed as a statement of the migration. */
function doBlockStatements(source: SourceText, statement: Statement, lineOf: (offset: number) => number): Analysis[] {
  const definition = definitionOf(source, statement);
  if (definition.language !== 'plpgsql' || definition.body === undefined) return [];
  // A plain SQL statement of PL/pgSQL begins on the line PL/pgSQL numbers it with.
  return plpgsqlQueries(plpgsqlAction(statement.text))
    .filter((query) => query.statementKind === 'PLpgSQL_stmt_execsql')
    .map((query) => analyse(query.query, lineOf(definition.bodyStart) + query.lineno - 1));
}
