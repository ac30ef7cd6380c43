// The chosen program's courses as a radio list, shown only when the program has any,
// with the list's loading and failure states. The application and the enquiry both use it.

import { useWords } from '../forms/locale.tsx';
import { Spinner } from '../forms/Spinner.tsx';
import type { CourseOption } from './application-api.ts';
import type { Remote } from './use-remote.ts';

interface Props {
  programType: string;
  courseId: string;
  onChange: (courseId: string) => void;
  courses: Remote<CourseOption[]>;
  onRetry: () => void;
  errorMessage: string | null;
}

export function CourseChoice({ programType, courseId, onChange, courses, onRetry, errorMessage }: Props) {
  const words = useWords();
  if (!programType) return null;
  if (courses.status === 'loading') return <Spinner label={words.site.applyForm.coursesLoading} />;
  if (courses.status === 'error') {
    return (
      <div className="rounded-xl bg-red-50 p-4 text-red-900" data-courses-error>
        <p>{errorMessage}</p>
        <button type="button" onClick={onRetry} className="btn-outline mt-3">
          {words.common.tryAgain}
        </button>
      </div>
    );
  }
  const programCourses = courses.data.filter((course) => course.program_type === programType);
  if (programCourses.length === 0) return null;
  return (
    <fieldset>
      <legend className="field-label">
        {words.site.applyForm.course}
        <span className="ml-0.5 text-burgundy-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2" data-course-options>
        {programCourses.map((course) => (
          <label
            key={course.id}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-plum-900/20 bg-cream-50 px-4 py-3 has-[:checked]:border-plum-700 has-[:checked]:bg-plum-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-500"
          >
            <input
              type="radio"
              name="course_id"
              value={course.id}
              checked={courseId === course.id}
              onChange={() => onChange(course.id)}
              className="size-5 accent-plum-800"
            />
            <span>{course.title}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
