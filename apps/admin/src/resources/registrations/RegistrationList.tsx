import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, MISSABLE_CHECKLIST_ITEMS } from '@seminary/core/admissions';
import { isProgramType, PROGRAM_LABELS, PROGRAM_TYPES, TRASH_RETENTION_DAYS } from '@seminary/core/constants';
import { exportRegistrationsCsv } from '@seminary/core/csv-export';
import { registrationsWords } from '@seminary/core/i18n/en/admin/registrations.ts';
import { screenErrors, texts } from '@seminary/core/texts';
import { useState } from 'react';
import {
  DateField,
  FilterLiveForm,
  type RaRecord,
  ReferenceField,
  TextField,
  useDataProvider,
  useGetList,
  useListContext,
  useRefresh,
  useResourceContext,
  useUpdate,
} from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { DAY } from '../../components/dates.ts';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListScreen, useReportError } from '../../components/ListScreen.tsx';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import type { Row } from '../../components/records.ts';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { ApplicationRoute } from '../student_registrations/ApplicationRoute.tsx';
import { StatusChip } from '../student_registrations/StatusChip.tsx';
import { RegistrationActionsMenu } from './RegistrationActionsMenu.tsx';
import { REGISTRATION_KINDS, type RegistrationKind } from './registrationKinds.ts';

type Registration = Row<'registrations'> | Row<'student_registrations'>;
const REGISTRATIONS = texts.admin.registrations;
const columns = REGISTRATIONS.columns;

const PROGRAM_CHOICES = PROGRAM_TYPES.map((type) => ({ id: type, name: PROGRAM_LABELS[type] }));
/** The contact status filter (contacted or not); the address keeps the column's value as text. */
const STATUS_CHOICES = [
  { id: 'true', name: REGISTRATIONS.contacted },
  { id: 'false', name: REGISTRATIONS.notContacted },
];
/** A school offers a handful of courses; the filter lists this many at the most. */
const COURSES_IN_FILTER = 100;
const FILTERS_BESIDES_SEARCH = ['program_interest', 'course_id', 'contacted', 'status', 'missing'];
/** An application's status (received, under review, then a decision), beside the contact status. */
const APPLICATION_STATUS_CHOICES = APPLICATION_STATUSES.map((status) => ({
  id: status,
  name: APPLICATION_STATUS_LABELS[status],
}));

/** What an application still lacks, by the items of her checklist (the database decides which). */
const MISSING_CHOICES = MISSABLE_CHECKLIST_ITEMS.map((item) => ({
  id: item,
  name: registrationsWords.missing.items[item],
}));

/** The trash keeps the honeypot out, and so does the export: it is not part of an application. */
function withoutHoneypot({ honeypot: _honeypot, ...row }: RaRecord): Record<string, unknown> {
  return row;
}

function programLabel(value: string): string {
  return isProgramType(value) ? PROGRAM_LABELS[value] : value;
}

