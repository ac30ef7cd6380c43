import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Chip,
  InputAdornment,
  Link,
  MenuItem,
  Paper,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import {
  CONTACT_STATUSES,
  isProgramType,
  PROGRAM_LABELS,
  PROGRAM_TYPES,
  TRASH_RETENTION_DAYS,
} from '@seminary/core/constants';
import { exportRegistrationsCsv } from '@seminary/core/csv-export';
import { filterRegistrations } from '@seminary/core/filters';
import { screenErrors, texts } from '@seminary/core/texts';
import { registrationsFilterSchema } from '@seminary/core/validation';
import { useState } from 'react';
import { useDataProvider, useUpdate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import { ScrollableTable } from '../../components/ScrollableTable.tsx';
import { type Row, useTableRows } from '../../components/useTableRows.ts';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { RegistrationActionsMenu } from './RegistrationActionsMenu.tsx';
import { REGISTRATION_KINDS, type RegistrationKind } from './registrationKinds.ts';

type Registration = Row<'registrations'> | Row<'student_registrations'>;
const columns = texts.admin.registrations.columns;
const STATUS_LABELS = {
  contacted: texts.admin.registrations.contacted,
  'not-contacted': texts.admin.registrations.notContacted,
} as const;
const FILTER_KEYS = ['program_interest', 'course_id', 'contact_status'] as const;

function programLabel(value: string): string {
  return isProgramType(value) ? PROGRAM_LABELS[value] : value;
}

/** Offers the CSV as a file download; the browser names it as core says. */
function saveCsv(filename: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The trash keeps the honeypot out, and so does the export: it is not part of an application. */
function withoutHoneypot({ honeypot: _honeypot, ...row }: Registration): Record<string, unknown> {
  return row;
}

export function RegistrationList({ kind }: { kind: RegistrationKind }) {
  const { heading, hasPaymentScreenshot } = REGISTRATION_KINDS[kind];
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const [update] = useUpdate();
  const { data: rows = [], isPending, error, refetch } = useTableRows(kind, { field: 'created_at', order: 'DESC' });
  const { data: courses = [] } = useTableRows('courses', { field: 'title', order: 'ASC' });
  // Filters live in the address, so the dashboard can link to the applicants not yet contacted.
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = registrationsFilterSchema.parse({
    search: searchParams.get('search') ?? '',
    program_interest: isProgramType(searchParams.get('program_interest')) ? searchParams.get('program_interest') : '',
    course_id: searchParams.get('course_id') ?? '',
    contact_status: (CONTACT_STATUSES as readonly string[]).includes(searchParams.get('contact_status') ?? '')
      ? searchParams.get('contact_status')
      : '',
  });
  const [filtersOpen, setFiltersOpen] = useState(FILTER_KEYS.some((key) => filter[key] !== ''));
  const [deleting, setDeleting] = useState<Registration | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const shown = filterRegistrations(rows, filter);
  const courseTitles = new Map(courses.map((course) => [course.id, course.title]));

  function setFilter(key: 'search' | (typeof FILTER_KEYS)[number], value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, { replace: true });
  }

  async function toggleContacted(row: Registration) {
    setActionError(null);
    try {
      // react-admin updates the loaded list in place once the update succeeds.
      await update(
        kind,
        { id: row.id, data: { contacted: !row.contacted }, previousData: row },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch {
      setActionError(screenErrors.admin.registrations.updateContactStatus);
    }
  }

  async function viewPaymentScreenshot(row: Registration) {
    if (!('payment_screenshot_url' in row) || !row.payment_screenshot_url) return;
    setActionError(null);
    try {
      const url = await dataProvider.signPaymentScreenshot(row.payment_screenshot_url);
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch {
      setActionError('Could not open the payment screenshot. Please try again.');
    }
  }

  async function remove(row: Registration) {
    setBusy(true);
    setActionError(null);
    try {
      await dataProvider.delete(kind, { id: row.id, previousData: row });
      await refetch();
    } catch {
      setActionError(screenErrors.admin.registrations.delete);
    }
    setDeleting(null);
    setBusy(false);
  }

  function exportCsv() {
    const { filename, content } = exportRegistrationsCsv(kind, shown.map(withoutHoneypot));
    saveCsv(filename, content);
  }

  return (
    <Box sx={{ pb: 4 }}>
      <ScreenHeader
        title={heading}
        actions={
          <>
            <Button variant="outlined" startIcon={<DeleteSweepIcon />} component={RouterLink} to="trash">
              Trash
            </Button>
            <Button
              variant="contained"
              startIcon={<FileDownloadIcon />}
              onClick={exportCsv}
              disabled={shown.length === 0}
            >
              {texts.admin.registrations.exportCsv}
            </Button>
          </>
        }
      />
      <ErrorBanner message={error ? screenErrors.admin.registrations.load : actionError} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <TextField
          label="Search by name, email, phone, city or state"
          type="search"
          value={filter.search}
          onChange={(event) => setFilter('search', event.target.value)}
          sx={{ flex: '1 1 280px', my: 0 }}
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
        <Button
          startIcon={<FilterListIcon />}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls={`${kind}-filters`}
        >
          {filtersOpen ? texts.common.hideFilters : texts.common.showFilters}
        </Button>
        <Button onClick={() => setSearchParams({}, { replace: true })}>{texts.common.clearFilters}</Button>
      </Box>
      {filtersOpen ? (
        <Paper
          id={`${kind}-filters`}
          variant="outlined"
          component="section"
          aria-label="Filters"
          sx={{
            p: 2,
            mb: 2,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <TextField
            select
            label="Program"
            value={filter.program_interest}
            onChange={(event) => setFilter('program_interest', event.target.value)}
          >
            <MenuItem value="">All Programs</MenuItem>
            {PROGRAM_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {PROGRAM_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Course"
            value={filter.course_id}
            onChange={(event) => setFilter('course_id', event.target.value)}
          >
            <MenuItem value="">All Courses</MenuItem>
            {courses.map((course) => (
              <MenuItem key={course.id} value={course.id}>
                {course.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            value={filter.contact_status}
            onChange={(event) => setFilter('contact_status', event.target.value)}
          >
            <MenuItem value="">All Statuses</MenuItem>
            {CONTACT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
        </Paper>
      ) : null}
      {error ? null : isPending ? (
        <LoadingState label="Loading registrations..." />
      ) : (
        <ScrollableTable label={heading}>
          <TableHead>
            <TableRow>
              <TableCell>{columns.name}</TableCell>
              <TableCell>{columns.contact}</TableCell>
              <TableCell>{columns.location}</TableCell>
              <TableCell>{columns.program}</TableCell>
              <TableCell>{columns.course}</TableCell>
              <TableCell>{columns.status}</TableCell>
              <TableCell>{columns.date}</TableCell>
              <TableCell align="right">{columns.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8} align="center" sx={{ py: 4 }}>
                  {texts.admin.registrations.empty}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ fontWeight: 500, minWidth: 140 }}>{row.name}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    <Link href={`mailto:${row.email}`} sx={{ display: 'block', wordBreak: 'break-all' }}>
                      {row.email}
                    </Link>
                    {row.phone ? <Link href={`tel:${row.phone.replace(/\s+/g, '')}`}>{row.phone}</Link> : null}
                  </TableCell>
                  <TableCell>{[row.city, row.state].filter(Boolean).join(', ') || '—'}</TableCell>
                  <TableCell>{programLabel(row.program_interest)}</TableCell>
                  <TableCell>{(row.course_id && courseTitles.get(row.course_id)) || '—'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={
                        row.contacted ? texts.admin.registrations.contacted : texts.admin.registrations.notContacted
                      }
                      color={row.contacted ? 'success' : 'warning'}
                      variant={row.contacted ? 'filled' : 'outlined'}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {new Date(row.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                  </TableCell>
                  <TableCell align="right">
                    <RegistrationActionsMenu
                      name={row.name}
                      contacted={row.contacted}
                      onToggleContacted={() => toggleContacted(row)}
                      onViewPaymentScreenshot={
                        hasPaymentScreenshot && 'payment_screenshot_url' in row && row.payment_screenshot_url
                          ? () => viewPaymentScreenshot(row)
                          : undefined
                      }
                      onDelete={() => setDeleting(row)}
                    />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </ScrollableTable>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.admin.registrations.confirmDeletionTitle}
        message={`Are you sure you want to delete the registration of ${deleting?.name ?? ''}? It stays in the trash for ${TRASH_RETENTION_DAYS} days, where it can be restored.`}
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
