// `npm run lint` on supabase/ (scripts/lint/migrations.ts, supabase/scripts/schema-lint.ts): a
// function is created once in supabase/schemas, and no SQL rebuilds a function from its
// catalogued text.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionRebuilds, functionsCreatedTwice, supabaseFolderFindings } from '../scripts/schema-lint.ts';

const fn = (name: string, args = '') =>
  `create or replace function ${name}(${args}) returns int language sql as $$ select 1 $$;`;

describe('the schema lint', () => {
  it('refuses a function created again in another schema file, naming both places', async () => {
    const findings = await functionsCreatedTwice([
      { file: 'supabase/schemas/01_a.sql', sql: `-- one\n${fn('private.f', 'x text')}` },
      { file: 'supabase/schemas/02_b.sql', sql: `select 1;\n\n${fn('private.f', 'y text')}` },
    ]);
    expect(findings).toEqual([
      {
        file: 'supabase/schemas/02_b.sql',
        line: 3,
        reason: expect.stringContaining(
          'function private.f(text) is created again (first at supabase/schemas/01_a.sql:2)',
        ),
      },
    ]);
  });

  it('tells overloads and schemas apart, and reads an unqualified name as public', async () => {
    expect(
      await functionsCreatedTwice([
        { file: 'a.sql', sql: fn('private.f', 'x text') + fn('private.f', 'x text, y int') + fn('public.f', 'x text') },
        { file: 'b.sql', sql: fn('f', 'x text') },
      ]),
    ).toMatchObject([{ file: 'b.sql', reason: expect.stringContaining('public.f(text)') }]);
  });

  it('refuses a call of pg_get_functiondef, and not a comment that names it', () => {
    const sql = [
      '-- Never pg_get_functiondef(...) again.',
      'do $$',
      'declare definition text := pg_catalog.pg_get_functiondef(',
      "  'private.f()'::regprocedure);",
      'begin execute replace(definition, $a$x$a$, $a$y$a$); end $$;',
    ].join('\n');
    expect(functionRebuilds([{ file: 'supabase/migrations/1_x.sql', sql }])).toMatchObject([
      { file: 'supabase/migrations/1_x.sql', line: 3 },
    ]);
  });

  it('finds nothing in this repository', async () => {
    expect(await supabaseFolderFindings(join(import.meta.dirname, '..', '..'))).toEqual([]);
  });
});
