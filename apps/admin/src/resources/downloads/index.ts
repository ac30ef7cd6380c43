export { DownloadList as default } from './DownloadList.tsx';
