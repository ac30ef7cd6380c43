// Every read and write of the admin, and every file it stores. Forms put a chosen File in the
// column that will hold its URL; the lifecycle callbacks below upload it through core's storage
// module to the column's bucket and folder (core's STORAGE) under a new unique name, store the public URL, and
// remove a file no row points to any more once the row is saved or deleted.
import type { Database } from '@seminary/core/database.types';
import { toDatabaseFilter } from '@seminary/core/filters';
import { retryingFetch } from '@seminary/core/retrying-fetch';
import {
  CONTENT_FILE_COLUMNS,
  createFileStorage,
  PAYMENT_SCREENSHOT_SIGNED_URL_SECONDS,
  STORAGE,
  type StorageLocation,
  type StoredFile,
} from '@seminary/core/storage';
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
import { inviteStaff, listStaff, setStaffRole } from './staffFunction.ts';
import { supabase, supabaseAnonKey, supabaseUrl } from './supabaseClient.ts';

export { FileUploadError } from '@seminary/core/storage';

type PublicTables = Database['public']['Tables'];

/**
 * The tables react-admin may list and edit: those keyed by an `id`, as its records are. The staff
 * roles (keyed by their user) change only through the staff function.
 */
export type TableName = {
  [Table in keyof PublicTables]: PublicTables[Table]['Row'] extends { id: unknown } ? Table : never;
}[keyof PublicTables];

/** The gallery tables, whose images are added many at once: one insert per batch of uploaded images. */
export const GALLERY_TABLES = ['gallery', 'about_gallery', 'campus_life_gallery'] as const;
export type GalleryTable = (typeof GALLERY_TABLES)[number];

const storage = createFileStorage({ client: supabase, supabaseUrl, anonKey: supabaseAnonKey });

/** What the callbacks hand to the write underneath them: files to clean up after it succeeds or fails. */
interface FileMeta {
  /** Uploaded for this write: removed if it fails. */
  uploadedFiles?: StoredFile[];
  /** Pointed at by the rows before this write: removed after it, unless another row still does. */
  releasedFiles?: StoredFile[];
}

/** What a screen may pass in a save's meta. */
export interface UploadMeta {
  /** Told how much of the file has reached storage, from 0 to 1 (for records with one file). */
  onUploadProgress?: (fraction: number) => void;
}

/** What a screen may pass in createMany's meta. */
export interface CreateManyMeta {
  /** Told how much of the index-th row's file has reached storage, from 0 to 1. */
  onUploadProgress?: (index: number, fraction: number) => void;
}

/**
 * Uploads every File in the record's file columns and puts its public URL in its place. Files
 * of this record that did reach storage before a failure are removed again: no row names them.
 */
async function uploadChosenFiles(
  columns: Record<string, StorageLocation>,
  data: Record<string, unknown>,
  onProgress: ((fraction: number) => void) | undefined,
  uploaded: StoredFile[],
): Promise<Record<string, unknown>> {
  const saved = { ...data };
  for (const [column, location] of Object.entries(columns)) {
    const value = data[column];
    if (!(value instanceof File)) continue;
    try {
      const file = await storage.upload(location, value, { onProgress });
      uploaded.push(file);
      saved[column] = file.value;
    } catch (error) {
      await storage.removeUnreferenced(uploaded);
      throw error;
    }
  }
  return saved;
}

/** The files a record's columns point at. */
function filesOf(columns: Record<string, StorageLocation>, record: Record<string, unknown> | undefined): StoredFile[] {
  return Object.entries(columns).flatMap(([column, location]) => {
    const value = record?.[column];
    return typeof value === 'string' && value ? [{ location, value }] : [];
  });
}

function fileCallbacks(resource: TableName, columns: Record<string, StorageLocation>): ResourceCallbacks {
  return {
    resource,
    async beforeCreate(params: CreateParams) {
      const uploadedFiles: StoredFile[] = [];
      const data = await uploadChosenFiles(columns, params.data, params.meta?.onUploadProgress, uploadedFiles);
      return { ...params, data, meta: { ...params.meta, uploadedFiles } satisfies FileMeta };
    },
    async beforeUpdate(params: UpdateParams) {
      const uploadedFiles: StoredFile[] = [];
      const data = await uploadChosenFiles(columns, params.data, params.meta?.onUploadProgress, uploadedFiles);
      const replacedColumns = Object.fromEntries(
        Object.entries(columns).filter(([column]) => params.data[column] instanceof File),
      );
      const releasedFiles = filesOf(replacedColumns, params.previousData);
      return { ...params, data, meta: { ...params.meta, uploadedFiles, releasedFiles } satisfies FileMeta };
    },
    async afterDelete(result) {
      await storage.removeUnreferenced(filesOf(columns, result.data as Record<string, unknown> | undefined));
      return result;
    },
    async beforeDeleteMany(params, provider) {
      const { data } = await provider.getMany(resource, { ids: params.ids });
      const releasedFiles = data.flatMap((record) => filesOf(columns, record));
      return { ...params, meta: { ...params.meta, releasedFiles } satisfies FileMeta };
    },
  };
}

