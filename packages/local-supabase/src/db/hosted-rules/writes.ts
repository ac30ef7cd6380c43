import {
  isTree,
  listAt,
  names,
  nodeKind,
  parseSync,
  plpgsqlAction,
  SourceText,
  type Statement,
  statementsOf,
  type Tree,
  textAt,
  treeAt,
} from './syntax.ts';

export type WriteCommand = 'UPDATE' | 'DELETE';

/** An UPDATE or DELETE in a function body that pg-safeupdate refuses when an API request runs it. */
export interface UnfilteredWrite {
  command: WriteCommand;
  /** The function as its CREATE statement names it. */
  function: string;
  language: 'plpgsql' | 'sql';
  /** 1-based line within the body, counted as PostgreSQL's CONTEXT lines count it (line 1 opens the body). */
  bodyLine: number;
  /** 1-based line within the SQL text examined. */
  line: number;
  /** String offset, within the body, of the statement that runs the write: where a guard can go before it. */
  bodyOffset: number;
}

/**
 * The statements pg-safeupdate refuses in one parsed statement, matching its
 * `delete_needs_where_check` (eradman/pg-safeupdate `safeupdate.c`; hosted Supabase ships 1.4):
 * the top-level query of each statement PostgreSQL parses, an UPDATE or DELETE whose join tree has
 * no qualification; since 1.1 also each data-modifying WITH query of that top level (checked
 * first). Nothing deeper: a write can appear nowhere else in a query. `WHERE CURRENT OF` is a
 * qualification, so it passes; so does `WHERE true`.
 */
export function unfilteredCommands(node: unknown): WriteCommand[] {
  const statement = nodeKind(node);
  if (!statement) return [];
  const fromCtes = listAt(treeAt(statement.fields, 'withClause'), 'ctes').flatMap((cte) =>
    unfilteredCommands(treeAt(treeAt(cte, 'CommonTableExpr'), 'ctequery')),
  );
  const unqualified = !statement.fields.whereClause;
  if (statement.kind === 'UpdateStmt' && unqualified) return [...fromCtes, 'UPDATE'];
  if (statement.kind === 'DeleteStmt' && unqualified) return [...fromCtes, 'DELETE'];
  return fromCtes;
}

/** The writes of a query text, as PL/pgSQL hands it to the SQL parser. */
function commandsOfQuery(query: string): WriteCommand[] {
  return listAt(parseSync(query), 'stmts').flatMap((raw) => unfilteredCommands(treeAt(raw, 'stmt')));
}

/** What a function's CREATE statement says about its body. */
export interface FunctionDefinition {
  name: string;
  language: string;
  /** The body as PostgreSQL stores it (`prosrc`); absent for a `BEGIN ATOMIC` body. */
  body: string | undefined;
  /** String offset of the body within the examined text. */
  bodyStart: number;
}

/** The body of a CREATE FUNCTION / DO statement and where it is written in the source. */
export function definitionOf(source: SourceText, statement: Statement): FunctionDefinition {
  const options = listAt(statement.fields, statement.kind === 'DoStmt' ? 'args' : 'options').map((option) =>
    treeAt(option, 'DefElem'),
  );
  const option = (name: string) => options.find((o) => o?.defname === name);
  const language =
    textAt(treeAt(option('language')?.arg, 'String'), 'sval') ?? (statement.kind === 'DoStmt' ? 'plpgsql' : 'sql');
  const asOption = option('as');
  const body = textAt(treeAt(listAt(treeAt(asOption?.arg, 'List'), 'items')[0] ?? asOption?.arg, 'String'), 'sval');
  const asOffset = source.offsetOfByte(typeof asOption?.location === 'number' ? asOption.location : 0);
  // A body in single quotes with doubled quotes is not written as stored; its AS keyword is the nearest place.
  const found = body === undefined ? -1 : source.text.indexOf(body, asOffset);
  return {
    name: statement.kind === 'DoStmt' ? 'DO block' : names(listAt(statement.fields, 'funcname')).join('.'),
    language: language.toLowerCase(),
    body,
    bodyStart: found === -1 ? asOffset : found,
  };
}

/** A query PL/pgSQL runs, with the statement that runs it. */
export interface PlpgsqlQuery {
  statementKind: string;
  lineno: number;
  /** The SQL it runs (for EXECUTE of a literal, the string's content). */
  query: string;
  /** The query's text as written, to find it in the body. */
  written: string;
}

/** `'update t set x = 1'` → the SQL inside; any other expression (format(), variables) cannot be read here. */
function literalString(expression: string): string | undefined {
  const [raw] = listAt(parseSync(`select ${expression}`), 'stmts');
  const targets = listAt(treeAt(treeAt(raw, 'stmt'), 'SelectStmt'), 'targetList');
  if (targets.length !== 1) return undefined;
  const value = treeAt(treeAt(targets[0], 'ResTarget'), 'val');
  return textAt(treeAt(treeAt(value, 'A_Const'), 'sval'), 'sval');
}

/**
 * Where each PL/pgSQL statement kind keeps the query it runs. Statements of a cursor declared with
 * its query (`c cursor for ...`; OPEN c, FOR r IN c) run a query kept in the declarations; those
 * are not followed (a cursor's query is a SELECT in practice).
 */
