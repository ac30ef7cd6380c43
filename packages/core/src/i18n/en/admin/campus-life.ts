// The words of the admin's campus life screens.
export const campusLifeWords = {
  title: 'Title',
  content: 'Content',
  eventImage: 'Event image',
  editEvent: 'Edit Event',
  addNewEvent: 'Add New Event',
  campusLifeEvents: 'Campus life events',
  addEvent: 'Add Event',
  loadingEvents: 'Loading events...',
  noCampusLifeEventsYet: 'No campus life events yet. Add your first event!',
  confirmDelete: (title: string | number) =>
    `Are you sure you want to delete the event “${title}”? Its image is removed too.`,
  deleteEvent: 'Delete event',
  campusLifeGalleryImages: 'Campus life gallery images',
  campusLifeImageAdded: (value: string | number) => `Campus life image added ${value}`,
  noCampusLifeGalleryImages: 'No campus life gallery images yet. Select images above to add them.',
  campusLife: 'Campus Life',
} as const;
