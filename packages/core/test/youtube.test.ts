import { describe, expect, it } from 'vitest';
import { extractYouTubeId, isYouTubeUrl, youTubeEmbedUrl, youTubeThumbnailUrl } from '../src/youtube.ts';

describe('extractYouTubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=Xq3M2vLp8Tw&t=42', 'Xq3M2vLp8Tw'],
    ['https://m.youtube.com/watch?v=a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['https://youtu.be/Xq3M2vLp8Tw', 'Xq3M2vLp8Tw'],
    ['https://youtu.be/Xq3M2vLp8Tw?si=abc', 'Xq3M2vLp8Tw'],
    ['https://www.youtube.com/embed/Xq3M2vLp8Tw', 'Xq3M2vLp8Tw'],
    ['https://www.youtube-nocookie.com/embed/Xq3M2vLp8Tw?autoplay=1', 'Xq3M2vLp8Tw'],
    ['https://www.youtube.com/shorts/Xq3M2vLp8Tw', 'Xq3M2vLp8Tw'],
    ['  http://www.youtube.com/watch?v=Xq3M2vLp8Tw  ', 'Xq3M2vLp8Tw'],
  ])('finds the id in %s', (url, id) => {
    expect(extractYouTubeId(url)).toBe(id);
  });

  it.each([
    ['an id one character short', 'https://www.youtube.com/watch?v=Xq3M2vLp8T'],
    ['an id one character long', 'https://youtu.be/Xq3M2vLp8Tww'],
    ['a channel page', 'https://www.youtube.com/@seminary'],
    ['a watch page without v', 'https://www.youtube.com/watch?list=PL123'],
    ['another host', 'https://vimeo.com/embed/Xq3M2vLp8Tw'],
    ['a look-alike host', 'https://youtube.com.example.org/watch?v=Xq3M2vLp8Tw'],
    ['not a URL', 'Xq3M2vLp8Tw'],
    ['another scheme', 'javascript://youtu.be/Xq3M2vLp8Tw'],
    ['characters outside the id alphabet', 'https://youtu.be/Xq3M2vLp8T!'],
  ])('finds none in %s', (_, url) => {
    expect(extractYouTubeId(url)).toBeNull();
  });
});

describe('isYouTubeUrl', () => {
  it('accepts any YouTube page and refuses other hosts', () => {
    expect(isYouTubeUrl('https://www.youtube.com/@seminary')).toBe(true);
    expect(isYouTubeUrl('https://youtu.be/')).toBe(true);
    expect(isYouTubeUrl('https://example.org/watch?v=Xq3M2vLp8Tw')).toBe(false);
    expect(isYouTubeUrl('not a url')).toBe(false);
  });
});

describe('YouTube URLs', () => {
  it('builds the max-resolution thumbnail and the player URL', () => {
    expect(youTubeThumbnailUrl('Xq3M2vLp8Tw')).toBe('https://img.youtube.com/vi/Xq3M2vLp8Tw/maxresdefault.jpg');
    expect(youTubeEmbedUrl('Xq3M2vLp8Tw')).toBe('https://www.youtube-nocookie.com/embed/Xq3M2vLp8Tw');
    expect(youTubeEmbedUrl('Xq3M2vLp8Tw', { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/Xq3M2vLp8Tw?autoplay=1',
    );
  });
});
