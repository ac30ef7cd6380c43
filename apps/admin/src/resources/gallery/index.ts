export { GalleryList as default } from './GalleryList.tsx';
