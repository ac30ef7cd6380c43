// PostgREST's API reference, "Tables and Views" (docs/references/api/tables_views.rst) with its
// pages on pagination and count, resource representation and the URL grammar: each case names
// the section it follows, and runs on the embedded database and on a real PostgreSQL.
import { expect, it } from 'vitest';
import { errorBody } from '../support/rest-helpers.ts';
import { type ContractContext, describeEachBackend, type RawResponse } from './support/backends.ts';

function ids(response: RawResponse): unknown[] {
  return (response.body as { id: unknown }[]).map((row) => row.id);
}

/** The ids a filter on a table selects, in id order. */
async function idsWhere(ctx: ContractContext, table: string, filter: string): Promise<unknown[]> {
  const response = await ctx.http(`${table}?select=id&order=id&${filter}`);
  expect(response.status, `${table}?${filter}: ${response.text}`).toBe(200);
  return ids(response);
}

const q = encodeURIComponent;

describeEachBackend('Tables and Views', (ctx) => {
  it('Read: the full contents of a table, and of a view', async () => {
    const res = await ctx.http('films?select=id&order=id');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-range')).toBe('0-5/*');
    expect(ids(res)).toEqual([1, 2, 3, 4, 5, 6]);

    const { data, error } = await ctx.client().from('film_titles').select('title, director').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Inception', director: 'Nolan' }]);
  });

  // Not a section of its own: every read's answer carries it (PostgREST's Response.hs, qsCanonical).
  it('Read: Content-Location names the table and its query, parameters sorted and encoded', async () => {
    const bare = await ctx.http('films');
    expect(bare.headers.get('content-location')).toBe('/films');
    expect(bare.headers.get('content-length')).toBe(String(Buffer.byteLength(bare.text)));
    const query = await ctx.http(`film_titles?title=like.${q('*é*')}&select=id,title&order=id&id=gt.0&id=lt.9`);
    expect(query.status, query.text).toBe(200);
    expect(query.headers.get('content-location')).toBe(
      '/film_titles?id=gt.0,lt.9&order=id&select=id%2Ctitle&title=like.%2A%C3%A9%2A',
    );
    const past = await ctx.http('people?offset=10', { headers: { Prefer: 'count=exact' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-location')).toBe('/people?offset=10');
    const rpc = await ctx.http('rpc/best_films?select=title');
    expect(rpc.status, rpc.text).toBe(200);
    expect(rpc.headers.get('content-location')).toBeNull();
  });

  it('Horizontal Filtering: conditions on columns, all of them must hold', async () => {
    expect(await idsWhere(ctx, 'people', 'age=gte.18&student=is.true')).toEqual([1]);
    expect(await idsWhere(ctx, 'people', 'age=lt.18')).toEqual([3]);
  });

  it('Operators: comparisons, is, isdistinct, in', async () => {
    expect(await idsWhere(ctx, 'people', 'age=eq.23')).toEqual([1]);
    expect(await idsWhere(ctx, 'people', 'age=gt.23')).toEqual([2]);
    expect(await idsWhere(ctx, 'people', 'age=lte.23')).toEqual([1, 3]);
    expect(await idsWhere(ctx, 'people', 'age=neq.23')).toEqual([2, 3]);
    expect(await idsWhere(ctx, 'people', 'age=is.null')).toEqual([4]);
    expect(await idsWhere(ctx, 'people', 'student=is.false')).toEqual([2]);
    expect(await idsWhere(ctx, 'people', 'student=is.unknown')).toEqual([4]);
    expect(await idsWhere(ctx, 'people', 'grade=isdistinct.90')).toEqual([2, 3, 4]);
    expect(await idsWhere(ctx, 'people', 'id=in.(1,3)')).toEqual([1, 3]);
    expect(await idsWhere(ctx, 'people', `city=in.(${q('"Vijayawada"')},Nowhere)`)).toEqual([1, 4]);
  });

  it('Operators: like and ilike with * as the wildcard, match and imatch', async () => {
    expect(await idsWhere(ctx, 'people', 'full_name=like.*Smith')).toEqual([1]);
    expect(await idsWhere(ctx, 'people', `full_name=like.${q('%Jones')}`)).toEqual([2]);
    expect(await idsWhere(ctx, 'people', 'full_name=ilike.*SMITH')).toEqual([1]);
    expect(await idsWhere(ctx, 'people', `name=match.${q('^[AB]')}`)).toEqual([1, 2]);
    expect(await idsWhere(ctx, 'people', `name=imatch.${q('^c')}`)).toEqual([3]);
  });

  it('Operator Modifiers: like(any), like(all), eq(any)', async () => {
    expect(await idsWhere(ctx, 'people', `name=like(any).${q('{A*,B*}')}`)).toEqual([1, 2]);
    expect(await idsWhere(ctx, 'people', `name=like(all).${q('{*n*,A*}')}`)).toEqual([1]);
    expect(await idsWhere(ctx, 'people', `age=eq(any).${q('{14,34}')}`)).toEqual([2, 3]);
  });

  it('Full-Text Search: fts, plfts, phfts and wfts with a language', async () => {
    expect(await idsWhere(ctx, 'tsearch', 'my_tsv=fts(french).amusant')).toEqual([1]);
    expect(await idsWhere(ctx, 'tsearch', `my_tsv=plfts(english).${q('fat cats')}`)).toEqual([2]);
    expect(await idsWhere(ctx, 'tsearch', `my_tsv=phfts(english).${q('sea shells')}`)).toEqual([3]);
    expect(await idsWhere(ctx, 'tsearch', `my_tsv=wfts(english).${q('"fat cats" or shells')}`)).toEqual([2, 3]);
    expect(await idsWhere(ctx, 'tsearch', `my_tsv=not.fts(english).${q('fat & cat')}`)).toEqual([1, 3]);
    // A text column is read with the query's configuration (to_tsvector(config, column), PostgREST 13+).
    expect(await idsWhere(ctx, 'films', 'title=fts(english).redemptions')).toEqual([1]);
    expect(await idsWhere(ctx, 'films', 'title=fts(simple).redemptions')).toEqual([]);
    expect(await idsWhere(ctx, 'films', 'title=wfts.inception')).toEqual([2]);
  });

  it('Operators: cs, cd and ov on arrays', async () => {
    expect(await idsWhere(ctx, 'products', `tags=cs.${q('{office}')}`)).toEqual([1, 2]);
    expect(await idsWhere(ctx, 'products', `tags=cd.${q('{office,cheap,furniture}')}`)).toEqual([1, 2]);
    expect(await idsWhere(ctx, 'products', `tags=ov.${q('{food,furniture}')}`)).toEqual([2, 3]);
  });

  it('Operators: sl, sr, nxr, nxl, adj and ov on ranges', async () => {
    const range = (text: string) => q(text);
    expect(await idsWhere(ctx, 'reservations', `during=sl.${range('[2024-01-01 15:30,2024-01-02 00:00)')}`)).toEqual([
      1,
    ]);
    expect(await idsWhere(ctx, 'reservations', `during=sr.${range('[2024-01-01 00:00,2024-01-01 15:00)')}`)).toEqual([
      2, 3,
    ]);
    expect(await idsWhere(ctx, 'reservations', `during=nxr.${range('[2024-01-01 00:00,2024-01-01 15:30)')}`)).toEqual([
      1,
    ]);
    expect(await idsWhere(ctx, 'reservations', `during=nxl.${range('[2024-01-01 14:30,2024-01-03 00:00)')}`)).toEqual([
      2, 3,
    ]);
    expect(await idsWhere(ctx, 'reservations', `during=adj.${range('[2024-01-01 13:00,2024-01-01 14:00)')}`)).toEqual([
      1,
    ]);
    expect(await idsWhere(ctx, 'reservations', `during=ov.${range('[2024-01-01 14:30,2024-01-01 15:30)')}`)).toEqual([
      1, 2,
    ]);
  });

  it('Logical operators: or, and, not, nested', async () => {
    expect(await idsWhere(ctx, 'people', 'or=(age.eq.14,not.and(age.gte.11,age.lte.30))')).toEqual([2, 3]);
    expect(await idsWhere(ctx, 'people', 'and=(grade.gte.70,or(student.is.true,age.gt.30))')).toEqual([1, 2]);
    expect(await idsWhere(ctx, 'people', 'not.or=(age.lt.18,age.gt.30)')).toEqual([1]);
    expect(await idsWhere(ctx, 'people', 'age=not.eq.23')).toEqual([2, 3]);
    expect(await idsWhere(ctx, 'people', 'age=not.in.(14,23)')).toEqual([2]);
    expect(await idsWhere(ctx, 'people', 'age=not.is.null')).toEqual([1, 2, 3]);
    expect(await idsWhere(ctx, 'people', `or=(full_name.like.${q('"*Smith"')},name.eq.Cy)`)).toEqual([1, 3]);
  });

  it('Vertical Filtering: chosen columns, renamed columns and casts', async () => {
    const chosen = await ctx.http('people?select=name,age&id=eq.1');
    expect(chosen.body).toEqual([{ name: 'Ann', age: 23 }]);
    const renamed = await ctx.http('people?select=fullName:full_name,birthDate:birth_date&id=eq.1');
    expect(renamed.body).toEqual([{ fullName: 'Ann Smith', birthDate: '2001-02-03' }]);
    const cast = await ctx.http('people?select=id,age::text,height::int&id=eq.2');
    expect(cast.body).toEqual([{ id: 2, age: '34', height: 2 }]);
  });

  it('JSON Columns: -> and ->> in select, filters and order', async () => {
    const res = await ctx.http(
      'people?select=id,json_data->>blood_type,json_data->phones,number:json_data->phones->0->>number&id=lte.2&order=id',
    );
    expect(res.body).toEqual([
      { id: 1, blood_type: 'A-', phones: [{ country_code: '61', number: '917-929-5745' }], number: '917-929-5745' },
      { id: 2, blood_type: 'O+', phones: [{ country_code: '43', number: '512-446-4988' }], number: '512-446-4988' },
    ]);
    expect(await idsWhere(ctx, 'people', `json_data->>blood_type=eq.${q('A-')}`)).toEqual([1]);
    expect(await idsWhere(ctx, 'people', 'json_data->phones->0->>country_code=eq.43')).toEqual([2]);
    const ordered = await ctx.http(
      'people?select=id&json_data->>blood_type=not.is.null&order=json_data->>blood_type.desc',
    );
    expect(ids(ordered)).toEqual([2, 1]);
  });

  it('Ordering: several columns, desc puts nulls first unless nullslast', async () => {
    expect(ids(await ctx.http('people?select=id&order=age.desc'))).toEqual([4, 2, 1, 3]);
    expect(ids(await ctx.http('people?select=id&order=age.desc.nullslast'))).toEqual([2, 1, 3, 4]);
    expect(ids(await ctx.http('people?select=id&order=age.nullsfirst'))).toEqual([4, 3, 1, 2]);
    expect(ids(await ctx.http('people?select=id&order=city.asc,age.desc'))).toEqual([2, 4, 1, 3]);
  });

  it('Limits and Pagination: limit and offset, and the Range header', async () => {
    const page = await ctx.http('people?select=id&order=id&limit=2&offset=1');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toBe('1-2/*');
    expect(ids(page)).toEqual([2, 3]);

    const ranged = await ctx.http('people?select=id&order=id', { headers: { 'Range-Unit': 'items', Range: '0-1' } });
    expect(ranged.status).toBe(200);
    expect(ranged.headers.get('content-range')).toBe('0-1/*');
    expect(ids(ranged)).toEqual([1, 2]);

    const past = await ctx.http('people?select=id&offset=10');
    expect(past.status).toBe(200);
    expect(past.headers.get('content-range')).toBe('*/*');
    expect(past.body).toEqual([]);
  });

  it('Exact Count: 206 for part of the rows, 416 past the end, HEAD with headers only', async () => {
    const page = await ctx.http('people?select=id&order=id&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('0-1/4');
    expect(page.headers.get('preference-applied')).toBe('count=exact');

    const all = await ctx.http('people?select=id', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-3/4');
    expect(all.text).toBe('');

    const past = await ctx.http('people?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('*/4');
    expect(past.body).toEqual(
      errorBody('PGRST103', 'Requested range not satisfiable', {
        details: 'An offset of 10 was requested, but there are only 4 rows.',
      }),
    );

    const none = await ctx.http('people?select=id&id=gt.100', { headers: { Prefer: 'count=exact' } });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');

    const { count, error } = await ctx.client().from('people').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBe(4);
  });

  it('Singular or Plural: application/vnd.pgrst.object+json, PGRST116 otherwise', async () => {
    const one = await ctx.http('people?select=id,name&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(one.body).toEqual({ id: 1, name: 'Ann' });

    const many = await ctx.http('people?select=id&id=gt.1', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(many.status).toBe(406);
    expect(many.body).toEqual(
      errorBody('PGRST116', 'Cannot coerce the result to a single JSON object', {
        details: 'The result contains 3 rows',
      }),
    );
    const none = await ctx.client().from('people').select('id').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error?.details).toBe('The result contains 0 rows');
  });

  it('Response Formats: CSV', async () => {
    const res = await ctx.http('people?select=id,name,age&id=lte.4&order=id', { headers: { Accept: 'text/csv' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.text).toBe('id,name,age\n1,Ann,23\n2,Bob,34\n3,Cy,14\n4,Dee,');
  });

  it('Insertions: 201 with no body, return=representation, and a bulk insert with columns=', async () => {
    const minimal = await ctx.http('items', { method: 'POST', body: { id: 101, name: 'ink' } });
    expect(minimal.status).toBe(201);
    expect(minimal.text).toBe('');
    expect(minimal.headers.get('content-range')).toBe('*/*');

    const shown = await ctx.http('items?select=id,name,quantity', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: { id: 102, name: 'nib' },
    });
    expect(shown.status).toBe(201);
    expect(shown.body).toEqual([{ id: 102, name: 'nib', quantity: 1 }]);

    const bulk = await ctx.http('items?columns=id,name&select=id,name,quantity', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: [
        { id: 103, name: 'pad', quantity: 9, ignored: true },
        { id: 104, name: 'pen' },
      ],
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body).toEqual([
      { id: 103, name: 'pad', quantity: 1 },
      { id: 104, name: 'pen', quantity: 1 },
    ]);
  });

  it('Insertions: return=headers-only gives the Location of the new row', async () => {
    const res = await ctx.http('items', {
      method: 'POST',
      headers: { Prefer: 'return=headers-only' },
      body: { id: 105, name: 'clip' },
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    expect(res.headers.get('location')).toBe('/items?id=eq.105');
    expect(res.headers.get('preference-applied')).toBe('return=headers-only');
  });

  it('Bulk Insert: an array whose objects miss keys of the first one is refused', async () => {
    const res = await ctx.http('items', { method: 'POST', body: [{ id: 106, name: 'a' }, { id: 107 }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'PGRST102', message: 'All object keys must match', details: null, hint: null });
  });

  it('Update: PATCH changes the filtered rows; 204, or 200 with return=representation', async () => {
    const quiet = await ctx.http('items?id=eq.101', { method: 'PATCH', body: { quantity: 5 } });
    expect(quiet.status).toBe(204);
    expect(quiet.headers.get('content-range')).toBe('0-0/*');

    const shown = await ctx.http('items?id=in.(101,102)&select=id,quantity&order=id', {
      method: 'PATCH',
      headers: { Prefer: 'return=representation, count=exact' },
      body: { quantity: 7 },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-range')).toBe('0-1/2');
    expect(shown.body).toEqual([
      { id: 101, quantity: 7 },
      { id: 102, quantity: 7 },
    ]);

    const nothing = await ctx.http('items?id=eq.999', { method: 'PATCH', body: { quantity: 1 } });
    expect(nothing.status).toBe(204);
    expect(nothing.headers.get('content-range')).toBe('*/*');
  });

  // Not in the reference since v13, which dropped "Limited Update/Delete" (changelog, #3013): the
  // parameters stay valid and narrow nothing, so every row the filters match is changed.
  it('Update and Deletions: limit, offset and order narrow nothing since v13', async () => {
    const created = await ctx.http('items', {
      method: 'POST',
      body: [601, 602, 603, 604].map((id) => ({ id, name: 'tray', quantity: 1 })),
    });
    expect(created.status, created.text).toBe(201);

    const patched = await ctx.http('items?name=eq.tray&select=id,quantity&order=id.desc&limit=1&offset=1', {
      method: 'PATCH',
      headers: { Prefer: 'return=representation' },
      body: { quantity: 9 },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.headers.get('content-range')).toBe('0-3/*');
    expect(new Set(ids(patched))).toEqual(new Set([601, 602, 603, 604]));

    const deleted = await ctx.http('items?name=eq.tray&quantity=eq.9&limit=1', { method: 'DELETE' });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await idsWhere(ctx, 'items', 'name=eq.tray')).toEqual([]);
  });

  it('Upsert: merge-duplicates, ignore-duplicates and on_conflict', async () => {
    const merged = await ctx.http('employees?select=id,name,salary&order=id', {
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
      body: [
        { id: 4, name: 'Edsger W. Dijkstra', salary: 65000 },
        { id: 5, name: 'Barbara Liskov', salary: 75000 },
      ],
    });
    expect(merged.status).toBe(201);
    expect(merged.headers.get('preference-applied')).toBe('resolution=merge-duplicates, return=representation');
    expect(merged.body).toEqual([
      { id: 4, name: 'Edsger W. Dijkstra', salary: 65000 },
      { id: 5, name: 'Barbara Liskov', salary: 75000 },
    ]);

    const ignored = await ctx.http('employees?select=id,name', {
      method: 'POST',
      headers: { Prefer: 'resolution=ignore-duplicates, return=representation' },
      body: [
        { id: 5, name: 'changed' },
        { id: 6, name: 'Frances Allen' },
      ],
    });
    expect(ignored.status).toBe(201);
    expect(ignored.body).toEqual([{ id: 6, name: 'Frances Allen' }]);

    const onConflict = await ctx.http('products?on_conflict=name&select=id,name,price', {
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates, return=representation' },
      body: { id: 1, name: 'Pen', price: 2 },
    });
    expect(onConflict.status).toBe(200);
    expect(onConflict.body).toEqual([{ id: 1, name: 'Pen', price: 2 }]);
  });

  it('PUT: upserts the one row its primary key names; 201 when created, 200 when replaced', async () => {
    const created = await ctx.http('employees?id=eq.7&select=id,name', {
      method: 'PUT',
      headers: { Prefer: 'return=representation' },
      body: { id: 7, name: 'Margaret Hamilton' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual([{ id: 7, name: 'Margaret Hamilton' }]);

    const replaced = await ctx.http('employees?id=eq.7&select=id,name,salary', {
      method: 'PUT',
      headers: { Prefer: 'return=representation' },
      body: { id: 7, name: 'M. Hamilton' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual([{ id: 7, name: 'M. Hamilton', salary: null }]);

    const quiet = await ctx.http('employees?id=eq.7', { method: 'PUT', body: { id: 7, name: 'Margaret H.' } });
    expect(quiet.status).toBe(204);

    const wrongKey = await ctx.http('employees?id=eq.7', { method: 'PUT', body: { id: 8, name: 'x' } });
    expect(wrongKey.status).toBe(400);
    expect((wrongKey.body as { code: string }).code).toBe('PGRST115');

    const limited = await ctx.http('employees?id=eq.7&limit=1', { method: 'PUT', body: { id: 7, name: 'x' } });
    expect(limited.status).toBe(400);
    expect(limited.body).toEqual(errorBody('PGRST114', 'limit/offset querystring parameters are not allowed for PUT'));
  });

  it('Deletions: 204, or 200 with the deleted rows', async () => {
    const quiet = await ctx.http('items?id=eq.103', { method: 'DELETE' });
    expect(quiet.status).toBe(204);
    expect(quiet.headers.get('content-range')).toBe('*/*');

    const shown = await ctx.http('items?id=in.(104,105)&select=id,name&order=id', {
      method: 'DELETE',
      headers: { Prefer: 'return=representation, count=exact' },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-range')).toBe('*/2');
    expect(shown.body).toEqual([
      { id: 104, name: 'pen' },
      { id: 105, name: 'clip' },
    ]);
    expect(await idsWhere(ctx, 'items', 'id=in.(103,104,105)')).toEqual([]);
  });
});
