// /te/events/<slug>.ics: the English endpoint, writing Telugu by its /te address.
export { GET, getStaticPaths } from '../../events/[slug].ics.ts';
