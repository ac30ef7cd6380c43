import { describe, expect, it } from 'vitest';
import {
  BUCKET_NAMES,
  FILE_REFERENCES,
  fileExtension,
  PUBLIC_OBJECT_PATH,
  parsePublicObjectUrl,
  paymentScreenshotObjectName,
  publicObjectPrefix,
  publicObjectUrl,
  STORAGE,
  storedObjectPath,
  titleFromFileName,
  uniqueObjectPath,
} from '../src/storage.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;

describe('object names', () => {
  it('reads the extension and the title of a file name', () => {
    expect(fileExtension('Chapel Service.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
    expect(titleFromFileName('Prospectus 2025.pdf')).toBe('Prospectus 2025');
    expect(titleFromFileName('notes')).toBe('notes');
  });

  it('puts an upload under a random id with its extension in the location folder', () => {
    const id = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    expect(uniqueObjectPath(STORAGE.bannerImages, 'Welcome.PNG', id)).toBe(`banners/${id}.png`);
    expect(uniqueObjectPath(STORAGE.logoImages, 'logo.svg', id)).toBe(`${id}.svg`);
    expect(uniqueObjectPath(STORAGE.downloadFiles, 'no-extension', id)).toBe(`files/${id}`);
    expect(uniqueObjectPath(STORAGE.galleryImages, 'a.jpg')).toMatch(new RegExp(`^gallery/${UUID.source}\\.jpg$`));
  });

  it('names a payment screenshot by its timestamp and a random part nobody can guess', () => {
    const id = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    expect(paymentScreenshotObjectName('receipt.jpeg', 1735711200000, id)).toBe(`1735711200000-${id}.jpeg`);
    const first = paymentScreenshotObjectName('a.png', 1735711200000);
    const second = paymentScreenshotObjectName('a.png', 1735711200000);
    expect(first).toMatch(new RegExp(`^1735711200000-${UUID.source}\\.png$`));
    expect(first).not.toBe(second);
  });
});

describe('public URLs', () => {
  const backend = 'http://127.0.0.1:54321';

  it('builds the URL supabase-js getPublicUrl builds, from any form of the backend address', () => {
    expect(publicObjectUrl(backend, 'banner-images', 'banners/abc.jpg')).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/banner-images/banners/abc.jpg',
    );
    expect(publicObjectUrl(`${backend}/`, 'logo-images', 'logo v2.png')).toBe(
      'http://127.0.0.1:54321/storage/v1/object/public/logo-images/logo%20v2.png',
    );
    expect(publicObjectPrefix(`${backend}//`)).toBe(`${backend}${PUBLIC_OBJECT_PATH}`);
  });

  it('parses back what it builds', () => {
    for (const path of ['banners/abc.jpg', 'logo v2.png', 'files/Ünïcode (1).pdf']) {
      expect(parsePublicObjectUrl(publicObjectUrl(backend, 'downloads', path))).toEqual({ bucket: 'downloads', path });
    }
    expect(
      parsePublicObjectUrl('https://abc.supabase.co/storage/v1/object/public/gallery-images/gallery/x.jpg?t=1'),
    ).toEqual({ bucket: 'gallery-images', path: 'gallery/x.jpg' });
  });

  it('refuses what is not a public file of one of the buckets', () => {
    expect(parsePublicObjectUrl('https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg')).toBeNull();
    expect(parsePublicObjectUrl(`${backend}/storage/v1/object/public/other-bucket/a.jpg`)).toBeNull();
    expect(parsePublicObjectUrl(`${backend}/storage/v1/object/sign/banner-images/a.jpg?token=x`)).toBeNull();
    expect(parsePublicObjectUrl(`${backend}/storage/v1/object/public/banner-images/%E0%A4%A.jpg`)).toBeNull();
    expect(parsePublicObjectUrl('')).toBeNull();
  });

  it('finds the object a stored value points at, only in its own bucket', () => {
    const url = publicObjectUrl(backend, 'banner-images', 'banners/abc.jpg');
    expect(storedObjectPath(url, 'banner-images')).toBe('banners/abc.jpg');
    expect(storedObjectPath(url, 'gallery-images')).toBeNull();
    expect(storedObjectPath('data:image/svg+xml,<svg/>', 'banner-images')).toBeNull();
    expect(storedObjectPath('', 'banner-images')).toBeNull();
    expect(storedObjectPath(null, 'banner-images')).toBeNull();
    expect(storedObjectPath('1735711200000-x.png', 'payment-screenshots')).toBe('1735711200000-x.png');
    expect(storedObjectPath('../other/1735711200000.png', 'payment-screenshots')).toBeNull();
  });
});

describe('storage locations', () => {
  it('names every bucket of the spec, each with the columns that can point at its files', () => {
    expect(BUCKET_NAMES).toHaveLength(10);
    for (const location of Object.values(STORAGE)) expect(BUCKET_NAMES).toContain(location.bucket);
    for (const bucket of BUCKET_NAMES) expect(FILE_REFERENCES[bucket].length).toBeGreaterThan(0);
    expect(STORAGE.paymentScreenshots).toEqual({ bucket: 'payment-screenshots', folder: null });
  });
});
