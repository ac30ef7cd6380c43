// The words of the admin's about sections screens.
export const aboutSectionsWords = {
  campusGalleryImages: 'Campus gallery images',
  noCampusGalleryImagesYet: 'No campus gallery images yet. Select images above to add them.',
  saving: 'Saving...',
  sectionType: 'Section Type',
  title: 'Title',
  content: 'Content',
  theSectionTypeCannotBe: 'The section type cannot be changed.',
  loadingSections: 'Loading sections...',
  noSectionsYetAddThe: 'No sections yet. Add the history, vision and mission.',
  confirmDelete: (title: string | number) => `Are you sure you want to delete the section “${title}”?`,
  deleteSection: 'Delete section',
  about: 'About',
} as const;
