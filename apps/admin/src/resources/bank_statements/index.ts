import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { bankStatementsWords } from '@seminary/core/i18n/en/admin/bank-statements.ts';
import type { ResourceProps } from 'react-admin';
import { sectionScreen } from '../../layout/sectionScreen.tsx';

/** The admissions office's import of the bank's statement, which verifies the applications' fees. */
export default {
  list: sectionScreen(async () => (await import('./BankStatementsScreen.tsx')).BankStatementsScreen),
  icon: AccountBalanceIcon,
  options: { label: bankStatementsWords.bankStatements },
} satisfies Omit<ResourceProps, 'name'>;
