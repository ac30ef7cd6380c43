// The blog's RSS feed per language (/blog/rss.xml, /te/blog/rss.xml): the newest published
// posts, with their summaries and sanitised bodies. A reader polls it for what is new; the
// whole archive stays on the blog's pages, so the feed does not grow with the years.
import { getRssString, type RSSFeedItem } from '@astrojs/rss';
import { LOCALE_TAGS, type Locale, t } from '@seminary/core/i18n/locales';
import { siteConfig } from '../../site.config.ts';
import { blogPagePath, type Post, postPath, postText } from './posts.ts';

/** Posts in a feed: a reader that polls weekly still sees everything of a busy month. */
export const FEED_POSTS = 20;

export function feedItem(locale: Locale, post: Post, site: URL): RSSFeedItem {
  const text = postText(locale, post);
  return {
    title: text.title.text,
    description: text.summary.text,
    content: text.html,
    link: new URL(postPath(locale, post.slug), site).href,
    pubDate: new Date(post.published_at),
  };
}

export function blogFeed(locale: Locale, posts: readonly Post[], site: URL): Promise<string> {
  const words = t(locale).site.blog;
  return getRssString({
    title: words.feedTitle(siteConfig.name),
    description: words.feedDescription(siteConfig.name),
    // The channel's link: the blog's page in the feed's language.
    site: new URL(blogPagePath(locale, 1), site).href,
    items: posts.slice(0, FEED_POSTS).map((post) => feedItem(locale, post, site)),
    // The site's own addresses have none (astro.config.ts).
    trailingSlash: false,
    customData: `<language>${LOCALE_TAGS[locale].lang}</language>`,
  });
}
