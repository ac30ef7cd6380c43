// PostgREST's API reference, "Prefer Header" (docs/references/api/preferences.rst) with
// "Pagination and Count" and "Transactions": each case names the section it follows, and runs
// on the embedded database and on a real PostgreSQL. Hosted Supabase runs PostgREST with
// db-tx-end = commit and db-max-rows = 1000; the cases expect what it answers.
import { expect, it } from 'vitest';
import { errorBody } from '../support/rest-helpers.ts';
import { type ContractContext, changeApiSetting, describeEachBackend } from './support/backends.ts';

async function quantityOf(ctx: ContractContext, id: number): Promise<unknown> {
  const res = await ctx.http(`items?select=quantity&id=eq.${id}`);
  return (res.body as { quantity: unknown }[])[0]?.quantity;
}

describeEachBackend('Prefer Header', (ctx) => {
  it('Strict or Lenient Handling: handling=strict refuses unknown preferences with PGRST122', async () => {
    const strict = await ctx.http('projects', { headers: { Prefer: 'handling=strict, foo, bar' } });
    expect(strict.status).toBe(400);
    expect(strict.body).toEqual(
      errorBody('PGRST122', 'Invalid preferences given with handling=strict', {
        details: 'Invalid preferences: foo, bar',
      }),
    );
    const lenient = await ctx.http('projects?select=id&limit=1', { headers: { Prefer: 'handling=lenient, foo, bar' } });
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get('preference-applied')).toBe('handling=lenient');
  });

  // PostgREST 13 removed params=single-object (deprecated in 12.2): it is an unknown preference now.
  it('Strict or Lenient Handling: params=single-object is no longer a preference', async () => {
    const strict = await ctx.http('rpc/add_them', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, params=single-object' },
      body: { a: 1, b: 2 },
    });
    expect(strict.status).toBe(400);
    expect(strict.body).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: params=single-object' });
    const lenient = await ctx.http('rpc/add_them', {
      method: 'POST',
      headers: { Prefer: 'params=single-object' },
      body: { a: 1, b: 2 },
    });
    expect(lenient.status, lenient.text).toBe(200);
    expect(lenient.body).toBe(3);
    expect(lenient.headers.get('preference-applied')).toBeNull();
  });

  it('Timezone: timezone= sets the session time zone and is applied; an unknown one is ignored', async () => {
    const la = await ctx.http('events?select=t&order=id', { headers: { Prefer: 'timezone=America/Los_Angeles' } });
    expect(la.status).toBe(200);
    expect(la.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
    expect(la.body).toEqual([{ t: '2023-10-18T05:37:59.611-07:00' }, { t: '2023-10-18T07:37:59.611-07:00' }]);

    const unknown = await ctx.http('events?select=t&order=id', { headers: { Prefer: 'timezone=Jupiter/Red_Spot' } });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('preference-applied')).toBeNull();
    expect(unknown.body).toEqual([{ t: '2023-10-18T12:37:59.611+00:00' }, { t: '2023-10-18T14:37:59.611+00:00' }]);

    const strict = await ctx.http('events', { headers: { Prefer: 'handling=strict, timezone=Jupiter/Red_Spot' } });
    expect(strict.status).toBe(400);
    expect(strict.body).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: timezone=Jupiter/Red_Spot' });
  });

  it('Return Representation: minimal, headers-only and representation on insert', async () => {
    const minimal = await ctx.http('items', {
      method: 'POST',
      headers: { Prefer: 'return=minimal' },
      body: { id: 201, name: 'a' },
    });
    expect(minimal.status).toBe(201);
    expect(minimal.text).toBe('');
    expect(minimal.headers.get('content-type')).toBeNull();
    expect(minimal.headers.get('preference-applied')).toBe('return=minimal');

    const headersOnly = await ctx.http('items', {
      method: 'POST',
      headers: { Prefer: 'return=headers-only' },
      body: { id: 202, name: 'b' },
    });
    expect(headersOnly.status).toBe(201);
    expect(headersOnly.text).toBe('');
    expect(headersOnly.headers.get('location')).toBe('/items?id=eq.202');

    const full = await ctx.http('items?select=id,name', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: { id: 203, name: 'c' },
    });
    expect(full.status).toBe(201);
    expect(full.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(full.body).toEqual([{ id: 203, name: 'c' }]);
  });

  it('Exact Count: count=exact on reads and writes', async () => {
    const read = await ctx.http('films?select=id&limit=1', { headers: { Prefer: 'count=exact' } });
    expect(read.status).toBe(206);
    expect(read.headers.get('content-range')).toBe('0-0/6');

    const insert = await ctx.http('items', {
      method: 'POST',
      headers: { Prefer: 'count=exact' },
      body: [
        { id: 204, name: 'd' },
        { id: 205, name: 'e' },
      ],
    });
    expect(insert.status).toBe(201);
    expect(insert.headers.get('content-range')).toBe('*/2');
    expect(insert.headers.get('preference-applied')).toBe('count=exact');
  });

  it('Planned Count: count=planned answers the planner estimate from EXPLAIN', async () => {
    const res = await ctx.http('people?select=id&limit=1&age=gt.0', { headers: { Prefer: 'count=planned' } });
    const plan = await ctx.server.db.query<{ 'QUERY PLAN': unknown }>(
      'explain (format json) select 1 from public.people where age > 0',
    );
    const raw = plan.rows[0]?.['QUERY PLAN'];
    const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
    const estimate = json[0]?.Plan['Plan Rows'] as number;
    expect(res.headers.get('content-range')).toBe(`0-0/${estimate}`);
    expect(res.headers.get('preference-applied')).toBe('count=planned');
    expect(res.status).toBe(estimate > 1 ? 206 : 200);
  });

  it('Estimated Count: count=estimated is exact below db-max-rows', async () => {
    const res = await ctx.http('people?select=id&limit=1', { headers: { Prefer: 'count=estimated' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-0/4');
    expect(res.headers.get('preference-applied')).toBe('count=estimated');
  });

  it('Upsert (Prefer: resolution): 200 when every row already existed, 201 when one was created', async () => {
    const existing = await ctx.http('directors', {
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: [{ id: 1, first_name: 'Frank', last_name: 'Darabont' }],
    });
    expect(existing.status).toBe(200);
    expect(existing.headers.get('preference-applied')).toBe('resolution=merge-duplicates');

    const created = await ctx.http('directors', {
      method: 'POST',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: [
        { id: 1, first_name: 'Frank', last_name: 'Darabont' },
        { id: 9, first_name: 'Greta', last_name: 'Gerwig' },
      ],
    });
    expect(created.status).toBe(201);

    const ignored = await ctx.http('directors', {
      method: 'POST',
      headers: { Prefer: 'resolution=ignore-duplicates' },
      body: [{ id: 9, first_name: 'G.', last_name: 'G.' }],
    });
    expect(ignored.status).toBe(201);
    const kept = await ctx.http('directors?select=first_name&id=eq.9');
    expect(kept.body).toEqual([{ first_name: 'Greta' }]);
  });

  it('Missing: missing=default fills absent keys with the column default instead of null', async () => {
    const res = await ctx.http('items?columns=id,name,quantity&select=id,quantity,created_on&order=id', {
      method: 'POST',
      headers: { Prefer: 'missing=default, return=representation' },
      body: [
        { id: 206, name: 'f' },
        { id: 207, quantity: 5 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('missing=default, return=representation');
    expect(res.body).toEqual([
      { id: 206, quantity: 1, created_on: '2024-01-01' },
      { id: 207, quantity: 5, created_on: '2024-01-01' },
    ]);
    const named = await ctx.http('items?select=name&id=eq.207');
    expect(named.body).toEqual([{ name: 'unnamed' }]);

    const nulls = await ctx.http('items?columns=id,name,quantity', {
      method: 'POST',
      headers: { Prefer: 'return=minimal' },
      body: [{ id: 208, name: 'g' }],
    });
    expect(nulls.status).toBe(201);
    expect(await quantityOf(ctx, 208)).toBeNull();
  });

  it('Transaction End Preference: with db-tx-end=commit (hosted Supabase) tx=rollback is ignored', async () => {
    const res = await ctx.http('items?id=eq.201', {
      method: 'PATCH',
      headers: { Prefer: 'tx=rollback, return=minimal' },
      body: { quantity: 42 },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('return=minimal');
    expect(await quantityOf(ctx, 201)).toBe(42);

    const strict = await ctx.http('items?id=eq.201', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, tx=commit' },
      body: { quantity: 43 },
    });
    expect(strict.status).toBe(204);
    expect(strict.headers.get('preference-applied')).toBe('handling=strict');
  });

  it('Transaction End Preference: db-tx-end=commit-allow-override honours tx=rollback; db-tx-end=rollback rolls every request back', async () => {
    const honoured = async () =>
      (await ctx.http('items?select=id&limit=1', { headers: { Prefer: 'tx=commit' } })).headers.get(
        'preference-applied',
      );
    await changeApiSetting(
      ctx,
      'pgrst.db_tx_end',
      'commit-allow-override',
      async () => (await honoured()) === 'tx=commit',
    );
    try {
      expect((await ctx.http('items', { method: 'POST', body: { id: 660, quantity: 1 } })).status).toBe(201);
      const before = await quantityOf(ctx, 660);
      const rolled = await ctx.http('items?id=eq.660&select=id,quantity', {
        method: 'PATCH',
        headers: { Prefer: 'tx=rollback, return=representation' },
        body: { quantity: 77 },
      });
      expect(rolled.status).toBe(200);
      expect(rolled.body).toEqual([{ id: 660, quantity: 77 }]);
      expect(rolled.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
      expect(await quantityOf(ctx, 660)).toBe(before);

      const committed = await ctx.http('items?id=eq.660', { method: 'PATCH', body: { quantity: 78 } });
      expect(committed.status).toBe(204);
      expect(await quantityOf(ctx, 660)).toBe(78);

      await changeApiSetting(ctx, 'pgrst.db_tx_end', 'rollback', async () => (await honoured()) === null);
      const undone = await ctx.http('items?id=eq.660', {
        method: 'PATCH',
        headers: { Prefer: 'tx=commit' },
        body: { quantity: 79 },
      });
      expect(undone.status).toBe(204);
      expect(undone.headers.get('preference-applied')).toBeNull();
      expect(await quantityOf(ctx, 660)).toBe(78);
    } finally {
      await changeApiSetting(ctx, 'pgrst.db_tx_end', null, async () => {
        await ctx.http('items?id=eq.660', { method: 'PATCH', body: { quantity: 80 } });
        return (await quantityOf(ctx, 660)) === 80;
      });
    }
  });

  it('Max Affected: handling=strict with max-affected fails a PATCH or DELETE touching more rows (PGRST124)', async () => {
    const tooMany = await ctx.http('items?id=in.(204,205)', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: { quantity: 9 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual(
      errorBody('PGRST124', 'Query result exceeds max-affected preference constraint', {
        details: 'The query affects 2 rows',
      }),
    );
    expect(await quantityOf(ctx, 204)).toBe(1);

    const within = await ctx.http('items?id=in.(204,205)', {
      method: 'PATCH',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: { quantity: 9 },
    });
    expect(within.status).toBe(204);
    expect(within.headers.get('preference-applied')).toBe('handling=strict, max-affected=2');

    const lenient = await ctx.http('items?id=in.(204,205)', {
      method: 'DELETE',
      headers: { Prefer: 'max-affected=1' },
    });
    expect(lenient.status).toBe(204);
    expect(lenient.headers.get('preference-applied')).toBeNull();

    const deleted = await ctx.http('items?id=in.(206,207)', {
      method: 'DELETE',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(deleted.status).toBe(400);
    expect((deleted.body as { code: string }).code).toBe('PGRST124');
  });

  it('Max Affected: on functions it counts the rows a SETOF function returns; others are refused (PGRST128)', async () => {
    const before = await ctx.http('people?select=id,grade&grade=not.is.null&order=id');
    const tooMany = await ctx.http('rpc/raise_grades', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: { amount: 1 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    expect((await ctx.http('people?select=id,grade&grade=not.is.null&order=id')).body).toEqual(before.body);

    const scalar = await ctx.http('rpc/count_people', {
      method: 'POST',
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: {},
    });
    expect(scalar.status).toBe(400);
    expect(scalar.body).toEqual(
      errorBody(
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      ),
    );
  });

  it('Preference-Applied: the honoured preferences in PostgREST order', async () => {
    const res = await ctx.http('items?select=id', {
      method: 'POST',
      headers: {
        Prefer: 'count=exact, return=representation, missing=default, handling=lenient, resolution=merge-duplicates',
      },
      body: { id: 209, name: 'h' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact, handling=lenient',
    );
  });
});
