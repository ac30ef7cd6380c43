// The words of the admin's gallery screens.
export const galleryWords = {
  galleryImages: 'Gallery images',
  noGalleryImagesYetSelect: 'No gallery images yet. Select images above to add them.',
  gallery: 'Gallery',
} as const;
