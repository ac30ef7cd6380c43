export { StudentRegistrationsRoutes as default } from './StudentRegistrationsRoutes.tsx';
