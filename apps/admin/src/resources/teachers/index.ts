export { TeacherList as default } from './TeacherList.tsx';
