// The words of the admin's statistics screens.
export const statisticsWords = {
  saving: 'Saving...',
  title: 'Title',
  value: 'Value',
  shownWithATrailingOn: 'Shown with a trailing + on the home page',
  icon: 'Icon',
  statistics: 'Statistics',
  confirmDelete: (title: string | number) => `Are you sure you want to delete the statistic “${title}”?`,
  deleteStatistic: 'Delete statistic',
} as const;
