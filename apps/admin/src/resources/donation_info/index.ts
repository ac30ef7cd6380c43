export { DonationInfoList as default } from './DonationInfoList.tsx';
