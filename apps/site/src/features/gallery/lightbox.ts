// The full-screen lightbox of a gallery grid: a modal dialog (so focus stays inside and returns
// to the picture that opened it), Escape to close, arrow keys and buttons to move with
// wrap-around, and a click outside the picture to close. The pictures are read from the grid at
// each step, so pictures 'Show more' appended later are walked like the built ones.

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function setUpLightbox(gallery: HTMLElement) {
  const dialog = gallery.querySelector<HTMLDialogElement>('[data-lightbox]');
  const image = gallery.querySelector<HTMLImageElement>('[data-lightbox-image]');
  const caption = gallery.querySelector<HTMLElement>('[data-lightbox-caption]');
  const counter = gallery.querySelector<HTMLElement>('[data-lightbox-counter]');
  const list = gallery.querySelector<HTMLElement>('[data-more-list]');
  if (!dialog || !image || !caption || !counter || !list) return;

  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('[data-lightbox-item]')];
  let current = 0;
  let opener: HTMLElement | null = null;

  const show = (index: number) => {
    const shown = links();
    current = wrap(index, shown.length);
    const link = shown[current];
    if (!link) return;
    image.src = link.href;
    image.alt = link.dataset.alt ?? '';
    caption.textContent = link.dataset.caption ?? '';
    // English content on a Telugu page is read out as English.
    for (const element of [image, caption]) {
      if (link.dataset.lang) element.lang = link.dataset.lang;
      else element.removeAttribute('lang');
    }
    counter.textContent = `${current + 1} / ${shown.length}`;
  };

  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-lightbox-item]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    opener = link;
    show(links().indexOf(link));
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>('[data-lightbox-close]')?.focus();
  });

  dialog.addEventListener('close', () => {
    image.removeAttribute('src');
    opener?.focus();
  });
  dialog.querySelector('[data-lightbox-close]')?.addEventListener('click', () => dialog.close());
  dialog.querySelector('[data-lightbox-previous]')?.addEventListener('click', () => show(current - 1));
  dialog.querySelector('[data-lightbox-next]')?.addEventListener('click', () => show(current + 1));
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  });
  // The dialog fills the screen; a click on it but not on the picture or a control is outside.
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === dialog || target.hasAttribute('data-lightbox-backdrop')) dialog.close();
  });
}
