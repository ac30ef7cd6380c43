// The words of the admin's publishing.
export const publishingWords = {
  publishing: 'Publishing...',
  changesAreWaitingToBe: 'Changes are waiting to be published.',
  theWebsiteShowsTheLatest: 'The website shows the latest changes.',
  websitePublishing: 'Website publishing',
  publishNow: 'Publish now',
  theLastPublishFailedThe: 'The last publish failed. The website still shows the version before it.',
  lastPublished: (value: string | number) => `Last published: ${value}`,
  notPublishedYet: 'Not published yet.',
} as const;
