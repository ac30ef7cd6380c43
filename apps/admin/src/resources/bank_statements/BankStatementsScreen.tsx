import {
  Box,
  Button,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { bankStatementsWords } from '@seminary/core/i18n/en/admin/bank-statements.ts';
import { formatRupees } from '@seminary/core/i18n/languages';
import type { DateOrder, StatementColumns, StatementCredit } from '@seminary/core/payments/bank-statement.ts';
import { type ReactNode, useId, useState } from 'react';
import { Link, useDataProvider } from 'react-admin';
import { formatDay } from '../../components/dates.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { describeError } from '../../components/errors.ts';
import { ScreenHeader } from '../../components/ScreenHeader.tsx';
import type { StatementCreditInput, StatementImportSummary } from '../../providers/databaseFunctions.ts';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';

type Mapping = Pick<StatementColumns, 'date' | 'narration' | 'credit'> & { dateOrder: DateOrder };

const DATE_ORDERS: { id: DateOrder; name: string }[] = [
  { id: 'dmy', name: bankStatementsWords.dayFirst15062026 },
  { id: 'mdy', name: bankStatementsWords.monthFirst06152026 },
  { id: 'ymd', name: bankStatementsWords.yearFirst20260615 },
];

/** A group of the summary's entries, each with the statement's line its `credit` names. */
type WithLine<Entry> = (Entry & { line: StatementCredit })[];

interface Imported {
  total: number;
  matched: WithLine<StatementImportSummary['matched'][number]>;
  alreadyVerified: WithLine<StatementImportSummary['already_verified'][number]>;
  proposed: WithLine<StatementImportSummary['proposed'][number]>;
  unmatched: WithLine<{ credit: number }>;
  /** The applications' references, by id, for those the import verified or found verified. */
  references: Record<string, string>;
  /** Receipts of the proposals the office confirmed here, by the credit's place. */
  confirmed: Record<number, string>;
}

/** The summary names each credit by its place in the list sent, which is the statement's list. */
function withLines<Entry extends { credit: number }>(entries: Entry[], credits: StatementCredit[]): WithLine<Entry> {
  return entries.flatMap((entry) => {
    const line = credits[entry.credit];
    return line ? [{ ...entry, line }] : [];
  });
}

const creditInput = (credit: StatementCredit): StatementCreditInput => ({
  date: credit.date,
  amount_paise: credit.amountPaise,
  narration: credit.narration,
  utr: credit.utr,
  reference: credit.applicationReference,
});

/**
 * The office chooses the bank's statement; this browser reads it (core's reader, loaded with
 * this screen only, since the spreadsheet library is large) and sends only its credits, which the
 * database matches with applications. The file is not uploaded or kept: its other lines are other
 * people's money. A bank whose layout is unknown gets a column mapping, and the file is read again.
 */
export function BankStatementsScreen() {
  const id = useId();
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  const [headings, setHeadings] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Mapping>({ date: '', narration: '', credit: '', dateOrder: 'dmy' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [imported, setImported] = useState<Imported | null>(null);
  /** The proposal being confirmed: its buttons wait, so one click gives one receipt request. */
  const [confirming, setConfirming] = useState<number | null>(null);

  async function importStatement(file: Uint8Array, columns?: Mapping) {
    setBusy(true);
    setError(null);
    setImported(null);
    try {
      const reader = await import('@seminary/core/payments/bank-statement.ts');
      const read = await reader
        .readBankStatement(
          file,
          columns
            ? {
                columns: { date: columns.date, narration: columns.narration, credit: columns.credit },
                dateOrder: columns.dateOrder,
              }
            : {},
        )
        .catch((failure: unknown) => {
          if (!(failure instanceof reader.StatementError)) throw failure;
          setError(bankStatementsWords.statementErrors[failure.code]);
          if (failure.code === 'statement_columns_unknown') setHeadings(failure.headings.filter((heading) => heading));
          return null;
        });
      if (!read) return;
      setHeadings([]);
      const summary = await dataProvider.importStatementCredits(read.credits.map(creditInput));
      const ids = [...summary.matched, ...summary.already_verified].flatMap((entry) =>
        entry.application_id ? [entry.application_id] : [],
      );
      const { data } = ids.length
        ? await dataProvider.getMany('student_registrations', { ids })
        : { data: [] as { id: string; reference: string }[] };
      setImported({
        total: read.credits.length,
        matched: withLines(summary.matched, read.credits),
        alreadyVerified: withLines(summary.already_verified, read.credits),
        proposed: withLines(summary.proposed, read.credits),
        unmatched: withLines(
          summary.unmatched.map((credit) => ({ credit })),
          read.credits,
        ),
        references: Object.fromEntries(data.map((row) => [row.id, row.reference])),
        confirmed: {},
      });
    } catch (failure) {
      // The database's refusal, or the reader's chunk that did not load.
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  async function chooseFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again (a second import) reads it again.
    input.value = '';
    if (!file) return;
    const read = new Uint8Array(await file.arrayBuffer());
    setBytes(read);
    setHeadings([]);
    setMapping({ date: '', narration: '', credit: '', dateOrder: 'dmy' });
    await importStatement(read);
  }

  async function confirm(credit: number, line: StatementCredit, applicationId: string) {
    setError(null);
    setConfirming(credit);
    try {
      const receipt = await dataProvider.confirmPayment(applicationId, creditInput(line));
      setImported((current) =>
        current ? { ...current, confirmed: { ...current.confirmed, [credit]: receipt.receipt_number } } : current,
      );
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setConfirming(null);
    }
  }

  const mapped = mapping.date && mapping.narration && mapping.credit;

  return (
    <Box>
      <ScreenHeader
        title={bankStatementsWords.bankStatements}
        description={bankStatementsWords.importTheSchoolAccountsStatement}
      />
      <Paper variant="outlined" component="section" aria-labelledby={`${id}-import`} sx={{ p: 2, mb: 4 }}>
        <Typography id={`${id}-import`} variant="h6" component="h2" sx={{ mb: 1 }}>
          {bankStatementsWords.importAStatement}
        </Typography>
        <Typography component="label" htmlFor={`${id}-file`} sx={{ display: 'block', fontWeight: 500 }}>
          {bankStatementsWords.statementFileCsvOrXlsx}
        </Typography>
        <Typography id={`${id}-file-help`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {bankStatementsWords.theFileIsReadOn}
        </Typography>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${id}-file-help`}
          disabled={busy}
          onChange={(event) => void chooseFile(event.currentTarget)}
        />
        {busy ? (
          <Typography role="status" sx={{ mt: 2 }}>
            {bankStatementsWords.readingAndMatchingTheStatement}
          </Typography>
        ) : null}
        <Box sx={{ mt: 2 }}>
          <ErrorBanner message={error} />
        </Box>
        {bytes && headings.length > 0 ? (
          <Box
            component="form"
            aria-label={bankStatementsWords.statementColumns}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (mapped) void importStatement(bytes, mapping);
            }}
            sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
          >
            {(
              [
                ['date', bankStatementsWords.dateColumn],
                ['narration', bankStatementsWords.narrationColumn],
                ['credit', bankStatementsWords.creditMoneyInColumn],
              ] as const
            ).map(([field, label]) => (
              <TextField
                key={field}
                select
                id={`${id}-${field}`}
                label={label}
                value={mapping[field]}
                onChange={(event) => setMapping({ ...mapping, [field]: event.target.value })}
              >
                {headings.map((heading) => (
                  <MenuItem key={heading} value={heading}>
                    {heading}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            <TextField
              select
              id={`${id}-order`}
              label={bankStatementsWords.datesAreWritten}
              value={mapping.dateOrder}
              onChange={(event) => setMapping({ ...mapping, dateOrder: event.target.value as DateOrder })}
            >
              {DATE_ORDERS.map((order) => (
                <MenuItem key={order.id} value={order.id}>
                  {order.name}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <Button type="submit" variant="contained" disabled={busy || !mapped}>
                {bankStatementsWords.readWithTheseColumns}
              </Button>
            </Box>
          </Box>
        ) : null}
      </Paper>
      {imported ? <Summary imported={imported} confirming={confirming} onConfirm={confirm} /> : null}
    </Box>
  );
}

function Summary({
  imported,
  confirming,
  onConfirm,
}: {
  imported: Imported;
  confirming: number | null;
  onConfirm: (credit: number, line: StatementCredit, applicationId: string) => Promise<void>;
}) {
  const { matched, alreadyVerified, proposed, unmatched, references, confirmed } = imported;
  const application = (applicationId: string) => (
    <Link to={`/student-registrations/${applicationId}`}>
      {references[applicationId] ?? bankStatementsWords.application}
    </Link>
  );
  return (
    <Box component="section" aria-label={bankStatementsWords.importSummary}>
      <Typography role="status" sx={{ mb: 3 }}>
        {bankStatementsWords.summary(
          imported.total,
          matched.length,
          alreadyVerified.length,
          proposed.length,
          unmatched.length,
        )}
      </Typography>
      <CreditTable
        title={bankStatementsWords.verifiedNow}
        headings={['Application', 'Date', 'Amount', 'Receipt', bankStatementsWords.matchedBy]}
      >
        {matched.map((entry) => (
          <TableRow key={entry.credit}>
            <TableCell>{application(entry.application_id)}</TableCell>
            <TableCell>{formatDay(entry.line.date)}</TableCell>
            <TableCell>{formatRupees('en', entry.line.amountPaise / 100)}</TableCell>
            <TableCell>{entry.receipt_number}</TableCell>
            <TableCell>
              {entry.matched_by === 'reference' ? bankStatementsWords.referenceInTheNarration : 'UTR she gave'}
            </TableCell>
          </TableRow>
        ))}
      </CreditTable>
      <CreditTable
        title={bankStatementsWords.toConfirm}
        headings={['Date', 'Amount', 'Narration', bankStatementsWords.possibleApplications]}
      >
        {proposed.map((entry) => (
          <TableRow key={entry.credit}>
            <TableCell>{formatDay(entry.line.date)}</TableCell>
            <TableCell>{formatRupees('en', entry.line.amountPaise / 100)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{entry.line.narration}</TableCell>
            <TableCell>
              {confirmed[entry.credit] ? (
                <Typography role="status">{bankStatementsWords.confirmedReceipt(confirmed[entry.credit])}</Typography>
              ) : (
                entry.candidates.map((candidate) => (
                  <Box key={candidate.application_id} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                    <Typography variant="body2">
                      {candidate.name} (
                      <Link to={`/student-registrations/${candidate.application_id}`}>{candidate.reference}</Link>)
                    </Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={confirming === entry.credit}
                      aria-label={bankStatementsWords.confirmThePaymentOf(candidate.name, candidate.reference)}
                      onClick={() => void onConfirm(entry.credit, entry.line, candidate.application_id)}
                    >
                      {bankStatementsWords.confirm}
                    </Button>
                  </Box>
                ))
              )}
            </TableCell>
          </TableRow>
        ))}
      </CreditTable>
      <CreditTable title={bankStatementsWords.alreadyVerified} headings={['Application', 'Date', 'Amount']}>
        {alreadyVerified.map((entry) => (
          <TableRow key={entry.credit}>
            <TableCell>
              {/* A credit whose UTR was verified before, for an application its narration does not name. */}
              {entry.application_id
                ? application(entry.application_id)
                : `UTR ${entry.line.utr ?? ''} (verified before)`}
            </TableCell>
            <TableCell>{formatDay(entry.line.date)}</TableCell>
            <TableCell>{formatRupees('en', entry.line.amountPaise / 100)}</TableCell>
          </TableRow>
        ))}
      </CreditTable>
      <CreditTable title={bankStatementsWords.unmatchedCredits} headings={['Date', 'Amount', 'Narration']}>
        {unmatched.map((entry) => (
          <TableRow key={entry.credit}>
            <TableCell>{formatDay(entry.line.date)}</TableCell>
            <TableCell>{formatRupees('en', entry.line.amountPaise / 100)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{entry.line.narration}</TableCell>
          </TableRow>
        ))}
      </CreditTable>
    </Box>
  );
}

/** One group of the summary's credits as a table named by its heading; an empty group says so. */
function CreditTable({ title, headings, children }: { title: string; headings: string[]; children: ReactNode[] }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {`${title} (${children.length})`}
      </Typography>
      {children.length ? (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {headings.map((heading) => (
                  <TableCell key={heading}>{heading}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </Paper>
      ) : (
        <Typography color="text.secondary">{bankStatementsWords.none}</Typography>
      )}
    </Box>
  );
}
