// The blog's RSS feeds (features/blog/feed.ts): well-formed RSS 2.0 read back by an XML parser,
// one per language, with each post's link, date, summary and sanitised body, the newest 20 only.
import { SCHOOL } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { blogFeed } from '../src/features/blog/feed.ts';

const site = new URL('https://seminary.example/');

function post(values: Partial<Tables<'posts'>>): Tables<'posts'> {
  return {
    id: crypto.randomUUID(),
    slug: 'graduation-2025',
    title: 'Twenty-four women graduate',
    title_te: 'ఇరవై నాలుగు మంది పట్టభద్రత',
    summary: 'Families & churches gathered.',
    summary_te: null,
    body: '<p>A <strong>day</strong> of thanks.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    body_te: '<p>కృతజ్ఞతా దినం.</p>',
    cover_image_url: null,
    cover_alt: null,
    cover_alt_te: null,
    published_at: '2025-06-01T04:30:00+00:00',
    draft: false,
    created_at: '2025-05-30T10:00:00+00:00',
    updated_at: '2025-05-30T10:00:00+00:00',
    ...values,
  };
}

interface Item {
  title: string;
  link: string;
  guid: string | { '#text': string };
  description: string;
  pubDate: string;
  'content:encoded': string;
}

async function readBack(xml: string) {
  // Validating: a document that is not well-formed XML throws.
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml, true);
  expect(parsed.rss['@_version']).toBe('2.0');
  return parsed.rss.channel as { title: string; link: string; language: string; item?: Item[] };
}

describe('blog feed', () => {
  const posts = [
    post({}),
    post({ slug: 'bible-class', title: 'A new class', title_te: null, published_at: '2025-05-20T12:00:00+00:00' }),
  ];

  it('gives valid RSS with every post, its link, date, summary and sanitised body', async () => {
    const channel = await readBack(await blogFeed('en', posts, site));
    expect(channel.title).toBe(`${SCHOOL.name}: news`);
    expect(channel.language).toBe('en-IN');
    expect(channel.item?.map((item) => item.link)).toEqual([
      'https://seminary.example/blog/graduation-2025',
      'https://seminary.example/blog/bible-class',
    ]);
    const [first] = channel.item ?? [];
    expect(first?.title).toBe('Twenty-four women graduate');
    expect(first?.description).toBe('Families & churches gathered.');
    expect(new Date(first?.pubDate ?? '').toISOString()).toBe('2025-06-01T04:30:00.000Z');
    expect(first?.['content:encoded']).toBe('<p>A <strong>day</strong> of thanks.</p>');
  });

  it('gives the Telugu feed Telugu texts and addresses, with English where a Telugu text is missing', async () => {
    const channel = await readBack(await blogFeed('te', posts, site));
    expect(channel.language).toBe('te');
    expect(channel.link).toBe('https://seminary.example/te/blog');
    expect(channel.title).toMatch(/వార్తలు$/);
    expect(channel.item?.map((item) => [item.title, item.link])).toEqual([
      ['ఇరవై నాలుగు మంది పట్టభద్రత', 'https://seminary.example/te/blog/graduation-2025'],
      ['A new class', 'https://seminary.example/te/blog/bible-class'],
    ]);
    expect(channel.item?.[0]?.description).toBe('Families & churches gathered.');
    expect(channel.item?.[0]?.['content:encoded']).toBe('<p>కృతజ్ఞతా దినం.</p>');
  });

  it('carries the newest 20 posts only, as a feed readers poll, whatever the archive holds', async () => {
    const archive = Array.from({ length: 25 }, (_, index) =>
      post({ slug: `post-${index + 1}`, published_at: new Date(Date.UTC(2025, 0, 25 - index)).toISOString() }),
    );
    const channel = await readBack(await blogFeed('en', archive, site));
    expect(channel.item?.map((item) => item.link)).toEqual(
      archive.slice(0, 20).map((entry) => `https://seminary.example/blog/${entry.slug}`),
    );
  });

  it('gives a valid feed without posts', async () => {
    const channel = await readBack(await blogFeed('en', [], site));
    expect(channel.item).toBeUndefined();
    expect(channel.link).toBe('https://seminary.example/blog');
  });
});
