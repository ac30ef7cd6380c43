// The words of the admin's videos screens.
export const videosWords = {
  thumbnailPreview: 'Thumbnail preview',
  saving: 'Saving...',
  title: 'Title',
  youtubeUrl: 'YouTube URL',
  subtitle: 'Subtitle',
  description: 'Description',
  customThumbnailUrl: 'Custom thumbnail URL',
  optionalLeaveEmptyToUse: "Optional. Leave empty to use the video's own YouTube thumbnail.",
  videosNewestFirst: 'Videos, newest first',
  loadingVideos: 'Loading videos...',
  play: (title: string | number) => `Play ${title}`,
  deleteVideo: 'Delete video',
  closeVideo: 'Close video',
  videos: 'Videos',
} as const;
