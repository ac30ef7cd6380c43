// The words of the admin's banners screens.
export const bannersWords = {
  title: 'Title',
  subtitle: 'Subtitle',
  buttonText: 'Button Text',
  buttonLink: 'Button Link',
  bannerImage: 'Banner image',
  editBanner: 'Edit Banner',
  addNewBanner: 'Add New Banner',
  bannersInCarouselOrder: 'Banners in carousel order',
  moveUp: 'Move up',
  moveDown: 'Move down',
  addBanner: 'Add Banner',
  loadingBanners: 'Loading banners...',
  noBannersYetAddYour: 'No banners yet. Add your first banner!',
  confirmDelete: (title: string | number) =>
    `Are you sure you want to delete the banner “${title}”? Its image is removed too.`,
  moveUpOf: (title: string | number) => `Move ${title} up`,
  moveDownOf: (title: string | number) => `Move ${title} down`,
  deleteBanner: 'Delete banner',
  banners: 'Banners',
  position: (position: number, total: number) => `Position ${position} of ${total}`,
} as const;
