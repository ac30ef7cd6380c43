export { BannerList as default } from './BannerList.tsx';