/** Splits the file bookkeeping off the params, so it never reaches the REST call. */
function takeFileMeta<P extends { meta?: Record<string, unknown> & FileMeta & UploadMeta }>(params: P): [P, FileMeta] {
  if (!params.meta) return [params, {}];
  const { uploadedFiles, releasedFiles, onUploadProgress: _progress, ...meta } = params.meta;
  return [
    { ...params, meta },
    { uploadedFiles, releasedFiles },
  ];
}

/**
 * Below the callbacks: a write that fails removes the files uploaded for it, and one that
 * succeeds removes the files it let go of that no other row points at.
 */
function withFileCleanup(provider: DataProvider): DataProvider {
  return {
    ...provider,
    async create(resource, params) {
      const [rest, files] = takeFileMeta(params);
      try {
        return await provider.create(resource, rest);
      } catch (error) {
        await storage.removeUnreferenced(files.uploadedFiles ?? []);
        throw error;
      }
    },
    async update<RecordType extends RaRecord>(resource: string, params: UpdateParams) {
      const [rest, files] = takeFileMeta(params);
      let result: UpdateResult<RecordType>;
      try {
        result = await provider.update<RecordType>(resource, rest);
      } catch (error) {
        await storage.removeUnreferenced(files.uploadedFiles ?? []);
        throw error;
      }
      await storage.removeUnreferenced(files.releasedFiles ?? []);
      return result;
    },
    async deleteMany(resource, params) {
      const [rest, files] = takeFileMeta(params);
      const result = await provider.deleteMany(resource, rest);
      await storage.removeUnreferenced(files.releasedFiles ?? []);
      return result;
    },
  };
}

/**
 * The bulk insert of a gallery table: the files in the rows' image_url are uploaded
 * first, then every row is written in one insert; if that fails, the uploads are removed.
 */
async function createMany(
  resource: GalleryTable,
  { data, meta }: { data: Record<string, unknown>[]; meta?: CreateManyMeta },
): Promise<{ data: RaRecord[] }> {
  const columns = CONTENT_FILE_COLUMNS[resource];
  const uploaded: StoredFile[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const [index, row] of data.entries()) {
    const onProgress = meta?.onUploadProgress;
    rows.push(await uploadChosenFiles(columns, row, onProgress && ((f) => onProgress(index, f)), uploaded));
  }
  const { data: saved, error } = await supabase
    .from(resource)
    .insert(rows as Database['public']['Tables'][GalleryTable]['Insert'][])
    .select();
  if (error) {
    await storage.removeUnreferenced(uploaded);
    throw rpcError(error);
  }
  return { data: saved };
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
  /** Inserts a batch of gallery rows in one request, after uploading the File in each one's image_url. */
  createMany(
    resource: GalleryTable,
    params: { data: Record<string, unknown>[]; meta?: CreateManyMeta },
  ): Promise<{ data: RaRecord[] }>;
  /**
   * A short-lived link to a private payment screenshot, stored by its object name, for the
   * application it belongs to; the audit trail records who opened which.
   */
  signPaymentScreenshot(objectName: string, applicationId: string): Promise<string>;
  /** Records a CSV export of personal data in the audit trail, before the file is made. */
  logExport(table: 'registrations' | 'student_registrations', rows: number): Promise<void>;
  /** Records in the audit trail that a staff member opened one application or enquiry, before it is shown. */
  logRead(table: 'registrations' | 'student_registrations', recordId: string): Promise<void>;
  /** Puts a deleted registration back from the trash; returns the restored row's id. */
  restoreDeletedRegistration(trashId: string): Promise<string>;
  /**
   * Puts a content record back as one of its versions kept: an earlier state, or a
   * deleted record brought back. The site publishes it as any save.
   */
  restoreContentVersion(versionId: number): Promise<void>;
  /** The tables whose changes the audit trail records, by name (administrators only). */
  auditedTables(): Promise<string[]>;
}

