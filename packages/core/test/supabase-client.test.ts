import { describe, expect, it, vi } from 'vitest';
import { createSupabaseClient } from '../src/supabase-client.ts';

describe('createSupabaseClient', () => {
  it('sends table queries through the retrying fetch', async () => {
    const requests: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      requests.push(String(input));
      return requests.length < 3
        ? new Response('{"message":"busy"}', { status: 503, headers: { 'content-type': 'application/json' } })
        : new Response('[{"id":"c1","title":"Bachelor of Theology"}]', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
    });
    const client = createSupabaseClient('http://127.0.0.1:54321', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch },
    });
    const { data, error } = await client.from('courses').select('id, title').order('title');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 'c1', title: 'Bachelor of Theology' }]);
    expect(requests).toEqual(Array(3).fill('http://127.0.0.1:54321/rest/v1/courses?select=id%2Ctitle&order=title.asc'));
  });
});
