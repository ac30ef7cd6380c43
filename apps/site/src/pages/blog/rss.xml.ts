// /blog/rss.xml: the blog's feed, in the language of its address (/te/blog/rss.xml in Telugu).
import type { APIRoute } from 'astro';
import { blogFeed } from '../../features/blog/feed.ts';
import { getPosts } from '../../features/blog/post-rows.ts';
import { localeOf } from '../../i18n/locale.ts';

export const GET: APIRoute = async ({ currentLocale, site, url }) =>
  new Response(await blogFeed(localeOf(currentLocale), await getPosts(), site ?? new URL(url.origin)), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
