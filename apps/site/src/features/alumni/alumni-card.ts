// What an alumni card shows of a row, shared by the cards built into the page and those the
// directory fills in the browser from the empty card (AlumniCard.astro without an alumna).
import type { Tables } from '@seminary/core/database.types';
import { parsePublicObjectUrl, publicObjectUrl } from '@seminary/core/storage';

/** The columns a card shows, as the directory asks for them. */
export const CARD_COLUMNS =
  'id, name, graduation_year, degree, current_position, organization, location, image_url, bio, testimonial';

export type Alumnus = Pick<
  Tables<'alumni_directory'>,
  | 'id'
  | 'name'
  | 'graduation_year'
  | 'degree'
  | 'current_position'
  | 'organization'
  | 'location'
  | 'image_url'
  | 'bio'
  | 'testimonial'
>;

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('');
}

export function cardPosition(alumnus: Pick<Alumnus, 'current_position' | 'organization'>): string {
  return [alumnus.current_position, alumnus.organization].filter(Boolean).join(', ');
}

/**
 * The photo as this site's own backend serves it, whatever host the stored URL names (as the
 * built pages do, see lib/images.ts); the live cards show the stored file at its own size.
 */
export function photoUrl(imageUrl: string, backendUrl: string): string {
  const object = parsePublicObjectUrl(imageUrl);
  return object ? publicObjectUrl(backendUrl, object.bucket, object.path) : imageUrl;
}

function fill(card: HTMLElement, slot: string, text: string) {
  const element = card.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  if (element) element.textContent = text;
}

function dropWhenEmpty(card: HTMLElement, part: string, text: string) {
  if (!text) card.querySelector(`[data-part="${part}"]`)?.remove();
}

/** A copy of the empty card filled with an alumna's row. */
export function filledCard(template: HTMLTemplateElement, alumnus: Alumnus, backendUrl: string): HTMLElement {
  const card = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const headingId = `alumnus-${alumnus.id}`;
  card.querySelector('article')?.setAttribute('aria-labelledby', headingId);
  card.querySelector('[data-slot="name"]')?.setAttribute('id', headingId);

  const photo = card.querySelector<HTMLImageElement>('[data-slot="photo"]');
  const initials = card.querySelector<HTMLElement>('[data-slot="initials"]');
  if (alumnus.image_url) {
    if (photo) photo.src = photoUrl(alumnus.image_url, backendUrl);
    initials?.remove();
  } else {
    photo?.remove();
    if (initials) initials.textContent = initialsOf(alumnus.name);
  }

  const position = cardPosition(alumnus);
  fill(card, 'name', alumnus.name);
  fill(card, 'graduation_year', String(alumnus.graduation_year));
  fill(card, 'position', position);
  fill(card, 'location', alumnus.location ?? '');
  fill(card, 'degree', alumnus.degree);
  fill(card, 'bio', alumnus.bio ?? '');
  fill(card, 'testimonial', alumnus.testimonial ?? '');
  dropWhenEmpty(card, 'position', position);
  dropWhenEmpty(card, 'location', alumnus.location ?? '');
  dropWhenEmpty(card, 'bio', alumnus.bio ?? '');
  dropWhenEmpty(card, 'testimonial', alumnus.testimonial ?? '');
  return card;
}
