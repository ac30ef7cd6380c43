// Every read and write of the admin, and every file it stores. Forms put a chosen File in the
// column that will hold its URL; the lifecycle callbacks below upload it to the spec's bucket
// and folder under a random name, store the public URL, and remove the object a row no longer
// points to once the row is saved or deleted.
import { PAYMENT_SCREENSHOT_SIGNED_URL_SECONDS, STORAGE, type StorageLocation } from '@seminary/core/constants';
import type { Database } from '@seminary/core/database.types';
import { toDatabaseFilter } from '@seminary/core/filters';
import { retryingFetch } from '@seminary/core/retrying-fetch';
import { objectPathFromUrl, uniqueObjectPath } from '@seminary/core/uploads';
import { supabaseDataProvider } from 'ra-supabase';
import {
  type CreateParams,
  type DataProvider,
  HttpError,
  type RaRecord,
  type ResourceCallbacks,
  type UpdateParams,
  type UpdateResult,
  withLifecycleCallbacks,
} from 'react-admin';
import { supabase, supabaseAnonKey, supabaseUrl } from './supabaseClient.ts';

export type TableName = keyof Database['public']['Tables'];

/** A failed upload, told apart from a failed save so screens can show the spec's message for each. */
export class FileUploadError extends Error {
  override name = 'FileUploadError';
}

/** Which columns of which tables hold the URL of a stored file, and where those files live. */
const FILE_COLUMNS: Partial<Record<TableName, Record<string, StorageLocation>>> = {
  banners: { image_url: STORAGE.bannerImages },
  teachers: { image_url: STORAGE.teacherImages },
  gallery: { image_url: STORAGE.galleryImages },
  about_gallery: { image_url: STORAGE.aboutGalleryImages },
  campus_life: { image_url: STORAGE.campusLifeImages },
  campus_life_gallery: { image_url: STORAGE.campusLifeGalleryImages },
  alumni_profiles: { image_url: STORAGE.alumniImages },
  downloads: { image_url: STORAGE.downloadThumbnails, file_url: STORAGE.downloadFiles },
  donation_info: { qr_code_url: STORAGE.donationQrCodes },
  site_logo: { logo_url: STORAGE.logoImages },
};

interface StoredFile {
  location: StorageLocation;
  url: string;
}

/** What the callbacks hand to the save underneath them: files to clean up after it succeeds or fails. */
interface FileMeta {
  uploadedFiles?: StoredFile[];
  replacedFiles?: StoredFile[];
}

/** What a screen may pass in a save's meta. */
export interface UploadMeta {
  /** Told how much of the file has reached storage, from 0 to 1 (for records with one file). */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * Storage's upload (a POST of the file's bytes, as storage-js sends it) through XMLHttpRequest,
 * the one browser API that reports upload progress; fetch, and so supabase-js, cannot.
 */
