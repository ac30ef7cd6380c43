import { describe, expect, it } from 'vitest';
import { madeBeforeAll, useTestServer } from './support/server.ts';
import {
  expectStorageRefusal,
  FILES,
  filesUnder,
  STORAGE_FIXTURE_SQL,
  storageError,
} from './support/storage-fixtures.ts';

// An upload limit raised by a rule in the database, as the project's migrations raise it.
const UPLOAD_LIMIT_SQL = `
create function public.refuse_third_upload() returns trigger language plpgsql as $$
begin
  if (select count(*) from storage.objects where bucket_id = new.bucket_id and name like 'limited/%') >= 2 then
    raise sqlstate 'PT429' using message = 'Too many uploads. Please try again later.';
  end if;
  return new;
end $$;
create trigger refuse_third_upload before insert on storage.objects
  for each row when (new.name like 'limited/%') execute function public.refuse_third_upload();
`;

describe('storage: what an upload is and how it is served', () => {
  const server = useTestServer({ extraSql: [STORAGE_FIXTURE_SQL, UPLOAD_LIMIT_SQL] });
  const service = madeBeforeAll(() => server.service());

  const rawUpload = (bucket: string, key: string, body: Uint8Array<ArrayBuffer> | string, contentType: string) =>
    fetch(`${server.url}/storage/v1/object/${bucket}/${key}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.serviceRoleKey}`, 'content-type': contentType },
      body,
    });

  const multipartUpload = (bucket: string, key: string, body: Uint8Array<ArrayBuffer> | string, partType: string) => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([body], { type: partType }), 'blob');
    return fetch(`${server.url}/storage/v1/object/${bucket}/${key}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.serviceRoleKey}` },
      body: form,
    });
  };

  const stored = async (bucket: string, key: string) =>
    (
      await server.db.query<{ mimetype: string }>(
        "select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = $1 and name = $2",
        [bucket, key],
      )
    ).rows[0]?.mimetype;

  it('stores one bare type, dropping parameters, and refuses a list of types', async () => {
    const withCharset = await rawUpload('docs', 'note.txt', 'hello', 'Text/Plain; charset=UTF-8');
    expect(withCharset.status).toBe(200);
    expect(await stored('docs', 'note.txt')).toBe('text/plain');

    for (const [key, type] of [
      ['list.png', 'image/png;,image/svg+xml'],
      ['list2.png', 'image/png, text/html'],
      ['wild.png', 'image/*'],
      ['bare.png', 'png'],
    ] as const) {
      const response = await rawUpload('media', key, FILES.png, type);
      expect(response.status, type).toBe(400);
      expect(await response.json(), type).toEqual({
        statusCode: '415',
        code: 'InvalidMimeType',
        error: 'invalid_mime_type',
        message: `mime type ${type} is not supported`,
      });
      expect(await stored('media', key)).toBeUndefined();
    }
    const multipart = await multipartUpload('media', 'multi-list.png', FILES.png, 'image/png;,image/svg+xml');
    expect(multipart.status).toBe(400);
    expect((await multipart.json()).code).toBe('InvalidMimeType');
  });

  it('refuses bytes that are not what their type says, raw or multipart', async () => {
    const cases = [
      ['png-as-jpeg.jpg', FILES.png, 'image/jpeg'],
      ['svg-as-png.png', FILES.svg, 'image/png'],
      ['xml-svg-as-png.png', FILES.xmlSvg, 'image/png'],
      ['html-as-png.png', FILES.html, 'image/png'],
      ['html-as-webp.webp', FILES.html, 'image/webp'],
      ['pdf-as-png.png', FILES.pdf, 'image/png'],
    ] as const;
    for (const [key, bytes, type] of cases) {
      for (const send of [rawUpload, multipartUpload]) {
        const response = await send('media', key, bytes, type);
        expect(response.status, `${key} ${send.name}`).toBe(400);
        expect(await response.json(), key).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
        expect(await stored('media', key)).toBeUndefined();
      }
    }
    // Nothing refused was left behind in staging.
    expect((await filesUnder(server.ctx.storageDir)).filter((file) => file.startsWith('.staging'))).toEqual([]);

    // Through the official client too.
    const { error } = await service.storage
      .from('media')
      .upload('client-svg.png', new Blob([FILES.svg], { type: 'image/png' }));
    expect(storageError(error)).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
  });

  it('accepts each image format under its own type', async () => {
    for (const [key, bytes, type] of [
      ['ok.png', FILES.png, 'image/png'],
      ['ok.jpg', FILES.jpeg, 'image/jpeg'],
      ['ok.webp', FILES.webp, 'image/webp'],
    ] as const) {
      const { error } = await service.storage.from('media').upload(key, new Blob([bytes], { type }));
      expect(error, key).toBeNull();
      expect(await stored('media', key)).toBe(type);
    }
    const pdf = await service.storage.from('docs').upload('ok.pdf', FILES.pdf, { contentType: 'application/pdf' });
    expect(pdf.error).toBeNull();
  });

  it('serves stored objects with nosniff and a sandboxing CSP, and never SVG or HTML inline', async () => {
    expect((await rawUpload('docs', 'drawing.svg', FILES.svg, 'image/svg+xml')).status).toBe(200);
    expect((await rawUpload('docs', 'page.html', FILES.html, 'text/html')).status).toBe(200);
    expect((await rawUpload('docs', 'xml-svg.svg', FILES.xmlSvg, 'image/svg+xml')).status).toBe(200);
    const docs = service.storage.from('docs');
    for (const key of ['drawing.svg', 'xml-svg.svg', 'page.html']) {
      const { data } = await docs.createSignedUrl(key, 60);
      const response = await fetch(data?.signedUrl as string);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('content-disposition'), key).toBe('attachment;');
      expect(response.headers.get('content-type')).not.toBe('text/html');
      await response.arrayBuffer();
    }

    const png = await fetch(`${server.url}/storage/v1/object/public/media/ok.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBeNull();
    expect(png.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(new Uint8Array(FILES.png));
  });

  it("answers a database rule's PT429 with status 429 in Storage's error shape", async () => {
    const media = service.storage.from('docs');
    for (const key of ['limited/1.png', 'limited/2.png']) {
      expect((await media.upload(key, new Blob([FILES.png], { type: 'image/png' }))).error).toBeNull();
    }
    const response = await rawUpload('docs', 'limited/3.png', FILES.png, 'image/png');
    await expectStorageRefusal(response, 429, {
      statusCode: '429',
      code: 'SlowDown',
      error: 'too_many_requests',
      message: 'Too many uploads. Please try again later.',
    });
    const { error } = await media.upload('limited/4.png', new Blob([FILES.png], { type: 'image/png' }));
    expect(storageError(error)).toEqual({
      name: 'StorageApiError',
      status: 429,
      statusCode: '429',
      code: 'SlowDown',
      message: 'Too many uploads. Please try again later.',
    });
    expect(await stored('docs', 'limited/3.png')).toBeUndefined();
  });
});
