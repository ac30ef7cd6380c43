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
} as const;
