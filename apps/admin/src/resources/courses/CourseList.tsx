import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { isProgramType, PROGRAM_LABELS, PROGRAM_TYPES } from '@seminary/core/constants';
import { coursesWords } from '@seminary/core/i18n/en/admin/courses.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { FilterLiveForm, useDelete } from 'react-admin';
import { describeError } from '../../components/errors.ts';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { ListScreen, useReportError } from '../../components/ListScreen.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import type { Row } from '../../components/records.ts';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useRecordEditor } from '../../components/useRecordEditor.ts';
import { CourseForm } from './CourseForm.tsx';

type Course = Row<'courses'>;
const COURSES = texts.admin.courses;
const columns = COURSES.columns;
const PROGRAM_CHOICES = PROGRAM_TYPES.map((type) => ({ id: type, name: PROGRAM_LABELS[type] }));

function CourseFilters() {
  return (
    <FilterLiveForm debounce={300}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <SearchInput label={coursesWords.searchCourses} sx={{ flex: '2 1 240px' }} />
        <Box sx={{ flex: '1 1 200px' }}>
          <FilterSelect
            source="program_type"
            label={coursesWords.programType}
            allLabel={coursesWords.allPrograms}
            choices={PROGRAM_CHOICES}
          />
        </Box>
      </Box>
    </FilterLiveForm>
  );
}

function CourseRows({ onEdit }: { onEdit: (course: Course) => void }) {
  const [deleteOne] = useDelete();
  const reportError = useReportError();

  async function remove(course: Course) {
    // A course's delete asks with the browser's own confirmation, not the dialog other screens use.
    if (!window.confirm(COURSES.confirmDelete)) return;
    reportError(null);
    try {
      await deleteOne(
        'courses',
        { id: course.id, previousData: course },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (failure) {
      reportError(describeError(failure));
    }
  }

  return (
    <RowsTable label={coursesWords.courses}>
      <Column source="title" label={columns.title} sx={{ fontWeight: 500, minWidth: 160 }} />
      <Column
        source="program_type"
        label={columns.programType}
        render={(course: Course) =>
          isProgramType(course.program_type) ? PROGRAM_LABELS[course.program_type] : course.program_type
        }
      />
      <Column source="duration" label={columns.duration} sx={{ whiteSpace: 'nowrap' }} />
      <Column
        source="schedule"
        label={columns.schedule}
        disableSort
        sx={{ minWidth: 180 }}
        render={(course: Course) => course.schedule ?? '—'}
      />
      <Column source="intake" label={columns.intake} render={(course: Course) => course.intake ?? '—'} />
      <Column
        source="description"
        label={columns.description}
        disableSort
        sx={{ minWidth: 240 }}
        render={(course: Course) => (
          <Box sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {course.description}
          </Box>
        )}
      />
      <ActionsColumn
        label={columns.actions}
        render={(course: Course) => (
          <EditDeleteActions
            history={{ resource: 'courses', id: course.id }}
            name={course.title}
            onEdit={() => onEdit(course)}
            onDelete={() => remove(course)}
          />
        )}
      />
    </RowsTable>
  );
}

/** All courses by title, searched on title or description and filtered by program in the database. */
export function CourseList() {
  const editor = useRecordEditor<Course>('courses');
  const editing = editor.record;
  return (
    <ListScreen
      resource="courses"
      title={COURSES.heading}
      sort={{ field: 'title', order: 'ASC' }}
      paged
      loadErrorMessage={screenErrors.courses.load}
      loadingLabel={coursesWords.loadingCourses}
      emptyText={COURSES.empty}
      actions={
        <>
          <RecentlyDeletedButton resource="courses" label="courses" />
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => editor.open('new')}
            disabled={editing === 'new'}
          >
            {coursesWords.addCourse}
          </Button>
        </>
      }
      filters={
        <>
          {editing ? (
            <CourseForm
              key={editing === 'new' ? 'new' : editing.id}
              course={editing === 'new' ? null : editing}
              onClose={editor.close}
            />
          ) : null}
          <CourseFilters />
        </>
      }
    >
      <CourseRows onEdit={editor.open} />
    </ListScreen>
  );
}
