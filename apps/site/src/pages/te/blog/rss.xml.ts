// The Telugu feed: the English route's file, in Telugu by its /te address.
export { GET } from '../../blog/rss.xml.ts';
