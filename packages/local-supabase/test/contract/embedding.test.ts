// PostgREST's API reference, "Resource Embedding" (docs/references/api/resource_embedding.rst)
// and the spread sections of "Aggregate Functions" (aggregate_functions.rst): each case names the
// section it follows, and runs on the embedded database and on a real PostgreSQL.
import { expect, it } from 'vitest';
import { errorBody } from '../support/rest-helpers.ts';
import { describeEachBackend } from './support/backends.ts';

const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

describeEachBackend('Resource Embedding', (ctx) => {
  it('Relationships > Many-to-one relationships: the to-one end is an object', async () => {
    const res = await ctx.http('films?select=title,director:directors(id,last_name)&id=in.(1,2)&order=id');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { title: 'The Shawshank Redemption', director: { id: 1, last_name: 'Darabont' } },
      { title: 'Inception', director: { id: 2, last_name: 'Nolan' } },
    ]);
  });

  it('Relationships > One-to-many relationships: the to-many end is an array', async () => {
    const res = await ctx.http('directors?select=last_name,films(title)&id=in.(3,4)&order=id');
    expect(res.body).toEqual([
      { last_name: 'Wachowski', films: [{ title: 'The Matrix' }] },
      { last_name: 'Miyazaki', films: [{ title: 'Spirited Away' }] },
    ]);
  });

  it('Relationships > Many-to-many relationships: through the join table', async () => {
    const res = await ctx.http('actors?select=first_name,films(title)&id=eq.3');
    expect(res.body).toEqual([{ first_name: 'Leonardo', films: [{ title: 'Inception' }] }]);
  });

  it('Relationships > One-to-one relationships: an object, or null', async () => {
    const res = await ctx.http('films?select=title,technical_specs(camera)&id=in.(1,3)&order=id');
    expect(res.body).toEqual([
      { title: 'The Shawshank Redemption', technical_specs: { camera: 'Arriflex 35-III' } },
      { title: 'Interstellar', technical_specs: null },
    ]);
  });

  it('Foreign Key Joins on Multiple Foreign Key Relationships > Multiple Many-To-One: 300 PGRST201', async () => {
    const res = await ctx.http('orders?select=*,addresses(*)');
    expect(res.status).toBe(300);
    expect(res.body).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'orders with addresses',
          relationship: 'orders_billing_address_id_fkey using orders(billing_address_id) and addresses(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'orders with addresses',
          relationship: 'orders_shipping_address_id_fkey using orders(shipping_address_id) and addresses(id)',
        },
      ],
      hint: "Try changing 'addresses' to one of the following: 'addresses!orders_billing_address_id_fkey', 'addresses!orders_shipping_address_id_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'orders' and 'addresses'",
    });
  });

  it('Foreign Key Joins on Multiple Foreign Key Relationships > Multiple Many-To-One: !fk_name or !column', async () => {
    const res = await ctx.http(
      'orders?select=name,billing_address:addresses!orders_billing_address_id_fkey(name),shipping_address:addresses!shipping_address_id(name)&id=eq.1',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { name: 'books', billing_address: { name: 'home' }, shipping_address: { name: 'office' } },
    ]);
  });

  it('Foreign Key Joins on Multiple Foreign Key Relationships > Multiple One-To-Many', async () => {
    const res = await ctx.http(
      'addresses?select=name,billing_orders:orders!billing_address_id(name),shipping_orders:orders!shipping_address_id(name)&id=eq.2&shipping_orders.order=id',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { name: 'office', billing_orders: [{ name: 'pens' }], shipping_orders: [{ name: 'books' }, { name: 'pens' }] },
    ]);
  });

  it('Recursive Relationships: a self-referencing key, the table name one-to-many and the column many-to-one', async () => {
    const toMany = await ctx.http('employees?select=name,employees(name)&id=eq.1&employees.order=id');
    expect(toMany.status, toMany.text).toBe(200);
    expect(toMany.body).toEqual([
      { name: 'Ada Lovelace', employees: [{ name: 'Grace Hopper' }, { name: 'Alan Turing' }] },
    ]);
    const hinted = await ctx.http('employees?select=name,supervisees:employees!supervisor_id(name)&id=eq.2');
    expect(hinted.body).toEqual([{ name: 'Grace Hopper', supervisees: [{ name: 'Edsger Dijkstra' }] }]);
    const toOne = await ctx.http('employees?select=name,supervisor_id(name)&id=eq.4');
    expect(toOne.body).toEqual([{ name: 'Edsger Dijkstra', supervisor_id: { name: 'Grace Hopper' } }]);
  });

  it('Recursive Relationships > Recursive One-To-One: needs computed relationships, the key alone is not embedded (PGRST200)', async () => {
    const res = await ctx.http('presidents?select=last_name,presidents(last_name)');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'presidents' and 'presidents' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'presidents' and 'presidents' in the schema 'public', but no matches were found.",
    });
  });

  it('Computed Relationships > Overriding Relationships: a function named as the table replaces the key', async () => {
    const res = await ctx.http('screenings?select=id,venues(name),films(title)&order=id');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { id: 1, venues: { name: 'Odeon' }, films: { title: 'Inception' } },
      { id: 2, venues: null, films: { title: 'Inception' } },
    ]);
  });

  it('Foreign Key Joins on Partitioned Tables', async () => {
    const res = await ctx.http(
      'box_office?select=bo_date,gross_revenue,films(title)&gross_revenue=gte.1000000&order=bo_date',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { bo_date: '2021-01-15', gross_revenue: 1500000.0, films: { title: 'Inception' } },
      { bo_date: '2021-02-04', gross_revenue: 2000000.0, films: { title: 'Spirited Away' } },
    ]);
    const back = await ctx.http('films?select=title,box_office(bo_date)&id=eq.2&box_office.order=bo_date');
    expect(back.status, back.text).toBe(200);
    expect(back.body).toEqual([
      { title: 'Inception', box_office: [{ bo_date: '2021-01-15' }, { bo_date: '2021-02-03' }] },
    ]);
  });

  it('Foreign Key Joins on Views: through the keys of the view’s base tables', async () => {
    const fromView = await ctx.http('film_titles?select=title,roles(character)&id=eq.1&roles.order=actor_id');
    expect(fromView.status, fromView.text).toBe(200);
    expect(fromView.body).toEqual([
      { title: 'The Shawshank Redemption', roles: [{ character: 'Andy Dufresne' }, { character: 'Ellis Redding' }] },
    ]);
    const renamed = await ctx.http(
      'nominations_view?select=film_title,films(language),roles(character),actors(last_name)&rank=eq.2&roles.order=actor_id',
    );
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toEqual([
      { film_title: 'Spirited Away', films: { language: 'Japanese' }, roles: [], actors: [] },
    ]);
    const byRank = await ctx.http(
      'nominations_view?select=film_title,roles(character),actors(last_name)&film_id=eq.1&roles.order=actor_id&actors.order=id',
    );
    expect(byRank.body).toEqual([
      {
        film_title: 'The Shawshank Redemption',
        roles: [{ character: 'Andy Dufresne' }, { character: 'Ellis Redding' }],
        actors: [{ last_name: 'Robbins' }, { last_name: 'Freeman' }],
      },
    ]);
    const toView = await ctx.http('technical_specs?select=camera,film_titles(title)&film_id=eq.2');
    expect(toView.body).toEqual([{ camera: 'Panavision Panaflex', film_titles: { title: 'Inception' } }]);
  });

  it('Foreign Key Joins on Views: a view of a view, through the keys of the tables underneath', async () => {
    const fromView = await ctx.http('recent_film_titles?select=title,roles(character)&film_ref=eq.2');
    expect(fromView.status, fromView.text).toBe(200);
    expect(fromView.body).toEqual([{ title: 'Inception', roles: [{ character: 'Cobb' }] }]);
    const toView = await ctx.http('technical_specs?select=camera,recent_film_titles(title)&film_id=eq.2');
    expect(toView.status, toView.text).toBe(200);
    expect(toView.body).toEqual([{ camera: 'Panavision Panaflex', recent_film_titles: { title: 'Inception' } }]);
  });

  it('Foreign Key Joins on Table-Valued Functions', async () => {
    const res = await ctx.http('rpc/best_films?select=title,directors(id,last_name)&title=like.*Incep*');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ title: 'Inception', directors: { id: 2, last_name: 'Nolan' } }]);
  });

  it('Foreign Key Joins on Writes: the inserted row with its director', async () => {
    const res = await ctx.http('films?select=title,year,director:directors(first_name,last_name)', {
      method: 'POST',
      key: 'service_role',
      headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
      body: { id: 100, director_id: 2, title: 'Tenet', year: 2020, rating: 7.3, language: 'English' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      title: 'Tenet',
      year: 2020,
      director: { first_name: 'Christopher', last_name: 'Nolan' },
    });
  });

  it('Nested Embedding: through the join table with control over it', async () => {
    const res = await ctx.http('actors?select=roles(character,films(title,year))&id=eq.4');
    expect(res.body).toEqual([{ roles: [{ character: 'Neo', films: { title: 'The Matrix', year: 1999 } }] }]);
  });

  it('Embedded Filters: filters, or, order, limit and aliases on embedded resources', async () => {
    const filtered = await ctx.http(
      'films?select=title,roles(character)&roles.character=in.(Cobb,Neo)&id=in.(1,2,4)&order=id',
    );
    expect(filtered.body).toEqual([
      { title: 'The Shawshank Redemption', roles: [] },
      { title: 'Inception', roles: [{ character: 'Cobb' }] },
      { title: 'The Matrix', roles: [{ character: 'Neo' }] },
    ]);
    const limited = await ctx.http(
      'films?select=title,actors(last_name)&id=eq.1&actors.order=last_name.desc&actors.limit=1',
    );
    expect(limited.body).toEqual([{ title: 'The Shawshank Redemption', actors: [{ last_name: 'Robbins' }] }]);
    const aliased = await ctx.http(
      'films?select=title,c95:competitions(name),c11:competitions(year)&c95.year=eq.1995&c11.year=eq.2011&id=in.(1,2)&order=id',
    );
    expect(aliased.body).toEqual([
      { title: 'The Shawshank Redemption', c95: [{ name: 'Academy Awards' }], c11: [] },
      { title: 'Inception', c95: [], c11: [{ year: 2011 }] },
    ]);
  });

  it('Top-level Filtering: !inner keeps only the rows whose embedded resource matches', async () => {
    const res = await ctx.http('films?select=title,actors!inner(first_name)&actors.first_name=eq.Keanu');
    expect(res.body).toEqual([{ title: 'The Matrix', actors: [{ first_name: 'Keanu' }] }]);
    const left = await ctx.http(
      'films?select=id,actors!left(first_name)&actors.first_name=eq.Keanu&id=in.(1,4)&order=id',
    );
    expect(left.body).toEqual([
      { id: 1, actors: [] },
      { id: 4, actors: [{ first_name: 'Keanu' }] },
    ]);
  });

  it('Null filtering on Embedded Resources: is.null is an anti-join, with an empty embed', async () => {
    const res = await ctx.http('films?select=title,nominations()&nominations=is.null&id=lt.100&order=id');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ title: 'Interstellar' }, { title: 'The Matrix' }, { title: 'Memento' }]);
  });

  it('Null filtering on Embedded Resources > OR filtering across Embedded Resources', async () => {
    const res = await ctx.http(
      'films?select=title,actors(),directors()&directors.first_name=eq.Lana&actors.first_name=eq.Leonardo&or=(directors.not.is.null,actors.not.is.null)&order=id',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ title: 'Inception' }, { title: 'The Matrix' }]);
  });

  it('Null filtering on Embedded Resources > Empty Embed: filters without being in the body', async () => {
    const res = await ctx.http('films?select=title,actors()&actors.first_name=eq.Morgan&actors=not.is.null');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ title: 'The Shawshank Redemption' }]);
  });

  it('Top-level Ordering: by a column of a to-one embedded resource', async () => {
    const res = await ctx.http('films?select=id,directors(last_name)&order=directors(last_name).desc,id&limit=3');
    expect(res.body).toEqual([
      { id: 4, directors: { last_name: 'Wachowski' } },
      { id: 2, directors: { last_name: 'Nolan' } },
      { id: 3, directors: { last_name: 'Nolan' } },
    ]);
  });

  it('Spread embedded resource: the to-one columns lifted into the parent, aliases kept', async () => {
    const res = await ctx.http('films?select=title,...directors(director_last_name:last_name)&title=like.*Matrix*');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([{ title: 'The Matrix', director_last_name: 'Wachowski' }]);
    const { data, error } = await ctx
      .client()
      .from('films')
      .select('title, actors:roles(character, ...actors(first_name, last_name))')
      .eq('id', 4);
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'The Matrix', actors: [{ character: 'Neo', first_name: 'Keanu', last_name: 'Reeves' }] },
    ]);
  });

  // PostgREST 13+ (hosted Supabase runs 14): a to-many spread gathers each value into an array.
  it('Spread embedded resource on one-to-many and many-to-many relationships: arrays of values', async () => {
    const res = await ctx.http(
      'directors?select=last_name,...films(film_titles:title,film_years:year)&id=in.(2,3)&order=id&films.year=lt.2015&films.order=year.desc',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      {
        last_name: 'Nolan',
        film_titles: ['Interstellar', 'Inception', 'Memento'],
        film_years: [2014, 2010, 2000],
      },
      { last_name: 'Wachowski', film_titles: ['The Matrix'], film_years: [1999] },
    ]);
    const manyToMany = await ctx.http('films?select=title,...actors(last_name)&id=eq.1&actors.order=id');
    expect(manyToMany.body).toEqual([{ title: 'The Shawshank Redemption', last_name: ['Robbins', 'Freeman'] }]);
    const none = await ctx.http('actors?select=last_name,...films(title)&id=eq.5&films.year=lt.1900');
    expect(none.body).toEqual([{ last_name: 'McConaughey', title: [] }]);
  });

  it('Spread embedded resource on to-many relationships: aggregates are not implemented (PGRST127)', async () => {
    const res = await ctx.http('directors?select=last_name,...films(count())');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorBody('PGRST127', 'Feature not implemented', {
        details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      }),
    );
  });

  it('Aggregate Functions > Using Embedded Resources as Grouping Columns', async () => {
    const res = await ctx.http('sales?select=amount.sum(),customers(name)');
    expect(res.status, res.text).toBe(200);
    expect((res.body as unknown[]).sort(byJson)).toEqual(
      [
        { sum: 120, customers: { name: 'Customer A' } },
        { sum: 50.5, customers: { name: 'Customer B' } },
        { sum: 9.5, customers: { name: 'Customer C' } },
      ].sort(byJson),
    );
  });

  it('Aggregate Functions > Using Embedded Resources as Grouping Columns: rows group by the embed’s value', async () => {
    // Customers A and C both live in New York: one group, whatever customer the sale names.
    const res = await ctx.http('sales?select=amount.sum(),customers(city)');
    expect(res.status, res.text).toBe(200);
    expect((res.body as unknown[]).sort(byJson)).toEqual(
      [
        { sum: 129.5, customers: { city: 'New York' } },
        { sum: 50.5, customers: { city: 'Los Angeles' } },
      ].sort(byJson),
    );
  });

  // PostgREST builds embeds as jsonb (QueryBuilder's getJoinSelects), so they read as jsonb prints them.
  it('Relationships: an embedded resource comes as jsonb, its keys in jsonb’s order', async () => {
    const res = await ctx.http('films?select=title,director:directors(last_name,id)&id=eq.1');
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('[{"title":"The Shawshank Redemption","director":{"id": 1, "last_name": "Darabont"}}]');
  });

  it('Aggregate Functions > Grouping with Columns from a Spreaded Resource', async () => {
    const res = await ctx.http('sales?select=amount.sum(),...customers(city,state)');
    expect(res.status, res.text).toBe(200);
    expect((res.body as unknown[]).sort(byJson)).toEqual(
      [
        { sum: 129.5, city: 'New York', state: 'NY' },
        { sum: 50.5, city: 'Los Angeles', state: 'CA' },
      ].sort(byJson),
    );
  });

  it('Aggregate Functions > Aggregate Functions with Columns from a Spreaded Resource', async () => {
    const res = await ctx.http(
      'sales?select=order_date,...customers(joined_date.max(),joined_date.min())&order=order_date',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { order_date: '2023-11-01', max: '2023-10-15', min: '2013-10-01' },
      { order_date: '2023-11-02', max: '2016-02-11', min: '2013-10-01' },
    ]);
    const counted = await ctx.http('sales?select=order_date,...customers(count())&order=order_date');
    expect(counted.body).toEqual([
      { order_date: '2023-11-01', count: 2 },
      { order_date: '2023-11-02', count: 2 },
    ]);
  });

  it('Errors > PGRST200: no relationship, with the near name PostgREST suggests', async () => {
    const res = await ctx.http('films?select=title,directrs(*)');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorBody('PGRST200', "Could not find a relationship between 'films' and 'directrs' in the schema cache", {
        details:
          "Searched for a foreign key relationship between 'films' and 'directrs' in the schema 'public', but no matches were found.",
        hint: "Perhaps you meant 'directors' instead of 'directrs'.",
      }),
    );
    const hinted = await ctx.http('films?select=title,directors!nope(*)');
    expect(hinted.status).toBe(400);
    expect(hinted.body).toMatchObject({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'films' and 'directors' using the hint 'nope' in the schema 'public', but no matches were found.",
    });
  });
});
