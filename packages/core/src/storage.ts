// Everything about the files the school stores: where each kind of
// file goes, the names it gets, the public URL a row keeps, and uploading and removing it. Rows
// keep a file's public URL (payment screenshots, in a private bucket, keep the object's name);
// nothing else builds or parses such a URL.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { withRetries } from './retrying-fetch.ts';

export const BUCKET_NAMES = [
  'alumni-images',
  'banner-images',
  'gallery-images',
  'teacher-images',
  'campus-life-images',
  'downloads',
  'donation-images',
  'about-images',
  'logo-images',
  'payment-screenshots',
] as const;
export type BucketName = (typeof BUCKET_NAMES)[number];

export interface StorageLocation {
  bucket: BucketName;
  /** Folder inside the bucket, or null when files sit at the bucket's root. */
  folder: string | null;
}

/** Where each kind of upload goes: its bucket and folder. */
export const STORAGE = {
  alumniImages: { bucket: 'alumni-images', folder: 'alumni' },
  bannerImages: { bucket: 'banner-images', folder: 'banners' },
  galleryImages: { bucket: 'gallery-images', folder: 'gallery' },
  teacherImages: { bucket: 'teacher-images', folder: 'teachers' },
  campusLifeImages: { bucket: 'campus-life-images', folder: 'campus-life' },
  campusLifeGalleryImages: { bucket: 'campus-life-images', folder: 'campus-life-gallery' },
  /** The events calendar's pictures, beside campus life's own. */
  eventImages: { bucket: 'campus-life-images', folder: 'events' },
  downloadThumbnails: { bucket: 'downloads', folder: 'thumbnails' },
  downloadFiles: { bucket: 'downloads', folder: 'files' },
  donationQrCodes: { bucket: 'donation-images', folder: 'qr-codes' },
  aboutGalleryImages: { bucket: 'about-images', folder: 'gallery' },
  /** News posts' covers: pictures like the gallery's, in a folder of their own. */
  postCovers: { bucket: 'gallery-images', folder: 'posts' },
  /**
   * A video's own thumbnail instead of YouTube's. The admin takes it as a pasted URL, which may be
   * a picture of the gallery's bucket.
   */
  videoThumbnails: { bucket: 'gallery-images', folder: 'videos' },
  logoImages: { bucket: 'logo-images', folder: null },
  /**
   * Private. student_registrations.payment_screenshot_url stores the object's name in this
   * bucket (e.g. `1732312345678-1b9d…e4.png`), not a URL; admins open it with createSignedUrl.
   */
  paymentScreenshots: { bucket: 'payment-screenshots', folder: null },
} as const satisfies Record<string, StorageLocation>;

/** How long an admin's signed link to a payment screenshot stays valid. */
export const PAYMENT_SCREENSHOT_SIGNED_URL_SECONDS = 300;

type TableName = keyof Database['public']['Tables'];

/**
 * The content tables' columns that hold a stored file's public URL, each with where the admin
 * uploads its files: the file columns private.content_tables registers
 * (supabase/schemas/06_content.sql), which a test keeps equal to these. The admin's uploads and
 * the check below read them.
 */
export const CONTENT_FILE_COLUMNS = {
  about_gallery: { image_url: STORAGE.aboutGalleryImages },
  alumni_profiles: { image_url: STORAGE.alumniImages },
  banners: { image_url: STORAGE.bannerImages },
  campus_life: { image_url: STORAGE.campusLifeImages },
  campus_life_gallery: { image_url: STORAGE.campusLifeGalleryImages },
  donation_info: { qr_code_url: STORAGE.donationQrCodes },
  downloads: { file_url: STORAGE.downloadFiles, image_url: STORAGE.downloadThumbnails },
  events: { image_url: STORAGE.eventImages },
  gallery: { image_url: STORAGE.galleryImages },
  posts: { cover_image_url: STORAGE.postCovers },
  site_logo: { logo_url: STORAGE.logoImages },
  teachers: { image_url: STORAGE.teacherImages },
  videos: { thumbnail_url: STORAGE.videoThumbnails },
} as const satisfies Partial<Record<TableName, Record<string, StorageLocation>>>;

/** A column that can point at a file, as a PostgREST column (a JSON field included). */
interface FileReference {
  table: TableName;
  column: string;
}

/** The content tables' file columns whose files go to `bucket`. */
function contentFileColumnsIn(bucket: BucketName): FileReference[] {
  return Object.entries(CONTENT_FILE_COLUMNS).flatMap(([table, columns]) =>
    Object.entries(columns)
      .filter(([, location]) => location.bucket === bucket)
      .map(([column]) => ({ table: table as TableName, column })),
  );
}

