import { expect, it } from 'vitest';
import { describeEachBackend } from './support/backends.ts';

describeEachBackend('Tables and Views', (ctx) => {
  it('Read: the full contents of a table', async () => {
    const res = await ctx.http('films?select=id&order=id');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([1, 2, 3, 4, 5, 6].map((id) => ({ id })));
    const { data, error } = await ctx.client().from('film_titles').select('title').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Inception' }]);
  });
});
