// The words of the admin's downloads screens.
export const downloadsWords = {
  pdfFile: 'PDF file',
  title: 'Title',
  thumbnailImage: 'Thumbnail image',
  category: 'Category',
  prospectus: 'Prospectus',
  description: 'Description',
  titleOf: (title: string | number) => `Title: ${title}`,
  editDownload: 'Edit Download',
  addNewDownload: 'Add New Download',
  theTitleIsTakenFrom: 'The title is taken from the PDF’s file name.',
  downloads: 'Downloads',
  loadingDownloads: 'Loading downloads...',
  addDownload: 'Add Download',
  openPdf: 'Open PDF',
  openPdfOf: (title: string | number) => `Open PDF: ${title}`,
  deleteDownload: 'Delete download',
} as const;
