// The Telugu pages of the same list: the English route's files, in Telugu by their /te address.
export { GET, getStaticPaths } from '../../../campus-life/events/[page].json.ts';
