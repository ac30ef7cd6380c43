export { EventList as default } from './EventList.tsx';
