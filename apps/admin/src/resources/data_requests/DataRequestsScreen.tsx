import { Box, Button, Chip, Link, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { dataRequestsWords } from '@seminary/core/i18n/en/admin/data-requests.ts';
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
  access: dataRequestsWords.aCopyOfHerData,
  correction: dataRequestsWords.correctHerData,
  erasure: dataRequestsWords.eraseHerData,
};
const STATUS_WORDS = {
  open: dataRequestsWords.open,
  completed: dataRequestsWords.completed,
  refused: dataRequestsWords.refused,
} as const;
/** Colours whose text keeps a 4.5:1 contrast. */
const STATUS_COLORS = { open: 'primary', completed: 'success', refused: 'default' } as const;
const STATUS_CHOICES = Object.entries(STATUS_WORDS).map(([id, name]) => ({ id, name }));
/** What each kind's answer does, on its button and in the dialog that asks first. */
const ANSWERS: Record<DataRequestKind, { button: string; title: string; message: string }> = {
  access: {
    button: dataRequestsWords.sendCopy,
    title: dataRequestsWords.sendHerACopyOf,
    message: dataRequestsWords.sheReceivesAnEMail,
  },
  correction: {
    button: dataRequestsWords.markCorrected,
    title: dataRequestsWords.tellHerTheCorrectionIs,
    message: dataRequestsWords.firstCorrectHerApplicationOr,
  },
  erasure: {
    button: dataRequestsWords.erase,
    title: dataRequestsWords.eraseAllOfHerData,
    message: dataRequestsWords.everyApplicationAndEnquiryGiven,
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
      title={refusing ? dataRequestsWords.refuseThisRequest : ANSWERS[kind].title}
      message={refusing ? dataRequestsWords.sheReceivesAnEMail2 : ANSWERS[kind].message}
      note={refusing ? { label: dataRequestsWords.reasonForHer, required: true } : undefined}
      confirmLabel={refusing ? dataRequestsWords.sendRefusal : ANSWERS[kind].button}
      destructive={refusing || kind === 'erasure'}
      problem={problem}
      onDecide={async (reason) => {
        if (refusing) {
          await dataProvider.refuseDataRequest(request.id, reason);
          return dataRequestsWords.refusalSentToHer;
        }
        const erased = await dataProvider.completeDataRequest(request.id);
        return kind === 'erasure' ? dataRequestsWords.erased(erased) : dataRequestsWords.answerSentToHer;
      }}
      onClose={onClose}
    >
      <Typography sx={{ mt: 2 }} role="status" data-records-on-file>
        {records
          ? dataRequestsWords.onFile(request.email, records.applications, records.enquiries, records.in_trash)
          : dataRequestsWords.countingHerRecords}
      </Typography>
      {request.email ? (
        <Typography sx={{ mt: 1 }}>
          <Link component={RouterLink} to={searchLink('student-registrations', request.email)}>
            {dataRequestsWords.findHerApplications}
          </Link>
          {' · '}
          <Link component={RouterLink} to={searchLink('registrations', request.email)}>
            {dataRequestsWords.findHerEnquiries}
          </Link>
        </Typography>
      ) : null}
      {request.details ? (
        <Box component="blockquote" sx={{ mt: 2, mx: 0, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {dataRequestsWords.whatSheAsksToCorrect}
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
      <RowsTable label={dataRequestsWords.requests}>
        <Column source="confirmed_at" label={dataRequestsWords.confirmed} sx={{ whiteSpace: 'nowrap' }}>
          <DateField source="confirmed_at" showTime options={DATE_TIME} emptyText="—" />
        </Column>
        <Column
          source="kind"
          label={dataRequestsWords.request}
          render={(row: DataRequest) => KIND_WORDS[row.kind as DataRequestKind] ?? row.kind}
        />
        <Column
          source="email"
          label={dataRequestsWords.eMail}
          sx={{ wordBreak: 'break-all', minWidth: 160 }}
          render={(row: DataRequest) => row.email ?? dataRequestsWords.forgotten}
        />
        <Column
          source="due_at"
          label={dataRequestsWords.due}
          sx={{ whiteSpace: 'nowrap' }}
          render={(row: DataRequest) =>
            row.status === 'open' && row.due_at && new Date(row.due_at).getTime() < now ? (
              <Chip size="small" color="error" label={dataRequestsWords.overdue(formatDate(row.due_at, DAY))} />
            ) : (
              <DateField source="due_at" options={DAY} emptyText="—" />
            )
          }
        />
        <Column
          source="status"
          label={dataRequestsWords.status}
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
        <Column source="answered_at" label={dataRequestsWords.answered} sx={{ whiteSpace: 'nowrap' }}>
          <DateField source="answered_at" showTime options={DATE_TIME} emptyText="—" />
        </Column>
        <Column
          label={dataRequestsWords.actions}
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
                  aria-label={dataRequestsWords.refuseOf(row.email ?? '')}
                >
                  {dataRequestsWords.refuse}
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
      title={dataRequestsWords.dataRequests}
      description={dataRequestsWords.requestsFromPeopleToSee}
      sort={{ field: 'due_at', order: 'ASC' }}
      filterDefaultValues={{ status: 'open' }}
      paged
      loadErrorMessage={dataRequestsWords.failedToLoadTheRequests}
      loadingLabel={dataRequestsWords.loadingTheRequests}
      emptyText={dataRequestsWords.noRequests}
      filters={
        <FilterLiveForm>
          <Box sx={{ maxWidth: 280, mb: 2 }}>
            <FilterSelect
              source="status"
              label={dataRequestsWords.requestStatus}
              allLabel={dataRequestsWords.allRequests}
              choices={STATUS_CHOICES}
            />
          </Box>
        </FilterLiveForm>
      }
    >
      <RequestRows />
    </ListScreen>
  );
}
