// What `npm run lint` refuses in supabase/ beside what hosted Supabase refuses
// (scripts/lint/migrations.ts): a function created twice in supabase/schemas, where each is
// defined once and a reader finds the one that runs in one place; and any SQL that rebuilds a
// function from its catalogued text (pg_get_functiondef), which leaves the body that runs in no
// file of the repository.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  listAt,
  loadParser,
  names,
  SourceText,
  statementsOf,
  type Tree,
  textAt,
  treeAt,
} from '../../packages/local-supabase/src/db/hosted-rules/syntax.ts';

export interface SqlFile {
  /** Its path, as reported. */
  file: string;
  sql: string;
}

export interface LintFinding {
  file: string;
  /** 1-based. */
  line: number;
  reason: string;
}

function typeText(typeName: Tree | undefined): string {
  const parts = names(listAt(typeName, 'names'));
  const name = parts.filter((part) => part !== 'pg_catalog').join('.');
  return `${name}${listAt(typeName, 'arrayBounds').length > 0 ? '[]' : ''}`;
}

/** `schema.name(input argument types)`, as PostgreSQL tells one function from another. */
function functionIdentity(fields: Tree): string {
  const parts = names(listAt(fields, 'funcname'));
  const name = (parts.length > 1 ? parts : ['public', ...parts]).join('.');
  const inputs = listAt(fields, 'parameters')
    .map((parameter) => treeAt(parameter, 'FunctionParameter'))
    .filter((parameter) => !['FUNC_PARAM_OUT', 'FUNC_PARAM_TABLE'].includes(textAt(parameter, 'mode') ?? ''))
    .map((parameter) => typeText(treeAt(parameter, 'argType')));
  return `${name}(${inputs.join(', ')})`;
}

/** Each function created a second time (or more) across the files, at the later definition. */
export async function functionsCreatedTwice(files: SqlFile[]): Promise<LintFinding[]> {
  await loadParser();
  const first = new Map<string, string>();
  const findings: LintFinding[] = [];
  for (const { file, sql } of files) {
    const source = new SourceText(sql);
    for (const statement of statementsOf(source)) {
      if (statement.kind !== 'CreateFunctionStmt') continue;
      const identity = functionIdentity(statement.fields);
      const line = source.lineOf(statement.offset);
      const earlier = first.get(identity);
      if (earlier) {
        findings.push({
          file,
          line,
          reason: `function ${identity} is created again (first at ${earlier}): define each function once in supabase/schemas, in its current form`,
        });
      } else first.set(identity, `${file}:${line}`);
    }
  }
  return findings;
}

/** Each line that calls pg_get_functiondef outside a comment. */
export function functionRebuilds(files: SqlFile[]): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const { file, sql } of files) {
    sql.split('\n').forEach((text, index) => {
      const code = text.replace(/--.*$/, '');
      if (/\bpg_get_functiondef\s*\(/i.test(code)) {
        findings.push({
          file,
          line: index + 1,
          reason:
            'rebuilds a function from its catalogued text (pg_get_functiondef): the body that runs would be in no file; write the whole function in supabase/schemas and make its migration with npm run db:diff',
        });
      }
    });
  }
  return findings;
}

function sqlFilesUnder(dir: string, root: string): SqlFile[] {
  const files: SqlFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sqlFilesUnder(path, root));
    else if (name.endsWith('.sql')) files.push({ file: relative(root, path), sql: readFileSync(path, 'utf8') });
  }
  return files;
}

/** The findings for a repository's supabase/ folder. */
export async function supabaseFolderFindings(repositoryRoot: string): Promise<LintFinding[]> {
  const supabase = join(repositoryRoot, 'supabase');
  const all = sqlFilesUnder(supabase, repositoryRoot);
  const schemas = all.filter(({ file }) => file.startsWith(join('supabase', 'schemas')));
  return [...(await functionsCreatedTwice(schemas)), ...functionRebuilds(all)];
}
