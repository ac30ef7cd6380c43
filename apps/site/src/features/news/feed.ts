// The blog's RSS feed per language (/blog/rss.xml, /te/blog/rss.xml): every published post,
// newest first, with its summary and its sanitised body.
import { getRssString, type RSSFeedItem } from '@astrojs/rss';
import { LOCALE_TAGS, type Locale, t } from '@seminary/core/i18n/locales';
import { siteConfig } from '../../site.config.ts';
import { blogPagePath, type Post, postPath, postText } from './posts.ts';

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
  const words = t(locale).site.news;
  return getRssString({
    title: words.feedTitle(siteConfig.name),
    description: words.feedDescription(siteConfig.name),
    // The channel's link: the blog's page in the feed's language.
    site: new URL(blogPagePath(locale, 1), site).href,
    items: posts.map((post) => feedItem(locale, post, site)),
    // The site's own addresses have none (astro.config.ts).
    trailingSlash: false,
    customData: `<language>${LOCALE_TAGS[locale].lang}</language>`,
  });
}
