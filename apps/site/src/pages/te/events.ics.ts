// /te/events.ics: the English feed's endpoint, writing Telugu by its /te address.
export { GET } from '../events.ics.ts';
