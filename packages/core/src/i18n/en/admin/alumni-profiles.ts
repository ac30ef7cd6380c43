// The words of the admin's alumni profiles screens.
export const alumniProfilesWords = {
  photoOf: (name: unknown) => `Photo of ${name}`,
  noPhotoOf: (name: unknown) => `No photo of ${name}`,
  fullName: 'Full Name',
  photo: 'Photo',
  graduationYear: 'Graduation Year',
  degree: 'Degree',
  position: 'Position',
  organization: 'Organization',
  location: 'Location',
  bio: 'Bio',
  testimonial: 'Testimonial',
  optional: 'Optional',
  alumniProfiles: 'Alumni profiles',
  alumniManagement: 'Alumni Management',
  deletedNoun: 'alumni profiles',
  addProfile: 'Add Profile',
  areYouSureYouWant: (name: unknown) =>
    `Are you sure you want to delete the profile of ${name}? It can be brought back from Recently deleted for 30 days.`,
  deleteAlumniProfile: 'Delete alumni profile',
  alumni: 'Alumni',
} as const;
