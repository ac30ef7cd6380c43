// The words of /alumni/register. The page renders the static parts at build time and hands the
// island only its own language's `island` words, as plain texts (an island's props cannot carry
// functions), so the island's bundle does not carry them.
export interface AlumniRegisterIslandWords {
  formHeading: string;
  requiredNote: string;
  choose: string;
  sections: { personal: string; education: string; position: string; story: string };
  fields: {
    name: string;
    email: string;
    emailHint: string;
    location: string;
    photo: string;
    photoHint: string;
    graduationYear: string;
    degree: string;
    currentPosition: string;
    organization: string;
    bio: string;
    testimonial: string;
    testimonialHint: string;
  };
  submit: string;
  sending: string;
  sent: { heading: string; text: string };
  confirming: string;
  /** What her link answers, by the registration's state. */
  confirmed: { pending: string; approved: string; rejected: string };
  linkNotValid: string;
  uploadFailed: string;
  tooManyUploads: string;
  unexpected: string;
}

export interface AlumniRegisterWords {
  page: { title: string; description: string; eyebrow: string; subtitle: string; steps: readonly string[] };
  island: AlumniRegisterIslandWords;
}

export const alumniRegister: AlumniRegisterWords = {
  page: {
    title: 'Register as Alumni',
    description:
      'Graduates of the seminary: join the alumni network with your profile, class year, ministry and testimonial.',
    eyebrow: 'Alumni Network',
    subtitle: 'Studied with us? Join the alumni network and let others see where God has led you.',
    steps: [
      'Fill in your profile and send it.',
      'Open the link we e-mail you within 24 hours to confirm your address.',
      'Our office reviews your profile and writes to you; once approved, it appears on the alumni page.',
    ],
  },
  island: {
    formHeading: 'Your alumni profile',
    requiredNote: 'Fields marked * are required.',
    choose: 'Select…',
    sections: {
      personal: 'Personal Information',
      education: 'Education',
      position: 'Current Position',
      story: 'Bio & Testimonial',
    },
    fields: {
      name: 'Full Name',
      email: 'E-mail',
      emailHint: 'We send a link to confirm it, and our decision. It is never shown on the website.',
      location: 'Location',
      photo: 'Photo',
      photoHint: 'Optional. A picture of you, at most 5 MB.',
      graduationYear: 'Graduation Year',
      degree: 'Degree',
      currentPosition: 'Position',
      organization: 'Organization',
      bio: 'Bio',
      testimonial: 'Testimonial',
      testimonialHint: 'Optional. A sentence or two about what your time at the seminary meant to you.',
    },
    submit: 'Register',
    sending: 'Sending...',
    sent: {
      heading: 'Please check your e-mail',
      text: 'We have sent a link to your address. Open it within 24 hours to confirm your registration; until then we keep nothing for review, and after that nothing at all. If nothing arrives, please look in your spam folder.',
    },
    confirming: 'Confirming your registration...',
    confirmed: {
      pending:
        'Thank you: your e-mail address is confirmed. Our office will review your profile and write to you when it is decided.',
      approved: 'Your profile has been approved. It appears on the alumni page with the website’s next update.',
      rejected: 'Our office has decided about your registration: please see our e-mail.',
    },
    linkNotValid: 'This link is not valid or has expired. You can register again below.',
    uploadFailed: 'Error uploading profile image. Please try again.',
    tooManyUploads: 'Too many uploads. Please try again later.',
    unexpected: 'Something went wrong. Please try again later.',
  },
};
