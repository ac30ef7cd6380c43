import { describe, expect, it } from 'vitest';
import { STORAGE } from '../src/constants.ts';
import {
  fileExtension,
  objectPathFromUrl,
  paymentScreenshotObjectName,
  titleFromFileName,
  uniqueObjectPath,
} from '../src/uploads.ts';

describe('upload names', () => {
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
    expect(uniqueObjectPath(STORAGE.galleryImages, 'a.jpg')).toMatch(
      /^gallery\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/,
    );
  });

  it('names a payment screenshot by its timestamp', () => {
    expect(paymentScreenshotObjectName('receipt.jpeg', 1735711200000)).toBe('1735711200000.jpeg');
  });

  it('finds the object behind a stored URL by its last segment', () => {
    const base = 'http://127.0.0.1:54321/storage/v1/object/public';
    expect(objectPathFromUrl(`${base}/banner-images/banners/abc.jpg`, STORAGE.bannerImages)).toBe('banners/abc.jpg');
    expect(objectPathFromUrl(`${base}/logo-images/logo%20v2.png?t=1`, STORAGE.logoImages)).toBe('logo v2.png');
    expect(objectPathFromUrl('1735711200000.png', STORAGE.paymentScreenshots)).toBe('1735711200000.png');
  });
});
