import { Box, Tab, Tabs, Typography } from '@mui/material';
import { postsWords } from '@seminary/core/i18n/en/admin/posts.ts';
import { formatDate, type Locale } from '@seminary/core/i18n/locales';
import { useId, useState } from 'react';
import { useObjectUrl } from '../../components/media/useObjectUrl.ts';
import { SafeHtml } from '../../components/SafeHtml.tsx';

/** What the post form holds, as the preview reads it. */
export interface PostDraft {
  title?: string | null;
  title_te?: string | null;
  summary?: string | null;
  summary_te?: string | null;
  body?: string | null;
  body_te?: string | null;
  cover_image_url?: File | string | null;
  cover_alt?: string | null;
  cover_alt_te?: string | null;
  published_at?: Date | string | null;
}

/** The Telugu page shows the English text where the Telugu one is empty, as the site does. */
function inLanguage(locale: Locale, english: string | null | undefined, telugu: string | null | undefined) {
  const text = locale === 'te' && telugu?.trim() ? telugu : (english ?? '');
  return { text, lang: locale === 'te' && !telugu?.trim() ? 'en' : locale };
}

function publishDate(locale: Locale, value: PostDraft['published_at']): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDate(locale, date) : null;
}

/**
 * The post as its page on the site will show it, in either language, while it is being written:
 * date, title, summary, cover with its alt text and the body through the site's sanitiser.
 */
export function PostPreview({ post }: { post: PostDraft }) {
  const [locale, setLocale] = useState<Locale>('en');
  const id = useId();
  const chosenFile = post.cover_image_url instanceof File ? post.cover_image_url : null;
  const fileUrl = useObjectUrl(chosenFile);
  const cover = chosenFile ? fileUrl : typeof post.cover_image_url === 'string' ? post.cover_image_url : null;
  const title = inLanguage(locale, post.title, post.title_te);
  const summary = inLanguage(locale, post.summary, post.summary_te);
  const body = inLanguage(locale, post.body, post.body_te);
  const alt = inLanguage(locale, post.cover_alt, post.cover_alt_te);
  const date = publishDate(locale, post.published_at);
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 2 }}>
      <Typography id={`${id}-heading`} variant="h6" component="h3">
        {postsWords.preview}
      </Typography>
      <Tabs
        value={locale}
        onChange={(_event, value: Locale) => setLocale(value)}
        aria-label={postsWords.previewLanguage}
      >
        <Tab value="en" label={postsWords.english} id={`${id}-tab-en`} aria-controls={`${id}-panel`} />
        <Tab value="te" label={postsWords.telugu} id={`${id}-tab-te`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${locale}`}
        lang={locale}
        data-post-preview
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 3, mt: 1 }}
      >
        {date ? (
          <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 500 }}>
            {date}
          </Typography>
        ) : null}
        <Typography variant="h4" component="p" lang={title.lang} sx={{ fontFamily: 'serif', mt: 1 }}>
          {title.text}
        </Typography>
        <Typography color="text.secondary" lang={summary.lang} sx={{ mt: 1 }}>
          {summary.text}
        </Typography>
        {cover ? (
          <Box
            component="img"
            src={cover}
            alt={alt.text}
            lang={alt.lang}
            sx={{ mt: 2, width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 2 }}
          />
        ) : null}
        <Box lang={body.lang} sx={{ mt: 2 }}>
          <SafeHtml html={body.text} />
        </Box>
      </Box>
    </Box>
  );
}