function RegistrationFilters({ kind }: { kind: RegistrationKind }) {
  const { hasApplicationStatus } = REGISTRATION_KINDS[kind];
  const { filterValues, setFilters } = useListContext();
  const { data: courses = [] } = useGetList('courses', {
    pagination: { page: 1, perPage: COURSES_IN_FILTER },
    sort: { field: 'title', order: 'ASC' },
  });
  const [open, setOpen] = useState(FILTERS_BESIDES_SEARCH.some((key) => key in filterValues));
  return (
    <FilterLiveForm debounce={300}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <SearchInput
          label={
            hasApplicationStatus ? registrationsWords.searchByNameEmailPhone : registrationsWords.searchWithoutReference
          }
          sx={{ flex: '1 1 280px', my: 0 }}
        />
        <Button
          startIcon={<FilterListIcon />}
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-controls={`${kind}-filters`}
        >
          {open ? texts.common.hideFilters : texts.common.showFilters}
        </Button>
        <Button onClick={() => setFilters({}, [])}>{texts.common.clearFilters}</Button>
      </Box>
      <Paper
        id={`${kind}-filters`}
        hidden={!open}
        variant="outlined"
        component="section"
        aria-label={registrationsWords.filters}
        sx={{
          p: 2,
          mb: 2,
          display: open ? 'grid' : 'none',
          gap: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <FilterSelect
          source="program_interest"
          label={registrationsWords.program}
          allLabel={registrationsWords.allPrograms}
          choices={PROGRAM_CHOICES}
        />
        <FilterSelect
          source="course_id"
          label={registrationsWords.course}
          allLabel={registrationsWords.allCourses}
          choices={courses}
          optionText="title"
        />
        <FilterSelect
          source="contacted"
          label={registrationsWords.status}
          allLabel={registrationsWords.allStatuses}
          choices={STATUS_CHOICES}
        />
        {hasApplicationStatus ? (
          <>
            <FilterSelect
              source="status"
              label={registrationsWords.applicationStatus}
              allLabel={registrationsWords.allApplicationStatuses}
              choices={APPLICATION_STATUS_CHOICES}
            />
            <FilterSelect
              source="missing"
              label={registrationsWords.missing.label}
              allLabel={registrationsWords.missing.all}
              choices={MISSING_CHOICES}
            />
          </>
        ) : null}
      </Paper>
    </FilterLiveForm>
  );
}

function RegistrationRows({ kind, section }: { kind: RegistrationKind; section: string }) {
  const { heading, hasPaymentScreenshot, hasApplicationStatus } = REGISTRATION_KINDS[kind];
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const openApplication = (application: Row<'student_registrations'>, view: 'details' | 'status') =>
    navigate({ pathname: `/${section}/${application.id}${view === 'status' ? '/status' : ''}`, search });
  const reportError = useReportError();
  const { ask, dialog } = useConfirmedDelete<Registration>(kind, {
    title: REGISTRATIONS.confirmDeletionTitle,
    message: (row) => registrationsWords.confirmDelete(row.name, TRASH_RETENTION_DAYS),
    failureMessage: screenErrors.admin.registrations.delete,
  });
  async function toggleContacted(row: Registration) {
    reportError(null);
    try {
      // react-admin updates the row on the page once the database has.
      await update(
        kind,
        { id: row.id, data: { contacted: !row.contacted }, previousData: row },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch {
      reportError(screenErrors.admin.registrations.updateContactStatus);
    }
  }
  async function viewPaymentScreenshot(objectName: string, applicationId: string) {
    reportError(null);
    try {
      window.open(await dataProvider.signPaymentScreenshot(objectName, applicationId), '_blank', 'noopener,noreferrer');
    } catch {
      reportError(registrationsWords.paymentScreenshotNotOpened);
    }
  }
  return (
    <>
      <RowsTable label={heading}>
        <Column
          source="name"
          label={columns.name}
          sx={{ minWidth: 140 }}
          render={(row: Registration) => (
            <>
              <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {row.name}
              </Typography>
              {'reference' in row ? (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {row.reference}
                </Typography>
              ) : null}
            </>
          )}
        />
        <Column
          label={columns.contact}
          disableSort
          sx={{ minWidth: 180 }}
          render={(row: Registration) => (
            <>
              <Link href={`mailto:${row.email}`} sx={{ display: 'block', wordBreak: 'break-all' }}>
                {row.email}
              </Link>
              {row.phone ? <Link href={`tel:${row.phone.replace(/\s+/g, '')}`}>{row.phone}</Link> : null}
            </>
          )}
        />
        <Column
          label={columns.location}
          disableSort
          render={(row: Registration) => [row.city, row.state].filter(Boolean).join(', ') || '—'}
        />
        <Column
          source="program_interest"
          label={columns.program}
          render={(row: Registration) => programLabel(row.program_interest)}
        />
        <Column source="course_id" label={columns.course} disableSort>
          <ReferenceField source="course_id" reference="courses" link={false} emptyText="—">
            <TextField source="title" />
          </ReferenceField>
        </Column>
        <Column
          source="contacted"
          label={columns.status}
          render={(row: Registration) => (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
              {'status' in row ? <StatusChip status={row.status} /> : null}
              <Chip
                size="small"
                label={row.contacted ? REGISTRATIONS.contacted : REGISTRATIONS.notContacted}
                color={row.contacted ? 'success' : 'warning'}
                variant={row.contacted ? 'filled' : 'outlined'}
              />
            </Box>
          )}
        />
        <Column source="created_at" label={columns.date} sx={{ whiteSpace: 'nowrap' }}>
          <DateField source="created_at" options={DAY} />
        </Column>
        <ActionsColumn
          label={columns.actions}
          render={(row: Registration) => {
            const screenshot =
              hasPaymentScreenshot && 'payment_screenshot_url' in row ? row.payment_screenshot_url : null;
            const application = hasApplicationStatus && 'status' in row ? row : null;
            return (
              <RegistrationActionsMenu
                name={row.name}
                contacted={row.contacted}
                onToggleContacted={() => toggleContacted(row)}
                onViewApplication={application ? () => openApplication(application, 'details') : undefined}
                onChangeStatus={application ? () => openApplication(application, 'status') : undefined}
                onViewPaymentScreenshot={screenshot ? () => viewPaymentScreenshot(screenshot, row.id) : undefined}
                onDelete={() => ask(row)}
              />
            );
          }}
        />
      </RowsTable>
      {dialog}
      {hasApplicationStatus ? (
        <ApplicationRoute
          section={section}
          onChanged={refresh}
          onViewPaymentScreenshot={(application) =>
            viewPaymentScreenshot(application.payment_screenshot_url, application.id)
          }
        />
      ) : null}
    </>
  );
}

/** Registrations or student registrations, newest first, searched and filtered in the database. */
export function RegistrationList({ kind }: { kind: RegistrationKind }) {
  const { heading } = REGISTRATION_KINDS[kind];
  // The section's <Resource>, whose addresses open an application; the list below reads the table.
  const section = useResourceContext() ?? kind;
  return (
    <ListScreen
      resource={kind}
      title={heading}
      sort={{ field: 'created_at', order: 'DESC' }}
      paged
      loadErrorMessage={screenErrors.admin.registrations.load}
      loadingLabel={registrationsWords.loadingRegistrations}
      emptyText={REGISTRATIONS.empty}
      actions={
        <>
          <Button variant="outlined" startIcon={<DeleteSweepIcon />} component={RouterLink} to={`/${section}/trash`}>
            {registrationsWords.trash}
          </Button>
          <ExportCsvButton
            label={REGISTRATIONS.exportCsv}
            failureMessage={screenErrors.admin.registrations.load}
            toCsv={(rows) => exportRegistrationsCsv(kind, rows.map(withoutHoneypot))}
          />
        </>
      }
      filters={<RegistrationFilters kind={kind} />}
    >
      <RegistrationRows kind={kind} section={section} />
    </ListScreen>
  );
}
