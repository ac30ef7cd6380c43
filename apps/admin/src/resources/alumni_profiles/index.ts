export { AlumniList as default } from './AlumniList.tsx';
