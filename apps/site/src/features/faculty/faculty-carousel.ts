// The faculty row's arrows: each scrolls by one step, and each shows only when the row can
// still scroll that way.

function setUpCarousel(carousel: HTMLElement) {
  const track = carousel.querySelector<HTMLElement>('[data-faculty-track]');
  const previous = carousel.querySelector<HTMLButtonElement>('[data-faculty-previous]');
  const next = carousel.querySelector<HTMLButtonElement>('[data-faculty-next]');
  if (!track || !previous || !next) return;
  const step = Number(carousel.dataset.step);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  const update = () => {
    // A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
    const moveFocus = document.activeElement;
    previous.hidden = track.scrollLeft <= 1;
    next.hidden = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    if ((moveFocus === previous && previous.hidden) || (moveFocus === next && next.hidden)) track.focus();
  };

  const scrollBy = (direction: -1 | 1) => {
    track.scrollBy({ left: direction * step, behavior: reducedMotion.matches ? 'auto' : 'smooth' });
  };

  previous.addEventListener('click', () => scrollBy(-1));
  next.addEventListener('click', () => scrollBy(1));
  track.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(track);
  update();
}

export function setUpFacultyCarousels() {
  for (const carousel of document.querySelectorAll<HTMLElement>('[data-faculty-carousel]')) setUpCarousel(carousel);
}