const STATIC_QUERIES: Record<string, string> = {
  PLpgSQL_stmt_execsql: 'sqlstmt',
  PLpgSQL_stmt_return_query: 'query',
  PLpgSQL_stmt_fors: 'query',
  PLpgSQL_stmt_open: 'query',
};
const DYNAMIC_QUERIES: Record<string, string> = {
  PLpgSQL_stmt_return_query: 'dynquery',
  PLpgSQL_stmt_dynfors: 'query',
  PLpgSQL_stmt_dynexecute: 'query',
  PLpgSQL_stmt_open: 'dynquery',
};

/** Every query of a PL/pgSQL action, nested if/loop/case/block/exception bodies included, in source order. */
export function plpgsqlQueries(action: unknown): PlpgsqlQuery[] {
  const queries: PlpgsqlQuery[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isTree(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'PLpgSQL_expr') continue;
      if (key.startsWith('PLpgSQL_stmt_') && isTree(child)) queries.push(...queriesOfStatement(key, child));
      visit(child);
    }
  };
  visit(action);
  return queries;
}

function queriesOfStatement(kind: string, fields: Tree): PlpgsqlQuery[] {
  const lineno = typeof fields.lineno === 'number' ? fields.lineno : 1;
  const expressionText = (key: string | undefined) =>
    key ? textAt(treeAt(treeAt(fields, key), 'PLpgSQL_expr'), 'query') : undefined;
  const found: PlpgsqlQuery[] = [];
  const staticQuery = expressionText(STATIC_QUERIES[kind]);
  if (staticQuery !== undefined) found.push({ statementKind: kind, lineno, query: staticQuery, written: staticQuery });
  const dynamic = expressionText(DYNAMIC_QUERIES[kind]);
  const literal = dynamic === undefined ? undefined : literalString(dynamic);
  if (dynamic !== undefined && literal !== undefined) {
    found.push({ statementKind: kind, lineno, query: literal, written: dynamic });
  }
  return found;
}

/** What may end the statement before another one in a PL/pgSQL body. */
const STATEMENT_BOUNDARIES = new Set([';', 'begin', 'then', 'else', 'loop', 'declare']);

/**
 * Where the statement running a query begins: the query itself for a plain SQL statement; for
 * RETURN QUERY, FOR ... IN, OPEN and EXECUTE, the first token after the previous statement's end
 * (before a `<<label>>` of its own).
 */
function statementStart(body: SourceText, query: PlpgsqlQuery, queryOffset: number): number {
  if (query.statementKind === 'PLpgSQL_stmt_execsql') return queryOffset;
  const tokens = body.tokenStarts();
  let index = tokens.findIndex((token) => token.start >= queryOffset);
  while (index > 0 && !STATEMENT_BOUNDARIES.has((tokens[index - 1]?.text ?? '').toLowerCase())) {
    if (tokens[index - 1]?.text === '>>') break;
    index--;
  }
  if (tokens[index - 1]?.text === '>>' && tokens[index - 3]?.text === '<<') index -= 3;
  return tokens[index]?.start ?? queryOffset;
}

/** Finds each query's text in the body, from the line PL/pgSQL says its statement is on. */
function locate(body: SourceText, queries: PlpgsqlQuery[]): { query: PlpgsqlQuery; offset: number }[] {
  const lineStart = (line: number) => {
    let offset = 0;
    for (let n = 1; n < line; n++) offset = body.text.indexOf('\n', offset) + 1;
    return offset;
  };
  const lastOnLine = new Map<number, number>();
  return queries.map((query) => {
    const from = Math.max(lineStart(query.lineno), (lastOnLine.get(query.lineno) ?? -1) + 1);
    const found = body.text.indexOf(query.written, from);
    const offset = found === -1 ? from : found;
    lastOnLine.set(query.lineno, offset);
    return { query, offset: statementStart(body, query, offset) };
  });
}

/** The unfiltered writes of one CREATE FUNCTION statement of a source. */
export function writesOfFunction(source: SourceText, statement: Statement): UnfilteredWrite[] {
  const definition = definitionOf(source, statement);
  // A `BEGIN ATOMIC` body is parsed and analysed at CREATE time (by postgres, without
  // pg-safeupdate); at run time PostgreSQL executes the stored query trees without analysing them
  // again, so the hook never sees them.
  if (definition.body === undefined) return [];
  const body = new SourceText(definition.body);
  const write = (command: WriteCommand, bodyOffset: number, language: 'plpgsql' | 'sql'): UnfilteredWrite => ({
    command,
    function: definition.name,
    language,
    bodyLine: body.lineOf(bodyOffset),
    line: source.lineOf(definition.bodyStart + bodyOffset),
    bodyOffset,
  });
  if (definition.language === 'plpgsql') {
    return locate(body, plpgsqlQueries(plpgsqlAction(statement.text))).flatMap(({ query, offset }) =>
      commandsOfQuery(query.query).map((command) => write(command, offset, 'plpgsql')),
    );
  }
  if (definition.language === 'sql') {
    return statementsOf(body).flatMap((inner) =>
      unfilteredCommands(inner.node).map((command) => write(command, inner.offset, 'sql')),
    );
  }
  return [];
}
