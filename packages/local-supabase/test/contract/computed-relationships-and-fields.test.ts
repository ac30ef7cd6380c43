// PostgREST's API reference, "Computed Fields" (docs/references/api/computed_fields.rst) and the
// computed and recursive relationships of "Resource Embedding" (resource_embedding.rst): each
// case names the section it follows, and runs on the embedded database and on a real PostgreSQL.
import { expect, it } from 'vitest';
import { describeEachBackend } from './support/backends.ts';

describeEachBackend('Computed Fields and Computed Relationships', (ctx) => {
  it('Computed Fields > Vertical Filtering on Computed Fields: selected by name, never by *', async () => {
    const res = await ctx.http('artists?select=full_name,job&id=lt.10&order=id');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { full_name: 'Samuel Beckett', job: 'novelist' },
      { full_name: 'Virginia Woolf', job: 'novelist' },
      { full_name: 'Ada Byron', job: 'mathematician' },
    ]);
    const all = await ctx.http('artists?id=eq.1');
    expect(all.body).toEqual([{ id: 1, first_name: 'Samuel', last_name: 'Beckett', job: 'novelist' }]);
  });

  it('Computed Fields > Horizontal Filtering on Computed Fields', async () => {
    const res = await ctx.http('artists?full_name=fts.Beckett');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ id: 1, first_name: 'Samuel', last_name: 'Beckett', job: 'novelist' }]);
    const { data, error } = await ctx
      .client()
      .from('artists')
      .select('id, name:full_name')
      .eq('full_name', 'Virginia Woolf');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, name: 'Virginia Woolf' }]);
  });

  it('Computed Fields > Ordering on Computed Fields', async () => {
    const res = await ctx.http('artists?select=id&id=lt.10&order=full_name.desc');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ id: 2 }, { id: 1 }, { id: 3 }]);
  });

  it('Computed Fields: also on the rows a function or a write returns', async () => {
    const called = await ctx.http(
      'rpc/artists_by_job?job=novelist&select=full_name&full_name=like.*Woolf&order=full_name',
    );
    expect(called.status, called.text).toBe(200);
    expect(called.body).toEqual([{ full_name: 'Virginia Woolf' }]);
    const { data, error } = await ctx
      .client('service_role')
      .from('artists')
      .insert({ id: 10, first_name: 'Anna', last_name: 'Akhmatova', job: 'poet' })
      .select('id, full_name')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 10, full_name: 'Anna Akhmatova' });
  });

  it('Computed Relationships: a function returning setof rows 1 embeds many-to-one, as an object', async () => {
    const res = await ctx.http('premieres?select=location,film(title)&order=id');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { location: 'Cannes Film Festival', film: { title: 'Inception' } },
      { location: 'London', film: { title: 'Inception' } },
      { location: 'Tokyo', film: { title: 'Spirited Away' } },
    ]);
  });

  it('Computed Relationships: a function returning setof embeds one-to-many, as an array', async () => {
    const { data, error } = await ctx
      .client()
      .from('films')
      .select('title, premieres(location)')
      .in('id', [1, 2, 5])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'The Shawshank Redemption', premieres: [] },
      { title: 'Inception', premieres: [{ location: 'Cannes Film Festival' }, { location: 'London' }] },
      { title: 'Spirited Away', premieres: [{ location: 'Tokyo' }] },
    ]);
  });

  it('Computed Relationships: embedded filters, !inner and ordering by the to-one side work as on keys', async () => {
    const inner = await ctx.http('films?select=title,premieres!inner(location)&premieres.location=eq.Tokyo');
    expect(inner.status, inner.text).toBe(200);
    expect(inner.body).toEqual([{ title: 'Spirited Away', premieres: [{ location: 'Tokyo' }] }]);
    const ordered = await ctx.http('premieres?select=id,film(title)&order=film(title).desc,id');
    expect(ordered.status, ordered.text).toBe(200);
    expect((ordered.body as { id: number }[]).map((row) => row.id)).toEqual([3, 1, 2]);
  });

  it('Foreign Key Joins on Table-Valued Functions: computed relationships embed in a function’s rows too', async () => {
    const res = await ctx.http('rpc/best_films?select=title,premieres(location)&id=in.(1,2)&order=id');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { title: 'The Shawshank Redemption', premieres: [] },
      { title: 'Inception', premieres: [{ location: 'Cannes Film Festival' }, { location: 'London' }] },
    ]);
  });

  it('Recursive Relationships > Recursive One-To-One', async () => {
    const res = await ctx.http('presidents?select=last_name,predecessor(last_name),successor(last_name)&id=eq.2');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { last_name: 'Adams', predecessor: { last_name: 'Washington' }, successor: { last_name: 'Jefferson' } },
    ]);
  });

  it('Recursive Relationships > Recursive One-To-Many', async () => {
    const res = await ctx.http('employees?select=last_name,supervisees(last_name)&id=eq.1');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { last_name: 'Lovelace', supervisees: [{ last_name: 'Hopper' }, { last_name: 'Turing' }] },
    ]);
  });

  it('Recursive Relationships > Recursive Many-To-One', async () => {
    const res = await ctx.http('employees?select=last_name,supervisor(last_name)&id=in.(1,3)&order=id');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { last_name: 'Lovelace', supervisor: null },
      { last_name: 'Turing', supervisor: { last_name: 'Lovelace' } },
    ]);
  });

  it('Recursive Relationships > Recursive Many-To-Many', async () => {
    const res = await ctx.http('users?select=name,subscribers(name),following(name)&id=in.(1,3)&order=id');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { name: 'Ann', subscribers: [], following: [{ name: 'Bob' }, { name: 'Cy' }] },
      { name: 'Cy', subscribers: [{ name: 'Ann' }, { name: 'Bob' }], following: [] },
    ]);
  });
});
