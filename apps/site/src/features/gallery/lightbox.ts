// The full-screen lightbox of a gallery grid: a modal dialog (so focus stays inside and returns
// to the picture that opened it), Escape to close, arrow keys and buttons to move with
// wrap-around, and a click outside the picture to close.

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

function setUpLightbox(gallery: HTMLElement) {
  const dialog = gallery.querySelector<HTMLDialogElement>('[data-lightbox]');
  const image = gallery.querySelector<HTMLImageElement>('[data-lightbox-image]');
  const caption = gallery.querySelector<HTMLElement>('[data-lightbox-caption]');
  const counter = gallery.querySelector<HTMLElement>('[data-lightbox-counter]');
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>('[data-lightbox-item]')];
  if (!dialog || !image || !caption || !counter || links.length === 0) return;

  let current = 0;
  let opener: HTMLElement | null = null;

  const show = (index: number) => {
    current = wrap(index, links.length);
    const link = links[current];
    if (!link) return;
    image.src = link.href;
    image.alt = link.dataset.alt ?? '';
    caption.textContent = link.dataset.caption ?? '';
    counter.textContent = `${current + 1} / ${links.length}`;
  };

  const open = (index: number, trigger: HTMLElement) => {
    opener = trigger;
    show(index);
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>('[data-lightbox-close]')?.focus();
  };

  links.forEach((link, index) => {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      open(index, link);
    });
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

export function setUpLightboxes() {
  for (const gallery of document.querySelectorAll<HTMLElement>('[data-lightbox-gallery]')) {
    if (gallery.dataset.lightboxReady) continue;
    gallery.dataset.lightboxReady = 'true';
    setUpLightbox(gallery);
  }
}
