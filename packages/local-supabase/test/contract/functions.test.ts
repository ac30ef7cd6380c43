// PostgREST's API reference, "Functions as RPC" (docs/references/api/functions.rst) and the
// function errors of docs/references/errors.rst: each case names the section it follows, and
// runs on the embedded database and on a real PostgreSQL.
import { expect, it } from 'vitest';
import { errorBody } from '../support/rest-helpers.ts';
import { describeEachBackend } from './support/backends.ts';

describeEachBackend('Functions as RPC', (ctx) => {
  it('Calling with POST: each key of the JSON object is an argument', async () => {
    const res = await ctx.http('rpc/add_them', { method: 'POST', body: { a: 1, b: 2 } });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.text).toBe('3');
    const { data, error } = await ctx.client().rpc('add_them', { a: 40, b: 2 });
    expect(error).toBeNull();
    expect(data).toBe(42);
  });

  it('Calling with GET: query parameters are the arguments', async () => {
    const res = await ctx.http('rpc/add_them?a=1&b=2');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toBe(3);
    const { data } = await ctx.client().rpc('add_them', { a: 5, b: 6 }, { get: true });
    expect(data).toBe(11);
  });

  it('Functions with a single unnamed JSON parameter: the body is the argument', async () => {
    const res = await ctx.http('rpc/mult_them', { method: 'POST', body: { x: 4, y: 2 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toBe(8);
  });

  it('Functions with a single unnamed JSON parameter: the fallback of an overloaded function, body as sent', async () => {
    const named = await ctx.http('rpc/describe', { method: 'POST', body: { kind: 'film' } });
    expect(named.body).toBe('kind film');
    const fallback = await ctx.http('rpc/describe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title": "Inception", "year": 2010}',
    });
    expect(fallback.status, fallback.text).toBe(200);
    expect(fallback.body).toBe('json {"title": "Inception", "year": 2010}');
  });

  it('Functions with a single unnamed parameter: raw text, binary and XML by Content-Type', async () => {
    const text = await ctx.http('rpc/shout', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello, world',
    });
    expect(text.status, text.text).toBe(200);
    expect(text.body).toBe('HELLO, WORLD');

    const bytes = await fetch(`${ctx.url}/rest/v1/rpc/byte_count`, {
      method: 'POST',
      headers: {
        apikey: ctx.anonKey,
        Authorization: `Bearer ${ctx.anonKey}`,
        'Content-Type': 'application/octet-stream',
      },
      body: new Uint8Array([0, 1, 2, 255, 92]),
    });
    expect(bytes.status).toBe(200);
    expect(await bytes.json()).toBe(5);

    const xml = await ctx.http('rpc/root_name', {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml' },
      body: '<film><title>Ikiru</title></film>',
    });
    expect(xml.status, xml.text).toBe(200);
    expect(xml.body).toBe('film');
  });

  it('Functions with a single unnamed parameter: another Content-Type does not reach it (PGRST202)', async () => {
    const json = await ctx.http('rpc/shout', { method: 'POST', body: { text: 'hello' } });
    expect(json.status).toBe(404);
    expect(json.body).toMatchObject({ code: 'PGRST202' });
    const text = await ctx.http('rpc/mult_them', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(404);
    expect(text.body).toEqual(
      errorBody('PGRST202', 'Could not find the function public.mult_them in the schema cache', {
        details:
          'Searched for the function public.mult_them with a single unnamed text parameter, but no matches were found in the schema cache.',
      }),
    );
  });

  it('Functions with array parameters: a JSON array by POST, an array literal by GET', async () => {
    const post = await ctx.http('rpc/plus_one', { method: 'POST', body: { arr: [1, 2, 3, 4] } });
    expect(post.status, post.text).toBe(200);
    expect(post.body).toEqual([2, 3, 4, 5]);
    const get = await ctx.http(`rpc/plus_one?arr=${encodeURIComponent('{1,2,3,4}')}`);
    expect(get.status, get.text).toBe(200);
    expect(get.body).toEqual([2, 3, 4, 5]);
  });

  it('Variadic functions: a JSON array by POST, the parameter repeated by GET', async () => {
    const post = await ctx.http('rpc/plus_each', { method: 'POST', body: { v: [1, 2, 3, 4] } });
    expect(post.status, post.text).toBe(200);
    expect(post.body).toEqual([2, 3, 4, 5]);
    const get = await ctx.http('rpc/plus_each?v=1&v=2&v=3&v=4');
    expect(get.status, get.text).toBe(200);
    expect(get.body).toEqual([2, 3, 4, 5]);
    const once = await ctx.http('rpc/plus_each?v=7');
    expect(once.status, once.text).toBe(200);
    expect(once.body).toEqual([8]);
    const form = await ctx.http('rpc/plus_each', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'v=1&v=2&v=3&v=4',
    });
    expect(form.status, form.text).toBe(200);
    expect(form.body).toEqual([2, 3, 4, 5]);
  });

  it('Table-Valued Functions: select, embedding, filters and order as on a table', async () => {
    const embedded = await ctx.http('rpc/best_films?select=title,director:directors(last_name)&id=lte.2&order=id');
    expect(embedded.status, embedded.text).toBe(200);
    expect(embedded.body).toEqual([
      { title: 'The Shawshank Redemption', director: { last_name: 'Darabont' } },
      { title: 'Inception', director: { last_name: 'Nolan' } },
    ]);
    const filtered = await ctx.http('rpc/best_films?select=title&rating=gt.8.7&order=title.desc');
    expect(filtered.body).toEqual([{ title: 'The Shawshank Redemption' }, { title: 'Inception' }]);
    const { data, error } = await ctx
      .client()
      .rpc('best_films')
      .select('id')
      .eq('rating', 8.7)
      .order('id', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 4 }, { id: 3 }]);
  });

  it('Scalar functions: the value itself, not an array', async () => {
    const res = await ctx.http('rpc/no_arguments');
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('"none"');
  });

  it('Untyped functions: setof record returns the rows as objects', async () => {
    const res = await ctx.http('rpc/projects_setof_record');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { id: 1, name: 'Windows 7', client_id: 1 },
      { id: 2, name: 'Windows 10', client_id: 1 },
      { id: 3, name: 'IOS', client_id: 2 },
      { id: 4, name: 'OSX', client_id: 2 },
    ]);
  });

  it('Overloaded functions: chosen by the argument names', async () => {
    const one = await ctx.http('rpc/rental_duration?customer_id=232');
    expect(one.body).toBe('customer 232');
    const two = await ctx.http('rpc/rental_duration?customer_id=232&from_date=2018-07-01');
    expect(two.body).toBe('customer 232 from 2018-07-01');
    const posted = await ctx.client().rpc('rental_duration', { customer_id: 7, from_date: '2020-01-31' });
    expect(posted.data).toBe('customer 7 from 2020-01-31');
  });

  it('Overloaded functions: the same argument names with other types are ambiguous (PGRST203)', async () => {
    const res = await ctx.http('rpc/same_name', { method: 'POST', body: { x: 1 } });
    expect(res.status).toBe(300);
    expect(res.body).toEqual(
      errorBody(
        'PGRST203',
        'Could not choose the best candidate function between: public.same_name(x => integer), public.same_name(x => text)',
        {
          hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
        },
      ),
    );
  });

  it('Errors > PGRST202: no function takes these arguments, with the nearest parameter list as hint', async () => {
    const res = await ctx.http('rpc/add_them', { method: 'POST', body: { c: 2, a: 1 } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(
      errorBody('PGRST202', 'Could not find the function public.add_them(a, c) in the schema cache', {
        details:
          'Searched for the function public.add_them with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.add_them(a, b)',
      }),
    );
  });

  it('Errors > PGRST202: no function of that name, with the nearest name as hint', async () => {
    const res = await ctx.http('rpc/add_thme?a=1&b=2');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(
      errorBody('PGRST202', 'Could not find the function public.add_thme(a, b) in the schema cache', {
        details:
          'Searched for the function public.add_thme with parameters a, b, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.add_them',
      }),
    );
  });

  it('Calling with GET: parameters with an operator are filters on the result, not arguments', async () => {
    const res = await ctx.http('rpc/best_films?select=id&id=eq.2');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ id: 2 }]);
    const unknown = await ctx.http('rpc/best_films?id=2');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.best_films(id) in the schema cache',
    });
  });
});