/** One version of a content record, as the content history lists it (public.content_history). */
export type ContentVersion = Database['public']['Functions']['content_history']['Returns'][number];
/** A content record deleted in the last 30 days (public.deleted_content). */
export type DeletedContent = Database['public']['Functions']['deleted_content']['Returns'][number];

/**
 * Content history on react-admin's list machinery: 'content_history' lists one
 * record's versions (filter: table_name, record_id) and 'deleted_content' one table's deleted
 * records (filter: table_name), a page at a time, through the database's functions.
 */
function withContentHistory(provider: DataProvider): DataProvider {
  return {
    ...provider,
    getList: async (resource, params) => {
      if (resource !== 'content_history' && resource !== 'deleted_content') return provider.getList(resource, params);
      const page = params.pagination?.page ?? 1;
      const perPage = params.pagination?.perPage ?? 10;
      const filter = params.filter ?? {};
      const { data, error } =
        resource === 'content_history'
          ? await supabase.rpc('content_history', {
              table_name: filter.table_name,
              record_id: filter.record_id,
              page,
              per_page: perPage,
            })
          : await supabase.rpc('deleted_content', { table_name: filter.table_name, page, per_page: perPage });
      if (error) throw rpcError(error);
      const rows: (ContentVersion | DeletedContent)[] = data ?? [];
      return { data: rows as never, total: Number(rows[0]?.total ?? 0) };
    },
  };
}

/** Lists search in the database: the search box's `q` becomes a match on the table's search columns. */
function withSearch(provider: DataProvider): DataProvider {
  return {
    ...provider,
    getList: (resource, params) =>
      provider.getList(resource, { ...params, filter: toDatabaseFilter(resource, params.filter ?? {}) }),
  };
}

/**
 * The Staff screen on react-admin's list and form machinery: its list, invitations and
 * role changes go through the staff Edge Function instead of the REST API.
 */
function withStaff(provider: DataProvider): DataProvider {
  return {
    ...provider,
    getList: (resource, params) =>
      resource === 'staff'
        ? (listStaff(params.pagination?.page ?? 1) as Promise<never>)
        : provider.getList(resource, params),
    create: async (resource, params) => {
      if (resource !== 'staff') return provider.create(resource, params);
      const { user_id } = await inviteStaff(params.data.email, params.data.role);
      return { data: { ...params.data, id: user_id } } as never;
    },
    update: async (resource, params) => {
      if (resource !== 'staff') return provider.update(resource, params);
      await setStaffRole(String(params.id), params.data.role);
      return { data: { ...params.previousData, ...params.data } } as never;
    },
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
    withContentHistory(withStaff(withFileCleanup(withSearch(restProvider)))),
    // Every content table's file columns (core's CONTENT_FILE_COLUMNS, the database's registry).
    Object.entries(CONTENT_FILE_COLUMNS).map(([table, columns]) => fileCallbacks(table as TableName, columns)),
  ),
  createMany,
  async signPaymentScreenshot(objectName, applicationId) {
    // Logged first: a link the trail does not know of is never given out.
    const logged = await supabase.rpc('log_staff_access', {
      action: 'signed_link',
      table_name: 'student_registrations',
      record_id: applicationId,
    });
    if (logged.error) throw rpcError(logged.error);
    const { data, error } = await supabase.storage
      .from(STORAGE.paymentScreenshots.bucket)
      .createSignedUrl(objectName, PAYMENT_SCREENSHOT_SIGNED_URL_SECONDS);
    if (error || !data) throw rpcError(error ?? { message: 'No signed URL' });
    return data.signedUrl;
  },
  async logExport(table, rows) {
    const { error } = await supabase.rpc('log_staff_access', { action: 'export', table_name: table, rows });
    if (error) throw rpcError(error);
  },
  async logRead(table, recordId) {
    const { error } = await supabase.rpc('log_staff_access', {
      action: 'read',
      table_name: table,
      record_id: recordId,
    });
    if (error) throw rpcError(error);
  },
  async restoreDeletedRegistration(trashId) {
    const { data, error } = await supabase.rpc('restore_deleted_registration', { trash_id: trashId });
    if (error) throw rpcError(error);
    return data;
  },
  async restoreContentVersion(versionId) {
    const { error } = await supabase.rpc('restore_content_version', { version_id: versionId });
    if (error) throw rpcError(error);
  },
  async auditedTables() {
    const { data, error } = await supabase.rpc('audited_tables');
    if (error) throw rpcError(error);
    return data;
  },
};