async function uploadWithProgress(
  location: StorageLocation,
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const { data } = await supabase.auth.getSession();
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${supabaseUrl}/storage/v1/object/${location.bucket}/${path}`);
    request.setRequestHeader('apikey', supabaseAnonKey);
    request.setRequestHeader('Authorization', `Bearer ${data.session?.access_token ?? supabaseAnonKey}`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('Cache-Control', 'max-age=3600');
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new FileUploadError(`Upload failed with status ${request.status}: ${request.responseText}`));
    };
    request.onerror = () => reject(new FileUploadError('Upload failed: network error'));
    request.send(file);
  });
}

async function uploadFile(
  file: File,
  location: StorageLocation,
  onProgress: ((fraction: number) => void) | undefined,
): Promise<string> {
  const path = uniqueObjectPath(location, file.name);
  if (onProgress) {
    await uploadWithProgress(location, path, file, onProgress);
  } else {
    const { error } = await supabase.storage
      .from(location.bucket)
      .upload(path, file, { contentType: file.type || undefined, upsert: false });
    if (error) throw new FileUploadError(error.message);
  }
  return supabase.storage.from(location.bucket).getPublicUrl(path).data.publicUrl;
}

/**
 * Removes stored objects, skipping URLs that are not this project's public files of that bucket
 * (a seeded or pasted external link). A failed removal leaves an orphan behind but must not
 * undo a save that already happened, so it is only logged.
 */
async function removeFiles(files: readonly StoredFile[]): Promise<void> {
  const byBucket = new Map<string, string[]>();
  for (const { location, url } of files) {
    if (!url.includes(`/storage/v1/object/public/${location.bucket}/`)) continue;
    const paths = byBucket.get(location.bucket) ?? [];
    paths.push(objectPathFromUrl(url, location));
    byBucket.set(location.bucket, paths);
  }
  await Promise.all(
    [...byBucket].map(async ([bucket, paths]) => {
      const { error } = await supabase.storage.from(bucket).remove(paths);
      if (error) console.error(`Could not remove ${paths.join(', ')} from ${bucket}:`, error.message);
    }),
  );
}

/** Uploads every File in the record's file columns and puts its public URL in its place. */
async function uploadChosenFiles(
  columns: Record<string, StorageLocation>,
  data: Record<string, unknown>,
  meta: UploadMeta | undefined,
  uploaded: StoredFile[],
): Promise<Record<string, unknown>> {
  const saved = { ...data };
  for (const [column, location] of Object.entries(columns)) {
    const value = data[column];
    if (!(value instanceof File)) continue;
    try {
      const url = await uploadFile(value, location, meta?.onUploadProgress);
      uploaded.push({ location, url });
      saved[column] = url;
    } catch (error) {
      // Files of this save that did reach storage are not referenced by anything yet.
      await removeFiles(uploaded);
      throw error;
    }
  }
  return saved;
}

function fileCallbacks(resource: TableName, columns: Record<string, StorageLocation>): ResourceCallbacks {
  return {
    resource,
    async beforeCreate(params: CreateParams) {
      const uploadedFiles: StoredFile[] = [];
      const data = await uploadChosenFiles(columns, params.data, params.meta, uploadedFiles);
      return { ...params, data, meta: { ...params.meta, uploadedFiles } satisfies FileMeta };
    },
    async beforeUpdate(params: UpdateParams) {
      const uploadedFiles: StoredFile[] = [];
      const data = await uploadChosenFiles(columns, params.data, params.meta, uploadedFiles);
      const replacedFiles = Object.entries(columns).flatMap(([column, location]) => {
        const previous = params.previousData?.[column];
        const replaced = params.data[column] instanceof File && typeof previous === 'string' && previous !== '';
        return replaced ? [{ location, url: previous as string }] : [];
      });
      return { ...params, data, meta: { ...params.meta, uploadedFiles, replacedFiles } satisfies FileMeta };
    },
    async afterDelete(result) {
      const record = result.data as Record<string, unknown> | undefined;
      const files = Object.entries(columns).flatMap(([column, location]) => {
        const url = record?.[column];
        return typeof url === 'string' && url ? [{ location, url }] : [];
      });
      await removeFiles(files);
      return result;
    },
  };
}

/** Splits the file bookkeeping off the params, so it never reaches the REST call. */
function takeFileMeta<P extends { meta?: Record<string, unknown> & FileMeta & UploadMeta }>(params: P): [P, FileMeta] {
  if (!params.meta) return [params, {}];
  const { uploadedFiles, replacedFiles, onUploadProgress: _progress, ...meta } = params.meta;
  return [
    { ...params, meta },
    { uploadedFiles, replacedFiles },
  ];
}

/**
 * Below the callbacks: a save that fails removes the files uploaded for it, and one that
 * succeeds removes the files it replaced.
 */
function withFileCleanup(provider: DataProvider): DataProvider {
  return {
    ...provider,
    async create(resource, params) {
      const [rest, files] = takeFileMeta(params);
      try {
        return await provider.create(resource, rest);
      } catch (error) {
        await removeFiles(files.uploadedFiles ?? []);
        throw error;
      }
    },
    async update<RecordType extends RaRecord>(resource: string, params: UpdateParams) {
      const [rest, files] = takeFileMeta(params);
      let result: UpdateResult<RecordType>;
      try {
        result = await provider.update<RecordType>(resource, rest);
      } catch (error) {
        await removeFiles(files.uploadedFiles ?? []);
        throw error;
      }
      await removeFiles(files.replacedFiles ?? []);
      return result;
    },
  };
}

/**
 * ra-supabase's own HTTP client, sending through core's retrying fetch (15 s timeout, 3
 * retries) instead of the bare fetch of react-admin's fetchJson.
 */
async function httpClient(url: string, options: RequestInit = {}) {
  const { data } = await supabase.auth.getSession();
  const headers = new Headers(options.headers);
  headers.set('apikey', supabaseAnonKey);
  if (data.session) headers.set('Authorization', `Bearer ${data.session.access_token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const response = await retryingFetch(url, { ...options, headers });
  const body = await response.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message = (json as { message?: string } | undefined)?.message || response.statusText;
    throw new HttpError(message, response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json };
}

function rpcError(error: { message: string; code?: string; details?: string }, status = 400): HttpError {
  return new HttpError(error.message, status, error);
}

export interface SeminaryDataProvider extends DataProvider {
  /** A short-lived link to a private payment screenshot, stored by its object name. */
  signPaymentScreenshot(objectName: string): Promise<string>;
  /** Puts a deleted registration back from the trash; returns the restored row's id. */
  restoreDeletedRegistration(trashId: string): Promise<string>;
  /** Gives an alumni profile back the version a revision kept. */
  restoreAlumniRevision(revisionId: string): Promise<void>;
}

/** Lists search in the database: the search box's `q` becomes a match on the table's search columns. */
function withSearch(provider: DataProvider): DataProvider {
  return {
    ...provider,
    getList: (resource, params) =>
      provider.getList(resource, { ...params, filter: toDatabaseFilter(resource, params.filter ?? {}) }),
  };
}

const restProvider = supabaseDataProvider({
  instanceUrl: supabaseUrl,
  apiKey: supabaseAnonKey,
  supabaseClient: supabase,
  httpClient,
});

export const dataProvider: SeminaryDataProvider = {
  ...withLifecycleCallbacks(
    withFileCleanup(withSearch(restProvider)),
    Object.entries(FILE_COLUMNS).map(([table, columns]) => fileCallbacks(table as TableName, columns)),
  ),
  async signPaymentScreenshot(objectName) {
    const { data, error } = await supabase.storage
      .from(STORAGE.paymentScreenshots.bucket)
      .createSignedUrl(objectName, PAYMENT_SCREENSHOT_SIGNED_URL_SECONDS);
    if (error || !data) throw rpcError(error ?? { message: 'No signed URL' });
    return data.signedUrl;
  },
  async restoreDeletedRegistration(trashId) {
    const { data, error } = await supabase.rpc('restore_deleted_registration', { trash_id: trashId });
    if (error) throw rpcError(error);
    return data;
  },
  async restoreAlumniRevision(revisionId) {
    const { error } = await supabase.rpc('restore_alumni_revision', { revision_id: revisionId });
    if (error) throw rpcError(error);
  },
};