/**
 * Every column that can point at a file of each bucket: the content tables' file columns, and
 * the few others that keep a file. A file is removed only when none of them still points at it;
 * the database's own guard on storage.objects names the same, and also keeps every file a kept
 * version of content names (public.content_versions), so a restore finds it.
 */
export const FILE_REFERENCES: Record<BucketName, readonly FileReference[]> = {
  'alumni-images': [
    ...contentFileColumnsIn('alumni-images'),
    // A graduate's photo waiting for the office's decision.
    { table: 'alumni_registrations', column: 'image_url' },
  ],
  'banner-images': contentFileColumnsIn('banner-images'),
  'gallery-images': contentFileColumnsIn('gallery-images'),
  'teacher-images': contentFileColumnsIn('teacher-images'),
  'campus-life-images': contentFileColumnsIn('campus-life-images'),
  downloads: contentFileColumnsIn('downloads'),
  'donation-images': contentFileColumnsIn('donation-images'),
  'about-images': contentFileColumnsIn('about-images'),
  'logo-images': contentFileColumnsIn('logo-images'),
  // Named by its application, or by the trash's copy of one: restoring it must find its file.
  'payment-screenshots': [
    { table: 'student_registrations', column: 'payment_screenshot_url' },
    { table: 'deleted_registrations', column: 'row_data->>payment_screenshot_url' },
  ],
};

// Names ----------------------------------------------------------------------------------------

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
 * A payment screenshot's object name: the upload's time in milliseconds, then a random id so that nobody
 * can guess another applicant's file, e.g. `1732312345678-1b9d…e4.png`.
 */
export function paymentScreenshotObjectName(
  fileName: string,
  now: number = Date.now(),
  randomId: string = crypto.randomUUID(),
): string {
  return withExtension(`${now}-${randomId}`, fileName);
}

// Public URLs ----------------------------------------------------------------------------------

/** The path under which Storage serves public buckets, e.g. for an image host allow-list. */
export const PUBLIC_OBJECT_PATH = '/storage/v1/object/public/';

