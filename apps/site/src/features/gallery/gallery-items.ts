// What a gallery grid needs of a picture, whichever table it comes from, and the shape of a
// picture in a later page of the grid (a JSON file the 'Show more' button loads).
import type { Tables } from '@seminary/core/database.types';
import { largeImage, type ResponsiveImage, responsiveImage } from '../../lib/images.ts';

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
}

export async function withLargeImages(pictures: readonly GalleryPicture[]): Promise<GalleryItem[]> {
  return Promise.all(pictures.map(async (picture) => ({ ...picture, largeSrc: await largeImage(picture.src) })));
}

export async function loadedPictures(pictures: readonly GalleryPicture[]): Promise<LoadedPicture[]> {
  return Promise.all(
    pictures.map(async (picture) => ({
      thumbnail: await responsiveImage(picture.src, {
        widths: [...THUMBNAIL.widths],
        fallbackSize: picture.fallbackSize ?? THUMBNAIL.fallbackSize,
      }),
      largeSrc: await largeImage(picture.src),
      alt: picture.alt,
      caption: picture.caption ?? '',
    })),
  );
}

/** A home gallery picture: its title, and its description when it has one. */
export function homeGalleryPicture(item: Tables<'gallery'>): GalleryPicture {
  const text = item.description ? `${item.title}: ${item.description}` : item.title;
  return { id: item.id, src: item.image_url, alt: text, caption: text };
}

export function campusGalleryPicture(row: Tables<'campus_life_gallery'>): GalleryPicture {
  return { id: row.id, src: row.image_url, alt: row.caption ?? 'Campus life', caption: row.caption };
}

/** An about-gallery picture: its description, else the title its file name gives. */
export function aboutGalleryPicture(row: Tables<'about_gallery'>): GalleryPicture {
  const text = row.description || titleFromFileStem(row.title);
  return { id: row.id, src: row.image_url, alt: text, caption: text };
}

/** An about-gallery title is the uploaded file's name: "main-building" reads "Main building". */
export function titleFromFileStem(stem: string): string {
  const words = stem.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
