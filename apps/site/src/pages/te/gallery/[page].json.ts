// The Telugu pages of the same list: the English route's files, in Telugu by their /te address.
export { GET, getStaticPaths } from '../../gallery/[page].json.ts';
