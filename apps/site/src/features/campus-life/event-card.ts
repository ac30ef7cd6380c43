// The empty event card (EventCard.astro without an event) filled with an event of a later page.
import type { LoadedEvent } from './campus-events.ts';

export function filledEventCard(template: HTMLTemplateElement, event: LoadedEvent): HTMLElement {
  const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const headingId = `event-${event.id}`;
  item.querySelector('article')?.setAttribute('aria-labelledby', headingId);
  const heading = item.querySelector('h3');
  if (heading) {
    heading.id = headingId;
    heading.textContent = event.title;
    if (event.titleLang) heading.lang = event.titleLang;
  }
  const time = item.querySelector('time');
  if (time) {
    time.dateTime = event.createdAt;
    time.textContent = event.date;
  }
  const content = item.querySelector<HTMLElement>('[data-event-content]');
  if (content) {
    content.textContent = event.content;
    if (event.contentLang) content.lang = event.contentLang;
  }
  const image = item.querySelector('img');
  if (image) {
    image.width = event.image.width;
    image.height = event.image.height;
    if (event.image.srcset) image.srcset = event.image.srcset;
    else image.removeAttribute('sizes');
    image.src = event.image.src;
  }
  return item;
}
