// Content history: a record's earlier versions with what each change did,
// restored in one step, and a screen's records deleted in the last 30 days, brought back the
// same way. Both lists come a page at a time from the database through react-admin's useGetList
// (the data provider routes 'content_history' and 'deleted_content' to their functions).

import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/Restore';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Paper,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { componentsWords } from '@seminary/core/i18n/en/admin/components.ts';
import { type ReactNode, useId, useState } from 'react';
import { useDataProvider, useGetList, useRefresh } from 'react-admin';
import type { ContentVersion, DeletedContent, SeminaryDataProvider, TableName } from '../../providers/dataProvider.ts';
import { formatDate } from '../dates.ts';
import { ErrorBanner } from '../ErrorBanner.tsx';
import { describeError } from '../errors.ts';
import { LoadingState } from '../LoadingState.tsx';
import { visuallyHidden } from '../visuallyHidden.ts';
import { changedFields, fieldLabel } from './changes.ts';

const PER_PAGE = 10;

const IMAGE = /\.(png|jpe?g|gif|webp|svg|avif)(\?.*)?$/i;

/** One value as the dialog shows it: a small picture for an image, the text otherwise. */
function Value({ value, label }: { value: unknown; label: string }) {
  if (value === null || value === undefined || value === '') {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        (empty)
      </Typography>
    );
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value === 'string' && /^https?:\/\//.test(value) && IMAGE.test(value)) {
    return (
      <Box
        component="img"
        src={value}
        alt={label}
        loading="lazy"
        sx={{ maxWidth: 96, maxHeight: 64, objectFit: 'contain', verticalAlign: 'middle', borderRadius: 0.5 }}
      />
    );
  }
  return (
    <Typography component="span" variant="body2" sx={{ wordBreak: 'break-word' }}>
      {text.length > 200 ? `${text.slice(0, 200)}…` : text}
    </Typography>
  );
}

