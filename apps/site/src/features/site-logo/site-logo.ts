// The latest site_logo row, shown 24 px high in the header and footer.
import { LAYOUT } from '@seminary/core/constants';
import type { Tables } from '@seminary/core/database.types';
import { rowsOf } from '../../lib/content.ts';
import { responsiveImage } from '../../lib/images.ts';

export interface SiteLogo {
  src: string;
  srcset?: string;
  /** The row its alt text is read from, in the page's language. */
  row: Tables<'site_logo'>;
  width: number;
  height: number;
}

let cached: Promise<SiteLogo | null> | undefined;

async function loadSiteLogo(): Promise<SiteLogo | null> {
  const [latest] = await rowsOf('siteLogo');
  if (!latest) return null;
  const height = LAYOUT.logoHeightPx;
  const image = await responsiveImage(latest.logo_url, {
    widths: [height * 2, height * 4, height * 8, height * 12],
    fallbackSize: { width: height, height },
  });
  return {
    src: image.src,
    ...(image.srcset ? { srcset: image.srcset } : {}),
    row: latest,
    width: Math.round((image.width / image.height) * height),
    height,
  };
}

/** Read once per build: every page shows the same logo twice. */
export function getSiteLogo(): Promise<SiteLogo | null> {
  cached ??= loadSiteLogo();
  return cached;
}
