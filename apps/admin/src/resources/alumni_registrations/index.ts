export { AlumniRegistrationsScreen as default } from './AlumniRegistrationsScreen.tsx';
