// Swaps a video's thumbnail for the embedded player when the visitor presses play.

function setUpFacade(container: HTMLElement) {
  const play = container.querySelector<HTMLAnchorElement>('[data-video-play]');
  const embedUrl = container.dataset.embedUrl;
  if (!play || !embedUrl) return;

  play.addEventListener('click', (event) => {
    event.preventDefault();
    const player = document.createElement('iframe');
    player.src = embedUrl;
    player.title = container.dataset.videoTitle ?? 'Video';
    player.allow =
      'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
    player.allowFullscreen = true;
    player.referrerPolicy = 'strict-origin-when-cross-origin';
    // 500 px high from tablet width up; 16:9 on phones, where 500 px would be
    // mostly black bars.
    player.className = 'block aspect-video w-full md:aspect-auto md:h-[500px]';
    player.dataset.videoPlayer = '';
    play.replaceWith(player);
    player.focus();
  });
}

export function setUpVideoFacades() {
  for (const container of document.querySelectorAll<HTMLElement>('[data-video]')) setUpFacade(container);
}
