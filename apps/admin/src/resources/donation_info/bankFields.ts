import { texts } from '@seminary/core/texts';

/** The bank details of a donation record, labelled as the donation page labels them. */
export const BANK_FIELDS = [
  { field: 'bank_name', label: texts.give.bankName },
  { field: 'account_holder', label: texts.give.accountHolder },
  { field: 'account_number', label: texts.give.accountNumber },
  { field: 'ifsc_code', label: texts.give.ifscCode },
  { field: 'branch', label: texts.give.branch },
] as const;
