// The application's own words where the spec quotes none (its quoted texts are in core).
export const applyLabels = {
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  educationLevel: 'Education Level',
  previousInstitution: 'Previous Institution',
  course: 'Course',
  startDate: 'Preferred Start Date',
  paymentScreenshot: 'Payment Screenshot',
  paymentScreenshotHint: 'A screenshot or photo of your payment receipt (JPEG, PNG or WebP).',
  choose: 'Select…',
  sections: {
    about: 'About You',
    contact: 'Where You Live',
    education: 'Your Education',
    program: 'Your Program',
    payment: 'Application Fee',
    proofOfPayment: 'Proof of Payment',
  },
  paymentIntro:
    'Pay the application fee by scanning the QR code or by bank transfer, then upload a screenshot of the payment.',
  noPaymentDetails:
    'Payment details are not available right now. Please contact the seminary office before you submit.',
  coursesLoading: 'Loading courses...',
  redirecting: 'Taking you back to the home page in a few seconds…',
  requiredNote: 'Fields marked * are required.',
  referenceIs: 'Your reference number is',
  copyReference: 'Copy reference number',
  referenceCopied: 'Copied',
  keepReference: 'Keep it to check the status of your application.',
  checkStatus: 'Check your application status',
  draftRestored: 'We restored your saved application',
  draftRestoredDetail: 'What you entered earlier on this device is filled in again.',
  discardDraft: 'Discard it and start over',
  keptOnDevice:
    'Everything you entered is kept on this device. Submit again when you are back online; your application will not be sent twice.',
} as const;
