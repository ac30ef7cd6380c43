// PostgREST's API reference, "Errors" (docs/references/errors.rst): the body shape, the HTTP
// status of PostgreSQL's error codes, PostgREST's own PGRST codes, and custom errors raised by
// functions. Each case names the section it follows, and runs on the embedded database and on a
// real PostgreSQL. Explain (application/vnd.pgrst.plan) is here too: hosted Supabase runs
// PostgREST with db-plan-enabled off, so the plan media type is not offered (PGRST107) until a
// project turns it on in the database, as it may.
import { expect, it } from 'vitest';
import { errorBody } from '../support/rest-helpers.ts';
import { signUserToken } from '../support/server.ts';
import { changeApiSetting, describeEachBackend } from './support/backends.ts';

const USER = '00000000-0000-4000-8000-000000000001';

describeEachBackend('Errors', (ctx) => {
  it('Errors from PostgreSQL: forwarded with code, details, hint and message (not-null: 400)', async () => {
    const res = await ctx.http('directors', { method: 'POST', body: { id: 50, first_name: 'No' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=23502');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(res.text)));
    expect(Object.keys(res.body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(res.body).toMatchObject({
      code: '23502',
      hint: null,
      message: 'null value in column "last_name" of relation "directors" violates not-null constraint',
    });
    expect((res.body as { details: string }).details).toMatch(/^Failing row contains \(50, No, null\)\.$/);
  });

  it('HTTP Status Codes: 23505 unique and 23503 foreign key violations are 409', async () => {
    const unique = await ctx.http('directors', {
      method: 'POST',
      body: { id: 1, first_name: 'Frank', last_name: 'Darabont' },
    });
    expect(unique.status).toBe(409);
    expect(unique.body).toEqual(
      errorBody('23505', 'duplicate key value violates unique constraint "directors_pkey"', {
        details: 'Key (id)=(1) already exists.',
      }),
    );

    const foreign = await ctx.http('films', {
      method: 'POST',
      body: { id: 60, director_id: 999, title: 'Lost', year: 2000 },
    });
    expect(foreign.status).toBe(409);
    expect(foreign.body).toMatchObject({
      code: '23503',
      details: 'Key (director_id)=(999) is not present in table "directors".',
      message: 'insert or update on table "films" violates foreign key constraint "films_director_id_fkey"',
    });
  });

  it('HTTP Status Codes: 42501 insufficient privileges is 401 for anon and 403 when authenticated', async () => {
    const anon = await ctx.http('secrets');
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ code: '42501', message: 'permission denied for table secrets' });

    const token = await signUserToken({ sub: USER });
    const user = await ctx.http('secrets', { key: { token } });
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ code: '42501', message: 'permission denied for table secrets' });
  });

  it('HTTP Status Codes: other errors, such as invalid input syntax (22P02), are 400', async () => {
    const res = await ctx.http('people?age=eq.old');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody('22P02', 'invalid input syntax for type integer: "old"'));
  });

  it('RAISE errors with HTTP Status Codes: RAISE EXCEPTION is 400 with its detail and hint', async () => {
    const res = await ctx.http('rpc/just_fail', { method: 'POST', body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorBody('P0001', 'I refuse!', { details: 'Pretty simple', hint: 'There is nothing you can do.' }),
    );
  });

  it('RAISE errors with HTTP Status Codes: SQLSTATE PTnnn answers status nnn', async () => {
    const res = await ctx.http('rpc/payment_required', { method: 'POST', body: {} });
    expect(res.status).toBe(402);
    expect(res.body).toEqual(
      errorBody('PT402', 'Payment Required', { details: 'Quota exceeded', hint: 'Upgrade your plan' }),
    );
  });

  it("Add HTTP Headers with RAISE: SQLSTATE 'PGRST' sets the body, status and headers", async () => {
    const res = await ctx.http('rpc/raise_pgrst', { method: 'POST', body: {} });
    expect(res.status).toBe(402);
    expect(res.headers.get('x-powered-by')).toBe('Nerd Rage');
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=123');
    expect(res.body).toEqual(
      errorBody('123', 'Payment Required', { details: 'Quota exceeded', hint: 'Upgrade your plan' }),
    );

    const bad = await ctx.http('rpc/raise_bad_pgrst', { method: 'POST', body: {} });
    expect(bad.status).toBe(500);
    expect(bad.body).toEqual(
      errorBody('PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', {
        details: "Invalid JSON value for MESSAGE: 'not json'",
        hint: "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
      }),
    );
  });

  it('Response Headers and Response Status Code (Transactions): set_config of response.headers and response.status', async () => {
    const headers = await ctx.http('rpc/custom_headers', { method: 'POST', body: {} });
    expect(headers.status).toBe(204);
    expect(headers.headers.get('cache-control')).toBe('public, max-age=259200');

    const teapot = await ctx.http('rpc/teapot', { method: 'POST', body: {} });
    expect(teapot.status).toBe(418);
    expect(teapot.body).toEqual({
      message: 'The requested entity body is short and stout.',
      hint: 'Tip it over and pour it out.',
    });

    const plain = await ctx.http('films?select=id&id=eq.1');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBeNull();
  });

  it('Pre-Request (Transactions): db-pre-request runs in every request’s transaction and can refuse it', async () => {
    await ctx.server.db.exec(`
      create function public.check_request() returns void language plpgsql as $$
      begin
        if current_setting('request.headers', true)::json ->> 'x-blocked' = 'yes' then
          raise sqlstate 'PT403' using message = 'Blocked before the statement', hint = 'Drop x-blocked';
        end if;
      end $$;`);
    const blocked = (init = {}) => ctx.http('films?select=id&id=eq.1', { headers: { 'x-blocked': 'yes' }, ...init });
    await changeApiSetting(
      ctx,
      'pgrst.db_pre_request',
      'public.check_request',
      async () => (await blocked()).status === 403,
    );
    try {
      const res = await blocked();
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: 'Blocked before the statement', hint: 'Drop x-blocked' });
      expect((await ctx.http('films?select=id&id=eq.1')).body).toEqual([{ id: 1 }]);

      const write = await ctx.http('items', {
        method: 'POST',
        headers: { 'x-blocked': 'yes' },
        body: { id: 650, name: 'refused' },
      });
      expect(write.status).toBe(403);
      expect((await ctx.http('items?select=id&id=eq.650')).body).toEqual([]);
    } finally {
      await changeApiSetting(ctx, 'pgrst.db_pre_request', null, async () => (await blocked()).status === 200);
      await ctx.server.db.exec('drop function public.check_request()');
    }
  });

  it('PGRST111 and PGRST112: response.headers and response.status PostgREST cannot use', async () => {
    const headers = await ctx.http('rpc/bad_headers', { method: 'POST', body: {} });
    expect(headers.status).toBe(500);
    expect(headers.body).toEqual(
      errorBody(
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      ),
    );
    const status = await ctx.http('rpc/bad_status', { method: 'POST', body: {} });
    expect(status.status).toBe(500);
    expect(status.body).toMatchObject({ code: 'PGRST112', message: 'response.status guc must be a valid status code' });
  });

  it('PGRST100: a query parameter that does not parse', async () => {
    const res = await ctx.http('people?order=age.sideways');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PGRST100', hint: null });
    expect((res.body as { message: string }).message).toMatch(/^"failed to parse order \(age\.sideways\)"/);

    // Only an RPC read takes a parameter without an operator (as an argument); on a table it is a
    // filter that does not parse (QueryParams.hs, pRequestFilter).
    const bare = await ctx.http('people?name=val');
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual(
      errorBody('PGRST100', '"failed to parse filter (val)" (line 1, column 1)', {
        details: 'unexpected "v" expecting "not" or operator (eq, gt, ...)',
      }),
    );
    const unknown = await ctx.http('people?age=noop.0');
    expect(unknown.body).toMatchObject({
      message: '"failed to parse filter (noop.0)" (line 1, column 1)',
      details: 'unexpected "o" expecting "not" or operator (eq, gt, ...)',
    });
    const negated = await ctx.http('people?age=not.val');
    expect(negated.body).toMatchObject({
      message: '"failed to parse filter (not.val)" (line 1, column 5)',
      details: 'unexpected "v" expecting operator (eq, gt, ...)',
    });
  });

  it('PGRST102: an invalid request body', async () => {
    const res = await ctx.http('items', {
      method: 'POST',
      body: '{"id": 1,',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PGRST102', hint: null });
  });

  it('PGRST103: a range past the end', async () => {
    const res = await ctx.http('films?offset=100', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(res.body).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
  });

  it('PGRST105: PUT must filter on the whole primary key with eq', async () => {
    const res = await ctx.http('directors?first_name=eq.Frank', { method: 'PUT', body: { id: 1 } });
    expect(res.status).toBe(405);
    expect(res.body).toEqual(
      errorBody('PGRST105', "Filters must include all and only primary key columns with 'eq' operators"),
    );
  });

  it('PGRST106: a schema that is not exposed', async () => {
    const res = await ctx.http('films', { headers: { 'Accept-Profile': 'secret_schema' } });
    expect(res.status).toBe(406);
    expect(res.body).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: secret_schema' });
    expect((res.body as { hint: string }).hint).toMatch(/^Only the following schemas are exposed: public/);
  });

  it('PGRST107: a media type the endpoint cannot produce is 406', async () => {
    const res = await ctx.http('films', { headers: { Accept: 'application/xml' } });
    expect(res.status).toBe(406);
    expect(res.body).toEqual(errorBody('PGRST107', 'None of these media types are available: application/xml'));
  });

  it('Execution plan (explain): with db-plan-enabled off, as on hosted Supabase, the plan media type is refused', async () => {
    const accept = 'application/vnd.pgrst.plan+json; for="application/json"; options=analyze';
    const res = await ctx.http('films', { headers: { Accept: accept } });
    expect(res.status).toBe(406);
    expect(res.body).toMatchObject({ code: 'PGRST107' });
    const { error, status } = await ctx.client().from('films').select('id').explain({ format: 'json' });
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST107');
  });

  it('Execution plan (explain): with db-plan-enabled on, the plan of the request’s statement, in JSON or text', async () => {
    const json = 'application/vnd.pgrst.plan+json; for="application/json"';
    const plan = () => ctx.http('films?select=title&id=eq.1', { headers: { Accept: json } });
    await changeApiSetting(ctx, 'pgrst.db_plan_enabled', 'true', async () => (await plan()).status === 200);
    try {
      const res = await plan();
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-type')).toBe(`${json}; charset=utf-8`);
      const [first] = res.body as { Plan: { 'Node Type': string; 'Total Cost': number } }[];
      expect(first?.Plan['Node Type']).toEqual(expect.any(String));
      expect(first?.Plan['Total Cost']).toEqual(expect.any(Number));

      const text = await ctx.http('films?select=title', {
        headers: { Accept: 'application/vnd.pgrst.plan; options=analyze|verbose' },
      });
      expect(text.status, text.text).toBe(200);
      expect(text.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose; charset=utf-8',
      );
      expect(text.text).toMatch(/Scan on public\.films/);
      expect(text.text).toContain('actual time=');

      const { data, error } = await ctx.client().from('films').select('id').explain({ format: 'json', analyze: true });
      expect(error).toBeNull();
      expect((data as unknown as { Plan: unknown }[])[0]?.Plan).toBeDefined();

      const rpc = await ctx.http('rpc/best_films?select=title', {
        headers: { Accept: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"' },
      });
      expect(rpc.status, rpc.text).toBe(200);
      expect(rpc.headers.get('content-type')).toContain('for="application/vnd.pgrst.object+json"');

      // Without analyze a write is planned, not run.
      const write = await ctx.http('films?id=eq.1', {
        method: 'PATCH',
        headers: { Accept: 'application/vnd.pgrst.plan+text' },
        body: { title: 'Planned only' },
      });
      expect(write.status, write.text).toBe(200);
      expect(write.text).toMatch(/Update on/);
      const after = await ctx.http('films?select=title&id=eq.1');
      expect(after.body).not.toEqual([{ title: 'Planned only' }]);
    } finally {
      await changeApiSetting(ctx, 'pgrst.db_plan_enabled', null, async () => (await plan()).status === 406);
    }
  });

  it('PGRST123: aggregate functions while db-aggregates-enabled is off, as hosted Supabase starts', async () => {
    const sum = () => ctx.http('sales?select=amount.sum()');
    await changeApiSetting(ctx, 'pgrst.db_aggregates_enabled', null, async () => (await sum()).status === 400);
    try {
      const res = await sum();
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody('PGRST123', 'Use of aggregate functions is not allowed'));
      expect((await ctx.http('sales?select=count()')).body).toMatchObject({ code: 'PGRST123' });
      expect((await ctx.http('customers?select=name,sales(amount.sum())')).body).toMatchObject({ code: 'PGRST123' });
      // Before the to-many spread's own refusal (PGRST127), as PostgREST checks.
      expect((await ctx.http('directors?select=last_name,...films(count())')).body).toMatchObject({ code: 'PGRST123' });
      // An embed's bare `count` is PostgreSQL's `alias.count`, that is count(alias), not an aggregate of PostgREST's.
      const counted = await ctx.http('customers?select=name,sales(count)&id=eq.1');
      expect(counted.status, counted.text).toBe(200);
      expect(counted.body).toEqual([{ name: 'Customer A', sales: [{ count: 2 }] }]);
    } finally {
      await changeApiSetting(ctx, 'pgrst.db_aggregates_enabled', 'true', async () => (await sum()).status === 200);
    }
  });

  it('PGRST116: a singular response of many rows', async () => {
    const res = await ctx.http('films', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(res.status).toBe(406);
    expect(res.body).toMatchObject({ code: 'PGRST116', details: 'The result contains 6 rows' });
  });

  it('PGRST117: an unsupported HTTP method', async () => {
    const res = await ctx.http('films', { method: 'PURGE' });
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ code: 'PGRST117', message: 'Unsupported HTTP method: PURGE' });
  });

  it('PGRST204: a column of columns= that does not exist', async () => {
    const res = await ctx.http('items?columns=id,colour', { method: 'POST', body: { id: 300, colour: 'red' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'items' in the schema cache",
    });
  });

  it('PGRST205: a table that is not in the schema cache is 404', async () => {
    const res = await ctx.http('nonexistent_table');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.nonexistent_table' in the schema cache",
    });
  });

  it('PGRST301: a token that does not verify is 401 with WWW-Authenticate', async () => {
    const res = await ctx.http('films', { key: { token: 'not.a.jwt' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(res.body).toMatchObject({ code: 'PGRST301' });
  });
});
