export { MailScreen as default } from './MailScreen.tsx';
