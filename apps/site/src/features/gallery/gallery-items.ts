// What a gallery grid needs of a picture, whichever table it comes from.
import { largeImage } from '../../lib/images.ts';

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

export async function withLargeImages(pictures: readonly GalleryPicture[]): Promise<GalleryItem[]> {
  return Promise.all(pictures.map(async (picture) => ({ ...picture, largeSrc: await largeImage(picture.src) })));
}

/** An about-gallery title is the uploaded file's name: "main-building" reads "Main building". */
export function titleFromFileStem(stem: string): string {
  const words = stem.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
