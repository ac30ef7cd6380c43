// The words of the admin's courses screens.
export const coursesWords = {
  title: 'Title',
  programType: 'Program Type',
  intake: 'Intake',
  duration: 'Duration',
  n3Years: '3 years',
  schedule: 'Schedule',
  mondayToFriday: 'Monday to Friday',
  description: 'Description',
  editCourse: 'Edit Course',
  addNewCourse: 'Add New Course',
  searchCourses: 'Search courses',
  allPrograms: 'All Programs',
  courses: 'Courses',
  loadingCourses: 'Loading courses...',
  addCourse: 'Add Course',
} as const;
