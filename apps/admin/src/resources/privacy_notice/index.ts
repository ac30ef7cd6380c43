export { PrivacyNoticeScreen as default } from './PrivacyNoticeScreen.tsx';
