// The gallery's own words around the spec's texts, said the same way by the built page and by
// the script that appends later pictures.

export const galleryWords = {
  showMore: 'Show more photos',
  openPicture: (number: number, total: number) => `Open picture ${number} of ${total} in full screen:`,
} as const;
