import type { RegistrationsExportKind } from '@seminary/core/csv-export';
import { texts } from '@seminary/core/texts';

export type RegistrationKind = RegistrationsExportKind;

/** The two application tables share one screen; these are the differences. */
export const REGISTRATION_KINDS = {
  registrations: {
    heading: texts.admin.registrations.heading,
    hasPaymentScreenshot: false,
    hasApplicationStatus: false,
  },
  student_registrations: {
    heading: texts.admin.registrations.studentHeading,
    hasPaymentScreenshot: true,
    hasApplicationStatus: true,
  },
} as const satisfies Record<
  RegistrationKind,
  { heading: string; hasPaymentScreenshot: boolean; hasApplicationStatus: boolean }
>;