/** The start of every public file URL of the backend at `supabaseUrl`. */
export function publicObjectPrefix(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}${PUBLIC_OBJECT_PATH}`;
}

/** A public file's URL, as supabase-js's getPublicUrl builds it. */
export function publicObjectUrl(supabaseUrl: string, bucket: BucketName, path: string): string {
  return encodeURI(`${publicObjectPrefix(supabaseUrl)}${bucket}/${path.replace(/^\/+/, '')}`);
}

const PUBLIC_URL = /^https?:\/\/[^/?#]+\/storage\/v1\/object\/public\/([^/?#]+)\/([^?#]+)$/;

/** The bucket and object path of a public file URL of any backend, or null for any other text. */
export function parsePublicObjectUrl(url: string): { bucket: BucketName; path: string } | null {
  const match = PUBLIC_URL.exec(url.split(/[?#]/, 1)[0] ?? '');
  if (!match) return null;
  const [, bucket = '', path = ''] = match;
  if (!(BUCKET_NAMES as readonly string[]).includes(bucket)) return null;
  try {
    return { bucket: bucket as BucketName, path: decodeURI(path) };
  } catch {
    return null;
  }
}

/**
 * The object in `bucket` that a stored value points at: the path of a public URL of that
 * bucket, or, for the private payment screenshots, the name itself. Null for anything else (a
 * seeded or pasted external link, an empty value), which is never removed.
 */
export function storedObjectPath(value: unknown, bucket: BucketName): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (bucket === STORAGE.paymentScreenshots.bucket) return /^[^/\\]+$/.test(value) ? value : null;
  const parsed = parsePublicObjectUrl(value);
  return parsed?.bucket === bucket ? parsed.path : null;
}

// Uploading and removing -----------------------------------------------------------------------

/** A file a row stores: where it lives and the value (URL or name) the row keeps. */
export interface StoredFile {
  location: StorageLocation;
  value: string;
}

export interface UploadOptions {
  /** Told how much of the file has reached storage, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export interface FileStorage {
  /** Uploads a file under a new unique name; returns what the row stores (its public URL). */
  upload(location: StorageLocation, file: File, options?: UploadOptions): Promise<StoredFile>;
  /**
   * Removes the files that no row points at any more, and keeps the others. Never throws: the
   * save or delete that let go of them has already happened, and a file left behind is only an
   * orphan.
   */
  removeUnreferenced(files: readonly StoredFile[]): Promise<{ removed: StoredFile[]; kept: StoredFile[] }>;
}

/** A failed upload, told apart from a failed save so screens can show the right message for each. */
export class FileUploadError extends Error {
  override name = 'FileUploadError';
}

export interface FileStorageOptions {
  client: SupabaseClient<Database>;
  /** The backend's URL and anon key, as the client was created with. */
  supabaseUrl: string;
  anonKey: string;
}

function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function createFileStorage({ client, supabaseUrl, anonKey }: FileStorageOptions): FileStorage {
  const base = supabaseUrl.replace(/\/+$/, '');
  // Reference columns are given as strings (JSON paths included), beyond the typed builder's reach.
  const untyped = client as unknown as SupabaseClient;

  /**
   * Storage's upload as storage-js sends it (the file's bytes in a POST), through XMLHttpRequest:
   * the one browser API that reports upload progress. Each attempt follows the retrying fetch's
   * timeout and retry rules.
   */
  async function uploadWithProgress(
    location: StorageLocation,
    path: string,
    file: File,
    onProgress: (n: number) => void,
  ) {
    const { data } = await client.auth.getSession();
    const headers: Record<string, string> = {
      apikey: anonKey,
      Authorization: `Bearer ${data.session?.access_token ?? anonKey}`,
      'Content-Type': file.type || 'application/octet-stream',
      'Cache-Control': 'max-age=3600',
      'x-upsert': 'false',
    };
    const url = encodeURI(`${base}/storage/v1/object/${location.bucket}/${path}`);
    const response = await withRetries(
      (signal) =>
        new Promise<Response>((resolve, reject) => {
          const request = new XMLHttpRequest();
          request.open('POST', url);
          for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
          request.upload.onprogress = (event) => {
            if (event.lengthComputable) onProgress(event.loaded / event.total);
          };
          request.onload = () => resolve(new Response(request.responseText, { status: request.status }));
          request.onerror = () => reject(new TypeError('Failed to fetch'));
          request.onabort = () => reject(signal.reason);
          signal.addEventListener('abort', () => request.abort(), { once: true });
          request.send(file);
        }),
    );
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new FileUploadError(body.message || `Upload failed with status ${response.status}`);
    }
  }

  async function upload(location: StorageLocation, file: File, options: UploadOptions = {}): Promise<StoredFile> {
    const path = uniqueObjectPath(location, file.name);
    try {
      if (options.onProgress) {
        await uploadWithProgress(location, path, file, options.onProgress);
      } else {
        const { error } = await client.storage
          .from(location.bucket)
          .upload(path, file, { contentType: file.type || undefined, upsert: false });
        if (error) throw new FileUploadError(error.message);
      }
    } catch (error) {
      throw error instanceof FileUploadError ? error : new FileUploadError((error as Error).message, { cause: error });
    }
    return { location, value: publicObjectUrl(base, location.bucket, path) };
  }

  /** Whether any row points at the object; an unanswered question counts as yes. */
  async function isReferenced(bucket: BucketName, path: string): Promise<boolean> {
    // Any host: a row written against another address of this backend names the same object.
    const pattern =
      bucket === STORAGE.paymentScreenshots.bucket
        ? escapeLikePattern(path)
        : `*${escapeLikePattern(`${PUBLIC_OBJECT_PATH}${bucket}/${encodeURI(path)}`)}`;
    const counts = await Promise.all(
      FILE_REFERENCES[bucket].map(async ({ table, column }) => {
        const { count, error } = await untyped
          .from(table)
          .select('*', { count: 'exact', head: true })
          .like(column, pattern);
        return error ? 1 : (count ?? 1);
      }),
    );
    return counts.some((count) => count > 0);
  }

  async function removeUnreferenced(files: readonly StoredFile[]) {
    const removed: StoredFile[] = [];
    const kept: StoredFile[] = [];
    const byBucket = new Map<BucketName, Map<string, StoredFile>>();
    for (const file of files) {
      const path = storedObjectPath(file.value, file.location.bucket);
      if (path === null || (await isReferenced(file.location.bucket, path))) {
        kept.push(file);
        continue;
      }
      const paths = byBucket.get(file.location.bucket) ?? new Map<string, StoredFile>();
      paths.set(path, file);
      byBucket.set(file.location.bucket, paths);
    }
    for (const [bucket, paths] of byBucket) {
      // The database skips an object that a row came to reference meanwhile: it is not in the answer.
      const { data, error } = await client.storage.from(bucket).remove([...paths.keys()]);
      if (error) console.error(`Could not remove ${[...paths.keys()].join(', ')} from ${bucket}:`, error.message);
      const deleted = new Set((data ?? []).map((object) => object.name));
      for (const [path, file] of paths) (deleted.has(path) ? removed : kept).push(file);
    }
    return { removed, kept };
  }

  return { upload, removeUnreferenced };
}
