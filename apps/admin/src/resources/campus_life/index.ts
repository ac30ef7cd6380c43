export { CampusLifePage as default } from './CampusLifePage.tsx';
