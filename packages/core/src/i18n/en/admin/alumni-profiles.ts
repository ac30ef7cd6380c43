// The words of the admin's alumni profiles screens.
export const alumniProfilesWords = {
  photoOf: (name: string | number) => `Photo of ${name}`,
  noPhotoOf: (name: string | number) => `No photo of ${name}`,
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
  confirmDelete: (name: string | number) =>
    `Are you sure you want to delete the profile of ${name}? It can be brought back from Recently deleted for 30 days.`,
  deleteAlumniProfile: 'Delete alumni profile',
  alumni: 'Alumni',
} as const;
