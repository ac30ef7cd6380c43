export { StaffScreen as default } from './StaffScreen.tsx';
