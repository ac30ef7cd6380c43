export { CourseList as default } from './CourseList.tsx';
