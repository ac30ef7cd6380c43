// What a gallery grid needs of a picture, whichever table it comes from, and the shape of a
// picture in a later page of the grid (a JSON file the 'Show more' button loads).
import type { Tables } from '@seminary/core/database.types';
import { type Locale, t } from '@seminary/core/i18n/locales';
import { localized } from '../../i18n/content.ts';
import { localePath } from '../../i18n/locale.ts';
import { largeImage, type ResponsiveImage, responsiveImage } from '../../lib/images.ts';
import { pageCount, pageOf } from '../../lib/paging.ts';

/** Pictures a grid shows before 'Show more', and per click: rows of 3 and of 4 both fill. */
export const GALLERY_PAGE_SIZE = 12;

/** The grid's thumbnails: the candidate widths and how wide a cell is at each breakpoint. */
export const THUMBNAIL = {
  widths: [320, 480, 640, 800],
  sizes: '(min-width: 1152px) 370px, (min-width: 768px) 31vw, 48vw',
  fallbackSize: { width: 1200, height: 800 },
} as const;

export interface GalleryPicture {
  id: string;
  src: string;
  alt: string;
  caption?: string | null | undefined;
  /** The language of alt and caption when it is not the page's (English content on a Telugu page). */
  lang?: string | undefined;
  /** The size of a sample picture, which is not measured. */
  fallbackSize?: { width: number; height: number };
}

export interface GalleryItem extends GalleryPicture {
  /** The large version the lightbox shows. */
  largeSrc: string;
}

/** A picture of a later page, as the browser appends it to the grid. */
export interface LoadedPicture {
  thumbnail: ResponsiveImage;
  largeSrc: string;
  alt: string;
  caption: string;
  /** The language of alt and caption when it is not the page's, else empty. */
  lang: string;
}

export async function withLargeImages(pictures: readonly GalleryPicture[]): Promise<GalleryItem[]> {
  return Promise.all(pictures.map(async (picture) => ({ ...picture, largeSrc: await largeImage(picture.src) })));
}

export async function loadedPictures(pictures: readonly GalleryPicture[]): Promise<LoadedPicture[]> {
  return Promise.all(
    pictures.map(async (picture) => ({
      thumbnail: await responsiveImage(picture.src, {
        ...THUMBNAIL,
        fallbackSize: picture.fallbackSize ?? THUMBNAIL.fallbackSize,
      }),
      largeSrc: await largeImage(picture.src),
      alt: picture.alt,
      caption: picture.caption ?? '',
      lang: picture.lang ?? '',
    })),
  );
}

/**
 * A gallery as GalleryGrid shows it: the newest page's pictures, and `more`, the rest of it for
 * 'Show more', whose later pages the build writes as JSON files at `url` (`{page}` standing for
 * the number, an English path put in the page's language).
 */
export function galleryFirstPage<Row>(
  rows: readonly Row[],
  picture: (row: Row) => GalleryPicture,
  options: { locale: Locale; url: string; errorText: string },
) {
  return {
    pictures: pageOf(rows, 1, GALLERY_PAGE_SIZE).map(picture),
    more: {
      total: rows.length,
      pages: pageCount(rows.length, GALLERY_PAGE_SIZE),
      url: localePath(options.locale, options.url),
      errorText: options.errorText,
    },
  };
}

/** A home gallery picture in the page's language: its title, and its description when it has one. */
export function homeGalleryPicture(locale: Locale) {
  return (item: Tables<'gallery'>): GalleryPicture => {
    const title = localized(locale, item, 'title');
    const description = localized(locale, item, 'description');
    const text = description.text ? `${title.text}: ${description.text}` : title.text;
    const lang = !description.text || description.lang === title.lang ? title.lang : undefined;
    return { id: item.id, src: item.image_url, alt: text, caption: text, lang };
  };
}

/** A campus-life picture in the page's language: its caption, else the gallery's name. */
export function campusGalleryPicture(locale: Locale) {
  return (row: Tables<'campus_life_gallery'>): GalleryPicture => {
    const caption = localized(locale, row, 'caption');
    return caption.text
      ? { id: row.id, src: row.image_url, alt: caption.text, caption: caption.text, lang: caption.lang }
      : { id: row.id, src: row.image_url, alt: t(locale).site.gallery.campusPicture, caption: null };
  };
}

/** An about-gallery picture in the page's language: its description, else its title (the file name's words). */
export function aboutGalleryPicture(locale: Locale) {
  return (row: Tables<'about_gallery'>): GalleryPicture => {
    const description = localized(locale, row, 'description');
    const title = localized(locale, row, 'title');
    // The English title is a file name; a Telugu title is written by the school.
    const titleText = locale === 'en' || title.lang ? titleFromFileStem(row.title) : title.text;
    const text = description.text || titleText;
    const lang = description.text ? description.lang : title.lang;
    return { id: row.id, src: row.image_url, alt: text, caption: text, lang };
  };
}

/** An about-gallery title is the uploaded file's name: "main-building" reads "Main building". */
export function titleFromFileStem(stem: string): string {
  const words = stem.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
