import { Box, Chip, Link, Typography } from '@mui/material';
import type { Tables } from '@seminary/core/database.types';
import { dataRequestsWords } from '@seminary/core/i18n/en/admin/data-requests.ts';
import { useEffect, useState } from 'react';
import { DateField, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { AnswerButtons, DecisionDialog, HerText, quotedSx, useAnswering } from '../../components/DecisionDialog.tsx';
import { DATE_TIME, DAY, formatDate } from '../../components/dates.ts';
import { describeError } from '../../components/errors.ts';
import { ListScreen } from '../../components/ListScreen.tsx';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import { StatusColumn, type Statuses, StatusFilter } from '../../components/statuses.tsx';
import type { DataRequestRecords } from '../../providers/databaseFunctions.ts';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';

type DataRequest = Tables<'data_requests'>;
type DataRequestKind = 'access' | 'correction' | 'erasure';

const KIND_WORDS: Record<DataRequestKind, string> = {
  access: dataRequestsWords.aCopyOfHerData,
  correction: dataRequestsWords.correctHerData,
  erasure: dataRequestsWords.eraseHerData,
};
const STATUSES: Statuses = {
  open: { label: dataRequestsWords.open, color: 'primary' },
  completed: { label: dataRequestsWords.completed, color: 'success' },
  refused: { label: dataRequestsWords.refused, color: 'default' },
};
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

type Action = 'complete' | 'refuse';

/** Completing or refusing one request, after counting what is on file under her address. */
function Answer({ request, action, onClose }: { request: DataRequest; action: Action; onClose: () => void }) {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const [records, setRecords] = useState<DataRequestRecords | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const kind = request.kind as DataRequestKind;
  const refusing = action === 'refuse';

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
        <Box component="blockquote" sx={quotedSx}>
          <HerText label={dataRequestsWords.whatSheAsksToCorrect} text={request.details} />
        </Box>
      ) : null}
    </DecisionDialog>
  );
}

function RequestRows() {
  const { answering, open, close } = useAnswering<DataRequest, Action>();
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
        <StatusColumn label={dataRequestsWords.status} statuses={STATUSES} />
        <Column source="answered_at" label={dataRequestsWords.answered} sx={{ whiteSpace: 'nowrap' }}>
          <DateField source="answered_at" showTime options={DATE_TIME} emptyText="—" />
        </Column>
        <ActionsColumn
          label={dataRequestsWords.actions}
          render={(row: DataRequest) =>
            row.status === 'open' ? (
              <AnswerButtons
                grant={{
                  label: ANSWERS[row.kind as DataRequestKind].button,
                  name: `${ANSWERS[row.kind as DataRequestKind].button}: ${row.email ?? ''}`,
                  color: row.kind === 'erasure' ? 'error' : undefined,
                  onClick: () => open(row, 'complete'),
                }}
                refuse={{
                  label: dataRequestsWords.refuse,
                  name: dataRequestsWords.refuseOf(row.email ?? ''),
                  onClick: () => open(row, 'refuse'),
                }}
              />
            ) : null
          }
        />
      </RowsTable>
      {/* Keyed by what is answered, so each opening starts afresh. */}
      {answering ? (
        <Answer
          key={`${answering.row.id}-${answering.answer}`}
          request={answering.row}
          action={answering.answer}
          onClose={close}
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
        <StatusFilter
          label={dataRequestsWords.requestStatus}
          allLabel={dataRequestsWords.allRequests}
          statuses={STATUSES}
        />
      }
    >
      <RequestRows />
    </ListScreen>
  );
}
