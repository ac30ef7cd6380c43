// The profile update's own words where the spec quotes none (its quoted texts are in core).
export const alumniUpdateLabels = {
  intro:
    'Find your profile by name, check your details and save. Your changes appear on the alumni page once the site is next published.',
  searchLabel: 'Your name',
  searchPlaceholder: 'Enter your name',
  search: 'Search',
  searching: 'Searching...',
  results: 'Is this you?',
  edit: 'Edit this profile',
  editHeading: 'Edit Your Profile',
  requiredNote: 'Fields marked * are required.',
  fields: {
    name: 'Full Name',
    location: 'Location',
    graduationYear: 'Graduation Year',
    degree: 'Degree',
    currentPosition: 'Position',
    organization: 'Organization',
    photo: 'New Photo',
    photoHint: 'Optional. Leave empty to keep your current photo.',
    bio: 'Bio',
    testimonial: 'Testimonial',
    testimonialHint: 'Optional. A sentence or two about what your time at the seminary meant to you.',
  },
  choose: 'Select…',
  save: 'Save Changes',
  redirecting: 'Your profile has been saved. Taking you to the alumni network in a few seconds…',
} as const;
