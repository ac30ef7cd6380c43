// News posts as the blog shows them: newest first, a page of them at a time on /blog,
// /blog/page/2, ..., one page each at /blog/<slug>, in the page's language with the English text
// where the Telugu one is empty. The loader holds only what visitors may read: published posts
// whose time has come (supabase/schemas/04_blog.sql).
import { ROUTES } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import type { Locale } from '@seminary/core/i18n/languages';
import { sanitizeRichText } from '@seminary/core/rich-text';
import { type LocalizedText, localized } from '../../i18n/content.ts';
import { localePath } from '../../i18n/locale.ts';

export type Post = Tables<'posts'>;

/** Posts per page of /blog: four rows of three. */
export const POSTS_PAGE_SIZE = 12;

export const POST_COVER = {
  widths: [360, 540, 720, 960],
  sizes: '(min-width: 1152px) 360px, (min-width: 768px) 45vw, 92vw',
} as const;

export const POST_HERO = {
  widths: [480, 768, 1024, 1280],
  sizes: '(min-width: 896px) 832px, 92vw',
} as const;

/** /blog, or its later pages /blog/page/2 (a slug may not be 'page', the database's check). */
export function blogPageRoute(page: number): string {
  return page === 1 ? ROUTES.blog : `${ROUTES.blog}/page/${page}`;
}

/** A page of the blog in a language. */
export function blogPagePath(locale: Locale, page: number): string {
  return localePath(locale, blogPageRoute(page));
}

export function postPath(locale: Locale, slug: string): string {
  return localePath(locale, `${ROUTES.blog}/${slug}`);
}

export function feedPath(locale: Locale): string {
  return localePath(locale, `${ROUTES.blog}/rss.xml`);
}

/** What a page shows of a post in its language. */
export interface PostText {
  title: LocalizedText;
  summary: LocalizedText;
  /** The body through the one sanitiser, as the admin's preview shows it. */
  html: string;
  htmlLang: string | undefined;
  coverAlt: LocalizedText;
}

export function postText(locale: Locale, post: Post): PostText {
  const body = localized(locale, post, 'body');
  return {
    title: localized(locale, post, 'title'),
    summary: localized(locale, post, 'summary'),
    html: sanitizeRichText(body.text),
    htmlLang: body.lang,
    coverAlt: localized(locale, post, 'cover_alt'),
  };
}
