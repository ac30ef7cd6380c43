import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The school's UPI ID, payee name and each program's application fee, for administrators. */
export default {
  list: sectionScreen(async () => (await import('./PaymentSettingsScreen.tsx')).PaymentSettingsScreen),
  icon: PaymentsIcon,
  options: { label: 'UPI Payments' },
} satisfies Omit<ResourceProps, 'name'>;
