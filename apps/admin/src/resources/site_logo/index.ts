export { LogoPage as default } from './LogoPage.tsx';
