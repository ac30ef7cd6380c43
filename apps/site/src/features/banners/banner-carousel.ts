// Moves the banner carousel: arrows and dots wrap around; the slideshow advances on its own
// unless the visitor prefers reduced motion, has paused it, or is pointing at or focused in it.

function setUpCarousel(carousel: HTMLElement) {
  const slides = [...carousel.querySelectorAll<HTMLElement>('[data-banner-slide]')];
  const dots = [...carousel.querySelectorAll<HTMLButtonElement>('[data-banner-dot]')];
  const live = carousel.querySelector<HTMLElement>('[data-banner-slides]');
  const pauseButton = carousel.querySelector<HTMLButtonElement>('[data-banner-pause]');
  if (slides.length < 2 || !live) return;

  const interval = Number(carousel.dataset.interval);
  let current = 0;
  let timer: number | undefined;
  let pausedByVisitor = false;
  let hovered = false;
  let focused = false;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  const show = (index: number) => {
    current = ((index % slides.length) + slides.length) % slides.length;
    slides.forEach((slide, position) => {
      const active = position === current;
      slide.dataset.active = String(active);
      slide.inert = !active;
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((dot, position) => {
      if (position === current) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    carousel.dataset.current = String(current);
  };

  const autoplayAllowed = () => !reducedMotion.matches && !pausedByVisitor;

  const schedule = () => {
    window.clearInterval(timer);
    timer = undefined;
    const running = autoplayAllowed() && !hovered && !focused;
    // Screen readers hear slide changes the visitor makes, not the ones made on a timer.
    live.setAttribute('aria-live', running ? 'off' : 'polite');
    if (running) timer = window.setInterval(() => show(current + 1), interval);
  };

  const updatePauseButton = () => {
    if (!pauseButton) return;
    for (const icon of pauseButton.querySelectorAll<HTMLElement>('[data-banner-pause-icon]')) {
      icon.hidden = (icon.dataset.bannerPauseIcon === 'pause') === pausedByVisitor;
    }
    const label = pauseButton.querySelector<HTMLElement>('[data-banner-pause-label]');
    if (label) label.textContent = (pausedByVisitor ? label.dataset.play : label.dataset.pause) ?? '';
  };

  carousel.querySelector('[data-banner-previous]')?.addEventListener('click', () => {
    show(current - 1);
    schedule();
  });
  carousel.querySelector('[data-banner-next]')?.addEventListener('click', () => {
    show(current + 1);
    schedule();
  });
  dots.forEach((dot, index) => {
    dot.addEventListener('click', () => {
      show(index);
      schedule();
    });
  });
  pauseButton?.addEventListener('click', () => {
    pausedByVisitor = !pausedByVisitor;
    updatePauseButton();
    schedule();
  });
  carousel.addEventListener('pointerenter', () => {
    hovered = true;
    schedule();
  });
  carousel.addEventListener('pointerleave', () => {
    hovered = false;
    schedule();
  });
  carousel.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  carousel.addEventListener('focusout', (event) => {
    if (carousel.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  });
  reducedMotion.addEventListener('change', () => {
    updatePauseButton();
    schedule();
  });

  updatePauseButton();
  schedule();
}

export function setUpBannerCarousels() {
  for (const carousel of document.querySelectorAll<HTMLElement>('[data-banner-carousel]')) setUpCarousel(carousel);
}
