// Upload names moved to storage.ts, the module that owns stored files; re-exported here while
// the admin's and the site's screens still import them from here.
export { fileExtension, paymentScreenshotObjectName, titleFromFileName, uniqueObjectPath } from './storage.ts';
