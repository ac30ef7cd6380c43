// Every gallery grid of the page: its lightbox, and 'Show more' filling the grid's empty item
// (the <template> of GalleryGrid.astro) with each picture of a later page.
import { setUpShowMore } from '../../lib/show-more.ts';
import type { LoadedPicture } from './gallery-items.ts';
import { setUpLightbox } from './lightbox.ts';

function pictureItem(
  template: HTMLTemplateElement,
  picture: LoadedPicture,
  position: number,
  showCaption: boolean,
): HTMLElement {
  const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const link = item.querySelector<HTMLAnchorElement>('[data-lightbox-item]');
  const open = item.querySelector<HTMLElement>('[data-slot="open"]');
  const image = item.querySelector<HTMLImageElement>('img');
  const caption = item.querySelector<HTMLElement>('[data-slot="caption"]');
  if (link) {
    link.href = picture.largeSrc;
    link.dataset.alt = picture.alt;
    link.dataset.caption = picture.caption;
    if (picture.lang) link.dataset.lang = picture.lang;
  }
  // The label was written by the build in the page's language, '{number}' standing for the place.
  if (open) open.textContent = (open.dataset.label ?? '').replace('{number}', String(position + 1));
  if (image) {
    image.alt = picture.alt;
    if (picture.lang) image.lang = picture.lang;
    image.width = picture.thumbnail.width;
    image.height = picture.thumbnail.height;
    if (picture.thumbnail.srcset) image.srcset = picture.thumbnail.srcset;
    else image.removeAttribute('sizes');
    image.src = picture.thumbnail.src;
  }
  if (caption) {
    if (showCaption && picture.caption) {
      caption.textContent = picture.caption;
      if (picture.lang) caption.lang = picture.lang;
    } else caption.remove();
  }
  return item;
}

export function setUpGalleries() {
  for (const gallery of document.querySelectorAll<HTMLElement>('[data-lightbox-gallery]')) {
    if (gallery.dataset.lightboxReady) continue;
    gallery.dataset.lightboxReady = 'true';
    setUpLightbox(gallery);
    const template = gallery.querySelector<HTMLTemplateElement>('[data-gallery-item-template]');
    const showCaptions = gallery.dataset.showCaptions === 'true';
    if (template) {
      setUpShowMore<LoadedPicture>(gallery, {
        render: (picture, position) => pictureItem(template, picture, position, showCaptions),
      });
    }
  }
}
