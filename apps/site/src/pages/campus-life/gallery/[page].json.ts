// The campus-life photo gallery's later pages, newest first after the ones on /campus-life, for
// its 'Show more' button, in the language of the page's address.
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { campusGalleryPicture, GALLERY_PAGE_SIZE, loadedPictures } from '../../../features/gallery/gallery-items.ts';
import { localeOf } from '../../../i18n/locale.ts';
import { rowsOf } from '../../../lib/content.ts';
import { laterPages } from '../../../lib/paging.ts';

export const getStaticPaths = (async () =>
  laterPages(await rowsOf('campusGallery'), GALLERY_PAGE_SIZE)) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props, currentLocale }) =>
  Response.json({ items: await loadedPictures(props.items.map(campusGalleryPicture(localeOf(currentLocale)))) });
