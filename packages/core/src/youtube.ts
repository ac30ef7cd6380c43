// YouTube links as the video form accepts them: the id is exactly 11 characters,
// found after watch?v=, youtu.be/, embed/ or shorts/. The videos table's check constraint
// accepts the same forms.
import { YOUTUBE_ID_LENGTH } from './constants.ts';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const VIDEO_ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether the text is a link to YouTube at all; extractYouTubeId tells whether it names a video. */
export function isYouTubeUrl(value: string): boolean {
  const url = parseHttpUrl(value);
  return url !== null && YOUTUBE_HOSTS.has(url.hostname);
}

export function extractYouTubeId(value: string): string | null {
  const url = parseHttpUrl(value);
  if (!url || !YOUTUBE_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (url.hostname === 'youtu.be') {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (segments.length === 1 && segments[0] === 'watch') {
    candidate = url.searchParams.get('v');
  } else if (segments.length === 2 && (segments[0] === 'embed' || segments[0] === 'shorts')) {
    candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The max-resolution thumbnail the video form stores when no custom one is given. */
export function youTubeThumbnailUrl(videoId: string): string {
  return `https://img.youtube.com/vi/${videoId}/maxresdefault.jpg`;
}

/** The player URL; the privacy-enhanced host keeps cookies away until the visitor plays. */
export function youTubeEmbedUrl(videoId: string, options: { autoplay?: boolean } = {}): string {
  const url = `https://www.youtube-nocookie.com/embed/${videoId}`;
  return options.autoplay ? `${url}?autoplay=1` : url;
}
