// Pictures from the backend's public storage are fetched at build time and served from the
// site as resized WebP with a srcset (Astro caches the results between builds, and their sizes
// are kept in image-sizes.ts, so an unchanged picture is neither fetched nor resized again).
// Anything else, the samples' inline SVGs or YouTube's thumbnails, is shown as it is, at the
// size the caller knows it has.

import { getImage } from 'astro:assets';
import { parsePublicObjectUrl, publicObjectUrl } from '@seminary/core/storage';
import { backend } from './backend.ts';
import { storedImageSize } from './image-sizes.ts';

export interface ResponsiveImage {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

export interface ImageRequest {
  /** Candidate widths for the srcset; those above the original's are dropped. */
  widths: number[];
  /** The size of a picture that is not optimised (sample or third-party). */
  fallbackSize: { width: number; height: number };
}

/**
 * A public file URL of any host, re-rooted on this site's own backend. The database vouches for
 * the object a visitor's alumni photo names (it must exist in the alumni bucket), never for the
 * host in front of it, so a pasted look-alike URL on another host still shows the school's file.
 */
function ownStorageUrl(src: string): string | null {
  const object = parsePublicObjectUrl(src);
  return object ? publicObjectUrl(backend.url, object.bucket, object.path) : null;
}

export async function responsiveImage(src: string, request: ImageRequest): Promise<ResponsiveImage> {
  const own = ownStorageUrl(src);
  if (!own) return { src, ...request.fallbackSize };
  const asIs = { src: own, ...request.fallbackSize };
  try {
    const size = await storedImageSize(own);
    const image = await getImage({ src: own, ...size, widths: request.widths, format: 'webp' });
    return {
      src: image.src,
      srcset: image.srcSet.attribute,
      width: Number(image.attributes.width),
      height: Number(image.attributes.height),
    };
  } catch (error) {
    // One missing file should not stop a publish: the page links the original instead.
    console.warn(`[images] ${src} could not be optimised and is linked as it is:`, error);
    return asIs;
  }
}

/** One large version, for the lightbox. */
export async function largeImage(src: string, width = 1600): Promise<string> {
  const own = ownStorageUrl(src);
  if (!own) return src;
  try {
    const size = await storedImageSize(own);
    // The options inferSize made before: the width asked for, the original's height.
    const image = await getImage({ src: own, width, height: size.height, format: 'webp' });
    return image.src;
  } catch {
    return own;
  }
}
