export { PaymentSettingsScreen as default } from './PaymentSettingsScreen.tsx';
