// Pictures from the backend's public storage are resized to WebP at build time and served from
// the site with a srcset (image-variants.ts keeps them between builds, and their sizes are kept
// in image-sizes.ts, so an unchanged picture is neither fetched nor resized again). Anything
// else, the samples' inline SVGs or YouTube's thumbnails, is shown as it is, at the size the
// caller knows it has.

import { parsePublicObjectUrl, publicObjectUrl } from '@seminary/core/storage';
import { backend } from './backend.ts';
import { storedImageSize } from './image-sizes.ts';
import { imageVariants } from './image-variants.ts';

export interface ResponsiveImage {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

export interface ImageRequest {
  /** Candidate widths for the srcset; those above the original's are dropped. */
  widths: readonly number[];
  /** The size of a picture that is not optimised (sample or third-party), when not 1200×800. */
  fallbackSize?: { width: number; height: number } | undefined;
}

/** How a kind of picture is shown: its request and how wide the page draws it at each breakpoint. */
export interface ImageLayout extends ImageRequest {
  sizes: string;
}

const DEFAULT_FALLBACK_SIZE = { width: 1200, height: 800 };

/**
 * A public file URL of any host, re-rooted on this site's own backend, and the object it names.
 * The database vouches for the object a visitor's alumni photo names (it must exist in the alumni
 * bucket), never for the host in front of it, so a pasted look-alike URL on another host still
 * shows the school's file.
 */
function ownStoredObject(src: string): { url: string; key: string } | null {
  const object = parsePublicObjectUrl(src);
  return object
    ? { url: publicObjectUrl(backend.url, object.bucket, object.path), key: `${object.bucket}/${object.path}` }
    : null;
}

/** The candidate widths a picture of this width has: none wider than it, and at least its own. */
function widthsUpTo(widths: readonly number[], originalWidth: number): number[] {
  const fitting = [...new Set(widths)].filter((width) => width <= originalWidth).sort((a, b) => a - b);
  return fitting.length > 0 ? fitting : [originalWidth];
}

export async function responsiveImage(src: string, request: ImageRequest): Promise<ResponsiveImage> {
  const fallbackSize = request.fallbackSize ?? DEFAULT_FALLBACK_SIZE;
  const own = ownStoredObject(src);
  if (!own) return { src, ...fallbackSize };
  try {
    const size = await storedImageSize(own.url);
    const widths = widthsUpTo(request.widths, size.width);
    const paths = await imageVariants(own.url, own.key, widths);
    return {
      src: paths.at(-1) ?? own.url,
      srcset: paths.map((path, index) => `${path} ${widths[index]}w`).join(', '),
      width: size.width,
      height: size.height,
    };
  } catch (error) {
    // One missing file should not stop a publish: the page links the original instead.
    console.warn(`[images] ${src} could not be optimised and is linked as it is:`, error);
    return { src: own.url, ...fallbackSize };
  }
}

/** One large version, for the lightbox. */
export async function largeImage(src: string, width = 1600): Promise<string> {
  const own = ownStoredObject(src);
  if (!own) return src;
  try {
    const size = await storedImageSize(own.url);
    const [path] = await imageVariants(own.url, own.key, [Math.min(width, size.width)]);
    return path ?? own.url;
  } catch {
    return own.url;
  }
}
