// The words of the admin's payment settings screens.
export const paymentSettingsWords = {
  upiPayments: 'UPI Payments',
  theSchoolsUpiIdAnd:
    "The school's UPI ID and the application fee of each program. Applicants pay by a UPI QR code and link made for their reference, so the payment can be matched to the application.",
  upiIdVpa: 'UPI ID (VPA)',
  theSchoolsUpiIdSuch: "The school's UPI ID, such as seminary@okaxis. Leave empty to offer no UPI link.",
  payeeName: 'Payee name',
  theNameTheApplicantsUpi: "The name the applicant's UPI app shows, as the bank account holds it.",
  inRupeesLeaveEmptyFor: 'In rupees. Leave empty for no UPI payment for this program.',
  upiIdAndFees: 'UPI ID and fees',
  upiSettingsSaved: 'UPI settings saved.',
  saveUpiSettings: 'Save UPI settings',
  applicationFee: (value: string | number) => `Application fee: ${value}`,
} as const;
