export { RegistrationsRoutes as default } from './RegistrationsRoutes.tsx';
