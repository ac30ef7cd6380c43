import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The admissions office's import of the bank's statement, which verifies the applications' fees. */
export default {
  list: sectionScreen(async () => (await import('./BankStatementsScreen.tsx')).BankStatementsScreen),
  icon: AccountBalanceIcon,
  options: { label: 'Bank Statements' },
} satisfies Omit<ResourceProps, 'name'>;