/** The fields a change touched, each with its value before and after (or only before, for a deletion). */
function Changes({ before, after }: { before: Record<string, unknown>; after: Record<string, unknown> | null }) {
  const fields = changedFields(before, after);
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {componentsWords.noFieldChanged}
      </Typography>
    );
  }
  return (
    <Box component="dl" sx={{ my: 0.5, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}>
      {fields.map((field) => {
        const label = fieldLabel(field);
        return (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Box component="dd" sx={{ m: 0, mb: 0.5 }}>
              <Value value={before[field]} label={componentsWords.before(label)} />
              {after === null ? null : (
                <>
                  <Typography component="span" variant="body2" aria-hidden sx={{ mx: 1 }}>
                    →
                  </Typography>
                  <Typography component="span" sx={visuallyHidden}>
                    {componentsWords.changedTo}
                  </Typography>
                  <Value value={after[field]} label={componentsWords.after(label)} />
                </>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function who(role: string | null): string {
  switch (role) {
    case 'administrator':
    case 'editor':
      return `an ${role}`;
    case 'anon':
      return 'a visitor';
    case 'service_role':
      return 'a script';
    default:
      return 'someone';
  }
}

/** A dialog of one page of a list, with its own previous and next buttons. */
function PagedDialog({
  title,
  onClose,
  busy,
  error,
  status,
  page,
  pages,
  setPage,
  children,
}: {
  title: string;
  onClose: () => void;
  busy: boolean;
  error: string | null;
  status: string | null;
  page: number;
  pages: number;
  setPage: (page: number) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>
        <ErrorBanner message={error} />
        <Typography role="status" sx={status ? { mb: 2, color: 'success.main' } : visuallyHidden}>
          {status ?? ''}
        </Typography>
        {children}
      </DialogContent>
      <DialogActions>
        {pages > 1 ? (
          <Box
            component="nav"
            aria-label={componentsWords.pages}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}
          >
            <Button onClick={() => setPage(page - 1)} disabled={busy || page <= 1}>
              {componentsWords.newer}
            </Button>
            <Typography variant="body2">{componentsWords.pageOf(page, pages)}</Typography>
            <Button onClick={() => setPage(page + 1)} disabled={busy || page >= pages}>
              {componentsWords.older}
            </Button>
          </Box>
        ) : null}
        <Button onClick={onClose} disabled={busy}>
          {componentsWords.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Restores a version and refreshes what shows it; returns the error to show, or null. */
function useRestore() {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  async function restore(versionId: number, done: string) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      await dataProvider.restoreContentVersion(versionId);
      setStatus(done);
      // The screen's list (and this dialog's) read the record again.
      refresh();
    } catch (failure) {
      setError(describeError(failure));
    }
    setBusy(false);
  }
  return { busy, error, status, restore };
}

/** A record's versions, newest first, each with what its change did and a one-step restore. */
export function ContentHistoryDialog({
  resource,
  recordId,
  name,
  onClose,
}: {
  resource: TableName;
  recordId: string;
  name: string;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList<ContentVersion & { id: number }>(
    'content_history',
    { pagination: { page, perPage: PER_PAGE }, filter: { table_name: resource, record_id: recordId } },
    { retry: false, refetchOnWindowFocus: false },
  );
  const restoring = useRestore();
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
  return (
    <PagedDialog
      title={componentsWords.historyTitle(name)}
      onClose={onClose}
      busy={restoring.busy}
      error={error ? describeError(error) : restoring.error}
      status={restoring.status}
      page={page}
      pages={pages}
      setPage={setPage}
    >
      {error ? null : isPending ? (
        <LoadingState label={componentsWords.loadingTheHistory} />
      ) : (data ?? []).length === 0 ? (
        <Typography color="text.secondary">{componentsWords.noEarlierVersionsYetOne}</Typography>
      ) : (
        <List disablePadding aria-label={componentsWords.earlierVersionsNewestFirst}>
          {(data ?? []).map((version) => {
            const before = version.row_data as Record<string, unknown>;
            const after = version.after as Record<string, unknown> | null;
            const heading = (version.operation === 'delete' ? componentsWords.deletedOn : componentsWords.changedOn)(
              formatDate(version.changed_at),
              who(version.changed_by_role),
            );
            return (
              <ListItem key={version.id} disableGutters sx={{ display: 'block', mb: 1.5 }}>
                <Paper variant="outlined" sx={{ p: 1.5 }}>
                  <Typography variant="subtitle2" component="h3">
                    {heading}
                  </Typography>
                  <Changes before={before} after={after} />
                  <Button
                    size="small"
                    startIcon={<RestoreIcon />}
                    onClick={() => restoring.restore(version.id, componentsWords.theVersionIsRestoredThe)}
                    disabled={restoring.busy}
                    aria-label={componentsWords.restoreThisVersionAsIt(formatDate(version.changed_at))}
                    sx={{ mt: 0.5 }}
                  >
                    {componentsWords.restoreThisVersion}
                  </Button>
                </Paper>
              </ListItem>
            );
          })}
        </List>
      )}
    </PagedDialog>
  );
}

/** The row action that opens a record's history. */
export function HistoryButton({ resource, recordId, name }: { resource: TableName; recordId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={componentsWords.history}>
        <IconButton aria-label={componentsWords.historyOf(name)} onClick={() => setOpen(true)}>
          <HistoryIcon />
        </IconButton>
      </Tooltip>
      {open ? (
        <ContentHistoryDialog resource={resource} recordId={recordId} name={name} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** What names a deleted record in the list: its title, name or caption, whichever it has. */
function recordName(row: Record<string, unknown>): string {
  for (const field of ['title', 'name', 'caption', 'alt_text', 'section_type', 'slug']) {
    const value = row[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return componentsWords.untitled;
}

/** A screen's records deleted in the last 30 days, newest deletion first, each brought back in one step. */
export function DeletedContentDialog({
  resource,
  label,
  onClose,
}: {
  resource: TableName;
  label: string;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList<DeletedContent & { id: number }>(
    'deleted_content',
    { pagination: { page, perPage: PER_PAGE }, filter: { table_name: resource } },
    { retry: false, refetchOnWindowFocus: false },
  );
  const restoring = useRestore();
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
  return (
    <PagedDialog
      title={componentsWords.recentlyDeletedOf(label)}
      onClose={onClose}
      busy={restoring.busy}
      error={error ? describeError(error) : restoring.error}
      status={restoring.status}
      page={page}
      pages={pages}
      setPage={setPage}
    >
      {error ? null : isPending ? (
        <LoadingState label={componentsWords.loadingDeletedRecords} />
      ) : (data ?? []).length === 0 ? (
        <Typography color="text.secondary">{componentsWords.nothingWasDeletedInThe}</Typography>
      ) : (
        <List disablePadding aria-label={componentsWords.deletedInTheLast30}>
          {(data ?? []).map((deleted) => {
            const row = deleted.row_data as Record<string, unknown>;
            const name = recordName(row);
            return (
              <ListItem key={deleted.id} disableGutters sx={{ display: 'block', mb: 1.5 }}>
                <Paper variant="outlined" sx={{ p: 1.5 }}>
                  <Typography variant="subtitle2" component="h3">
                    {name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {componentsWords.deletedOn(formatDate(deleted.changed_at), who(deleted.changed_by_role))}
                  </Typography>
                  <Changes before={row} after={null} />
                  <Button
                    size="small"
                    startIcon={<RestoreFromTrashIcon />}
                    onClick={() => restoring.restore(deleted.id, componentsWords.isBack(name))}
                    disabled={restoring.busy}
                    aria-label={componentsWords.bringBackOf(name)}
                    sx={{ mt: 0.5 }}
                  >
                    {componentsWords.bringBack}
                  </Button>
                </Paper>
              </ListItem>
            );
          })}
        </List>
      )}
    </PagedDialog>
  );
}

/** The screen action that opens its recently deleted records. */
export function RecentlyDeletedButton({ resource, label }: { resource: TableName; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<RestoreFromTrashIcon />} onClick={() => setOpen(true)}>
        {componentsWords.recentlyDeleted}
      </Button>
      {open ? <DeletedContentDialog resource={resource} label={label} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
