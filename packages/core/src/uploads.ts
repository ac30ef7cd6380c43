// Object names for uploads (spec 3): a random unique id plus the original extension, payment
// screenshots a timestamp plus the extension; and back from a stored public URL to the object
// to remove when its record is deleted or its file replaced.
import type { StorageLocation } from './constants.ts';

/** The extension of a file name, lower-cased and without the dot; '' when there is none. */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The file name without its extension: the title of gallery, about and download uploads. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

function withExtension(stem: string, fileName: string): string {
  const extension = fileExtension(fileName);
  return extension ? `${stem}.${extension}` : stem;
}

function inFolder(folder: string | null, name: string): string {
  return folder ? `${folder}/${name}` : name;
}

/** Where a newly uploaded file goes inside its bucket, e.g. `banners/1b9d…e4.jpg`. */
export function uniqueObjectPath(
  location: Pick<StorageLocation, 'folder'>,
  fileName: string,
  randomId: string = crypto.randomUUID(),
): string {
  return inFolder(location.folder, withExtension(randomId, fileName));
}

/**
 * A payment screenshot's object name, e.g. `1732312345678.png`. It is also what
 * student_registrations.payment_screenshot_url stores: the bucket is private, so there is no
 * public URL; admins open it with createSignedUrl(name, PAYMENT_SCREENSHOT_SIGNED_URL_SECONDS).
 */
export function paymentScreenshotObjectName(fileName: string, now: number = Date.now()): string {
  return withExtension(String(now), fileName);
}

/** The object a stored URL points to: its last path segment, inside the location's folder. */
export function objectPathFromUrl(url: string, location: Pick<StorageLocation, 'folder'>): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const lastSegment = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  return inFolder(location.folder, lastSegment);
}
