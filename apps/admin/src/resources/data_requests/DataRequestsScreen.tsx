import { Box, Button, Chip, Link, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { useEffect, useState } from 'react';
import { DateField, FilterLiveForm, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { DecisionDialog } from '../../components/DecisionDialog.tsx';
import { DATE_TIME, DAY, formatDate } from '../../components/dates.ts';
import { describeError } from '../../components/errors.ts';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListScreen, useReportError } from '../../components/ListScreen.tsx';
import { Column, RowsTable } from '../../components/RowsTable.tsx';
import type { DataRequestRecords } from '../../providers/databaseFunctions.ts';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';

type DataRequest = Tables<'data_requests'>;
type DataRequestKind = 'access' | 'correction' | 'erasure';

const KIND_WORDS: Record<DataRequestKind, string> = {
  access: 'A copy of her data',
  correction: 'Correct her data',
  erasure: 'Erase her data',
};
const STATUS_WORDS = { open: 'Open', completed: 'Completed', refused: 'Refused' } as const;
/** Colours whose text keeps a 4.5:1 contrast. */
const STATUS_COLORS = { open: 'primary', completed: 'success', refused: 'default' } as const;
const STATUS_CHOICES = Object.entries(STATUS_WORDS).map(([id, name]) => ({ id, name }));
/** What each kind's answer does, on its button and in the dialog that asks first. */
const ANSWERS: Record<DataRequestKind, { button: string; title: string; message: string }> = {
  access: {
    button: 'Send copy',
    title: 'Send her a copy of her data?',
    message: 'She receives an e-mail with a link to everything on file under her address, as it is now, for 14 days.',
  },
  correction: {
    button: 'Mark corrected',
    title: 'Tell her the correction is made?',
    message:
      'First correct her application or enquiry on its own screen (the links below find them). She then receives an e-mail saying it is done.',
  },
  erasure: {
    button: 'Erase',
    title: 'Erase all of her data?',
    message:
      'Every application and enquiry given with her address goes, with its payment screenshot, status history, e-mails and trash copy. This cannot be undone. She receives an e-mail confirming it.',
  },
};

/** The searches of the other screens that find her records, by the address she proved. */
function searchLink(screen: 'student-registrations' | 'registrations', email: string) {
  return `/${screen}?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`;
}

type Answering = { request: DataRequest; action: 'complete' | 'refuse' } | null;

/** Completing or refusing one request, after counting what is on file under her address. */
function Answer({ answering, onClose }: { answering: NonNullable<Answering>; onClose: () => void }) {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const [records, setRecords] = useState<DataRequestRecords | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { request } = answering;
  const kind = request.kind as DataRequestKind;
  const refusing = answering.action === 'refuse';

  useEffect(() => {
    dataProvider.getDataRequestRecords(request.id).then(setRecords, (failure) => setProblem(describeError(failure)));
  }, [dataProvider, request.id]);

  return (
    <DecisionDialog
      title={refusing ? 'Refuse this request?' : ANSWERS[kind].title}
      message={
        refusing
          ? 'She receives an e-mail with your reason and the way to the grievance officer and the Data Protection Board. Write the reason for her.'
          : ANSWERS[kind].message
      }
      note={refusing ? { label: 'Reason, for her', required: true } : undefined}
      confirmLabel={refusing ? 'Send refusal' : ANSWERS[kind].button}
      destructive={refusing || kind === 'erasure'}
      problem={problem}
      onDecide={async (reason) => {
        if (refusing) {
          await dataProvider.refuseDataRequest(request.id, reason);
          return 'Refusal sent to her.';
        }
        const erased = await dataProvider.completeDataRequest(request.id);
        return kind === 'erasure' ? `Erased ${erased} record(s); she has been told.` : 'Answer sent to her.';
      }}
      onClose={onClose}
    >
      <Typography sx={{ mt: 2 }} role="status" data-records-on-file>
        {records
          ? `On file under ${request.email}: ${records.applications} application(s), ${records.enquiries} enquiry(ies), ${records.in_trash} in the trash.`
          : 'Counting her records...'}
      </Typography>
      {request.email ? (
        <Typography sx={{ mt: 1 }}>
          <Link component={RouterLink} to={searchLink('student-registrations', request.email)}>
            Find her applications
          </Link>
          {' · '}
          <Link component={RouterLink} to={searchLink('registrations', request.email)}>
            Find her enquiries
          </Link>
        </Typography>
      ) : null}
      {request.details ? (
        <Box component="blockquote" sx={{ mt: 2, mx: 0, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            What she asks to correct (her words):
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{request.details}</Typography>
        </Box>
      ) : null}
    </DecisionDialog>
  );
}

function RequestRows() {
  const reportError = useReportError();
  const [answering, setAnswering] = useState<Answering>(null);
  const now = Date.now();
  return (
    <>
      <RowsTable label="Requests">
        <Column source="confirmed_at" label="Confirmed" sx={{ whiteSpace: 'nowrap' }}>
          <DateField source="confirmed_at" showTime options={DATE_TIME} emptyText="—" />
        </Column>
        <Column
          source="kind"
          label="Request"
          render={(row: DataRequest) => KIND_WORDS[row.kind as DataRequestKind] ?? row.kind}
        />
        <Column
          source="email"
          label="E-mail"
          sx={{ wordBreak: 'break-all', minWidth: 160 }}
          render={(row: DataRequest) => row.email ?? '(forgotten)'}
        />
        <Column
          source="due_at"
          label="Due"
          sx={{ whiteSpace: 'nowrap' }}
          render={(row: DataRequest) =>
            row.status === 'open' && row.due_at && new Date(row.due_at).getTime() < now ? (
              <Chip size="small" color="error" label={`Overdue: ${formatDate(row.due_at, DAY)}`} />
            ) : (
              <DateField source="due_at" options={DAY} emptyText="—" />
            )
          }
        />
        <Column
          source="status"
          label="Status"
          render={(row: DataRequest) => {
            const status = row.status as keyof typeof STATUS_WORDS;
            return (
              <Chip
                size="small"
                label={STATUS_WORDS[status] ?? row.status}
                color={STATUS_COLORS[status] ?? 'default'}
              />
            );
          }}
        />
        <Column source="answered_at" label="Answered" sx={{ whiteSpace: 'nowrap' }}>
          <DateField source="answered_at" showTime options={DATE_TIME} emptyText="—" />
        </Column>
        <Column
          label="Actions"
          align="right"
          disableSort
          render={(row: DataRequest) =>
            row.status === 'open' ? (
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                <Button
                  variant="contained"
                  size="small"
                  color={row.kind === 'erasure' ? 'error' : 'primary'}
                  onClick={() => {
                    reportError(null);
                    setAnswering({ request: row, action: 'complete' });
                  }}
                  aria-label={`${ANSWERS[row.kind as DataRequestKind].button}: ${row.email ?? ''}`}
                >
                  {ANSWERS[row.kind as DataRequestKind].button}
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    reportError(null);
                    setAnswering({ request: row, action: 'refuse' });
                  }}
                  aria-label={`Refuse: ${row.email ?? ''}`}
                >
                  Refuse
                </Button>
              </Box>
            ) : null
          }
        />
      </RowsTable>
      {/* Keyed by what is answered, so each opening starts afresh. */}
      {answering ? (
        <Answer
          key={`${answering.request.id}-${answering.action}`}
          answering={answering}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </>
  );
}

/**
 * People's requests about their own data (access, correction, erasure under the DPDP Act 2023): confirmed through
 * the e-mail address on file, oldest due date first, answered from their row. The answer is
 * e-mailed to her by the database.
 */
export function DataRequestsScreen() {
  return (
    <ListScreen
      resource="data_requests"
      title="Data Requests"
      description="Requests from people to see, correct or erase their data, confirmed through the e-mail address on file. Answer each by its due date."
      sort={{ field: 'due_at', order: 'ASC' }}
      filterDefaultValues={{ status: 'open' }}
      paged
      loadErrorMessage="Failed to load the requests. Please try again later."
      loadingLabel="Loading the requests..."
      emptyText="No requests."
      filters={
        <FilterLiveForm>
          <Box sx={{ maxWidth: 280, mb: 2 }}>
            <FilterSelect source="status" label="Request status" allLabel="All Requests" choices={STATUS_CHOICES} />
          </Box>
        </FilterLiveForm>
      }
    >
      <RequestRows />
    </ListScreen>
  );
}
