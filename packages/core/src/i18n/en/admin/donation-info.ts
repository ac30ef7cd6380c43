// The words of the admin's donation info screens.
export const donationInfoWords = {
  title: 'Title',
  qrCodeImage: 'QR code image',
  editDonationInformation: 'Edit Donation Information',
  addDonationInformation: 'Add Donation Information',
  donationInformation: 'Donation information',
  loadingDonationInformation: 'Loading donation information...',
  noDonationInformationYetAdd: "No donation information yet. Add the school's bank details and QR code.",
  deletedNoun: 'donation information',
  confirmDelete: (title: string | number) =>
    `Are you sure you want to delete “${title}”? Its QR code image is removed too.`,
  deleteDonationInformation: 'Delete donation information',
  donations: 'Donations',
} as const;
