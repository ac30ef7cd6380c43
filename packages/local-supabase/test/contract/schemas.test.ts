// PostgREST's API reference, "Schemas" (docs/references/api/schemas.rst): the fixtures' config.toml
// exposes public and v2 (`[api] schemas`), and a schema `hidden` exists but is not exposed. Each
// case names the section it follows, and runs on the embedded database and on a real PostgreSQL.
import { expect, it } from 'vitest';
import { describeEachBackend } from './support/backends.ts';

describeEachBackend('Schemas', (ctx) => {
  it('Multiple schemas: without a profile header the first schema is used', async () => {
    const res = await ctx.http('films?select=title&id=eq.1');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ title: 'The Shawshank Redemption' }]);
  });

  it('Multiple schemas > GET/HEAD: Accept-Profile selects the schema', async () => {
    const res = await ctx.http('films?order=id', { headers: { 'Accept-Profile': 'v2' } });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-profile')).toBe('v2');
    expect(res.body).toEqual([
      { id: 1, title: 'Rashomon', director_id: 1 },
      { id: 2, title: 'Ikiru', director_id: 1 },
    ]);
    const head = await ctx.http('films', {
      method: 'HEAD',
      headers: { 'Accept-Profile': 'v2', Prefer: 'count=exact' },
    });
    expect(head.headers.get('content-range')).toBe('0-1/2');
    const { data, error } = await ctx.client().schema('v2').from('films').select('title').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Ikiru' }]);
  });

  it('Multiple schemas > GET/HEAD: embedding, computed fields and filters resolve in the selected schema', async () => {
    const res = await ctx.http('films?select=title,loud_title,directors(last_name)&loud_title=eq.IKIRU', {
      headers: { 'Accept-Profile': 'v2' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ title: 'Ikiru', loud_title: 'IKIRU', directors: { last_name: 'Kurosawa' } }]);
  });

  it('Multiple schemas > Other methods: Content-Profile selects the schema of a write', async () => {
    const inserted = await ctx.http('films', {
      method: 'POST',
      key: 'service_role',
      headers: { 'Content-Profile': 'v2', Prefer: 'return=representation' },
      body: { id: 3, title: 'Ran', director_id: 1 },
    });
    expect(inserted.status, inserted.text).toBe(201);
    expect(inserted.body).toEqual([{ id: 3, title: 'Ran', director_id: 1 }]);
    const updated = await ctx.http('films?id=eq.3', {
      method: 'PATCH',
      key: 'service_role',
      headers: { 'Content-Profile': 'v2' },
      body: { title: 'Ran (1985)' },
    });
    expect(updated.status, updated.text).toBe(204);
    const { data } = await ctx.client().schema('v2').from('films').select('title').eq('id', 3);
    expect(data).toEqual([{ title: 'Ran (1985)' }]);
    const deleted = await ctx.client('service_role').schema('v2').from('films').delete().eq('id', 3);
    expect(deleted.error).toBeNull();
    const publicFilm = await ctx.http('films?select=title&id=eq.3');
    expect(publicFilm.body).toEqual([{ title: 'Interstellar' }]);
  });

  it('Multiple schemas > Other methods: functions are called in the selected schema', async () => {
    const post = await ctx.http('rpc/add_them', {
      method: 'POST',
      headers: { 'Content-Profile': 'v2' },
      body: { a: 1, b: 2 },
    });
    expect(post.status, post.text).toBe(200);
    expect(post.body).toBe('v2: 3');
    expect(post.headers.get('content-profile')).toBe('v2');
    const get = await ctx.http('rpc/add_them?a=1&b=2', { headers: { 'Accept-Profile': 'v2' } });
    expect(get.body).toBe('v2: 3');
    const { data } = await ctx.client().rpc('add_them', { a: 1, b: 2 });
    expect(data).toBe(3);
    const missing = await ctx.http('rpc/mult_them', {
      method: 'POST',
      headers: { 'Content-Profile': 'v2' },
      body: { x: 1, y: 2 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function v2.mult_them(x, y) in the schema cache',
    });
  });

  it('Restricted schemas: a schema that is not exposed is refused with 406 PGRST106', async () => {
    for (const headers of [{ 'Accept-Profile': 'hidden' }, { 'Accept-Profile': 'pg_catalog' }]) {
      const res = await ctx.http('films', { headers });
      expect(res.status).toBe(406);
      const body = res.body as { code: string; message: string; hint: string | null };
      expect(body.code).toBe('PGRST106');
      expect(`${body.message} ${body.hint}`).toContain('public, v2');
    }
    const write = await ctx.http('films', {
      method: 'POST',
      key: 'service_role',
      headers: { 'Content-Profile': 'hidden' },
      body: { id: 9, title: 'x' },
    });
    expect(write.status).toBe(406);
    expect(write.body).toMatchObject({ code: 'PGRST106' });
  });

  it('Multiple schemas: the OpenAPI description describes the tables of the schema Accept-Profile names', async () => {
    const res = await ctx.http('', { headers: { 'Accept-Profile': 'v2' } });
    expect(res.status, res.text).toBe(200);
    const document = res.body as {
      paths: Record<string, unknown>;
      definitions: Record<string, { properties: object }>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/', '/directors', '/films', '/reviews', '/rpc/add_them']),
    );
    expect(Object.keys(document.paths)).not.toContain('/artists');
    expect(Object.keys(document.paths)).not.toContain('/rpc/mult_them');
    expect(Object.keys(document.definitions.films?.properties ?? {})).toEqual(['id', 'title', 'director_id']);
    expect(res.headers.get('content-profile')).toBe('v2');
  });

  // openapi.rst, "OpenAPI Support": the schema's comment gives the title (first line) and description.
  it('Multiple schemas: the OpenAPI info comes from the profile schema’s comment, or PostgREST’s defaults', async () => {
    const infoOf = async (profile: string) => {
      const res = await ctx.http('', { headers: { 'Accept-Profile': profile } });
      expect(res.status, res.text).toBe(200);
      return (res.body as { info: { title: string; description: string } }).info;
    };
    expect(await infoOf('public')).toMatchObject({ title: 'standard public schema', description: '' });
    expect(await infoOf('v2')).toMatchObject({
      title: 'PostgREST API',
      description: 'This is a dynamic API generated by PostgREST',
    });
    await ctx.server.db.exec(`comment on schema v2 is e'Films, version 2\\n\\nThe second edition of the films API.'`);
    try {
      expect(await infoOf('v2')).toMatchObject({
        title: 'Films, version 2',
        description: 'The second edition of the films API.',
      });
    } finally {
      await ctx.server.db.exec('comment on schema v2 is null');
    }
  });

  it('Dynamic schemas: pgrst.db_schemas changed in the database and NOTIFY pgrst, reload config', async () => {
    const database = (await ctx.server.db.query<{ name: string }>('select current_database() as name')).rows[0]?.name;
    await ctx.server.db.exec(
      `alter role authenticator in database "${database}" set pgrst.db_schemas = 'public, v2, hidden';
       notify pgrst, 'reload config';`,
    );
    let res = await ctx.http('films?select=title', { headers: { 'Accept-Profile': 'hidden' } });
    for (let tries = 0; res.status !== 200 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await ctx.http('films?select=title', { headers: { 'Accept-Profile': 'hidden' } });
    }
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([]);
  });
});
