import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  InputAdornment,
  MenuItem,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { isProgramType, PROGRAM_LABELS, PROGRAM_TYPES } from '@seminary/core/constants';
import { filterCourses } from '@seminary/core/filters';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { describeError } from '../../components/errors.ts';
import { LoadingState } from '../../components/LoadingState.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { ScrollableTable } from '../../components/ScrollableTable.tsx';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import { CourseForm } from './CourseForm.tsx';

type Course = Row<'courses'>;
const columns = texts.admin.courses.columns;

export function CourseList() {
  const dataProvider = useDataProvider();
  const { data: courses = [], isPending, error, refetch } = useTableRows('courses', { field: 'title', order: 'ASC' });
  const [search, setSearch] = useState('');
  const [programType, setProgramType] = useState('');
  const [editing, setEditing] = useState<Course | 'new' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const shown = filterCourses(courses, { search, program_type: isProgramType(programType) ? programType : '' });

  async function remove(course: Course) {
    // The spec asks with the browser's own confirmation here.
    if (!window.confirm(texts.admin.courses.confirmDelete)) return;
    setActionError(null);
    try {
      await dataProvider.delete('courses', { id: course.id, previousData: course });
      await refetch();
    } catch (failure) {
      setActionError(describeError(failure));
    }
  }

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={texts.admin.courses.heading}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            disabled={editing === 'new'}
          >
            Add Course
          </Button>
        }
      />
      <ErrorBanner message={error ? screenErrors.courses.load : actionError} />
      {editing ? (
        <CourseForm
          key={editing === 'new' ? 'new' : editing.id}
          course={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label="Search courses"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '2 1 240px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Program Type"
          value={programType}
          onChange={(event) => setProgramType(event.target.value)}
          sx={{ flex: '1 1 200px' }}
        >
          <MenuItem value="">All Programs</MenuItem>
          {PROGRAM_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {PROGRAM_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error ? null : isPending ? (
        <LoadingState label="Loading courses..." />
      ) : (
        <ScrollableTable label="Courses">
          <TableHead>
            <TableRow>
              <TableCell>{columns.title}</TableCell>
              <TableCell>{columns.programType}</TableCell>
              <TableCell>{columns.duration}</TableCell>
              <TableCell>{columns.schedule}</TableCell>
              <TableCell>{columns.intake}</TableCell>
              <TableCell>{columns.description}</TableCell>
              <TableCell align="right">{columns.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ py: 4 }}>
                  {texts.admin.courses.empty}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((course) => (
                <TableRow key={course.id}>
                  <TableCell sx={{ fontWeight: 500, minWidth: 160 }}>{course.title}</TableCell>
                  <TableCell>
                    {isProgramType(course.program_type) ? PROGRAM_LABELS[course.program_type] : course.program_type}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{course.duration}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>{course.schedule ?? '—'}</TableCell>
                  <TableCell>{course.intake ?? '—'}</TableCell>
                  <TableCell sx={{ minWidth: 240 }}>
                    <Box
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {course.description}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <EditDeleteActions
                      name={course.title}
                      onEdit={() => setEditing(course)}
                      onDelete={() => remove(course)}
                    />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </ScrollableTable>
      )}
    </Box>
  );
}
