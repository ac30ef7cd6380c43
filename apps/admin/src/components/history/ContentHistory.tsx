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
import { recordName } from '../records.ts';
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

/** Restores a version and refreshes what shows it; keeps the error or the words to show. */
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

/** One version's restore, which says when it is done. */
function RestoreButton({
  restoring,
  versionId,
  done,
  icon,
  name,
  children,
}: {
  restoring: ReturnType<typeof useRestore>;
  versionId: number;
  done: string;
  icon: ReactNode;
  /** The button's name for a screen reader, which says which version it brings back. */
  name: string;
  children: string;
}) {
  return (
    <Button
      size="small"
      startIcon={icon}
      onClick={() => restoring.restore(versionId, done)}
      disabled={restoring.busy}
      aria-label={name}
      sx={{ mt: 0.5 }}
    >
      {children}
    </Button>
  );
}

/**
 * A page of versions (of a record, or of a screen's deleted records) from the database, each a
 * card with its own restore, in a dialog with its own previous and next buttons.
 */
function VersionsDialog<V extends { id: number }>({
  source,
  filter,
  title,
  loadingLabel,
  emptyText,
  listLabel,
  onClose,
  children: card,
}: {
  source: 'content_history' | 'deleted_content';
  filter: Record<string, unknown>;
  title: string;
  loadingLabel: string;
  emptyText: string;
  listLabel: string;
  onClose: () => void;
  /** One version's card: what it was, and its RestoreButton. */
  children: (version: V, restoring: ReturnType<typeof useRestore>) => ReactNode;
}) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList<V>(
    source,
    { pagination: { page, perPage: PER_PAGE }, filter },
    { retry: false, refetchOnWindowFocus: false },
  );
  const restoring = useRestore();
  const { busy, status } = restoring;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
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
        <ErrorBanner message={error ? describeError(error) : restoring.error} />
        <Typography role="status" sx={status ? { mb: 2, color: 'success.main' } : visuallyHidden}>
          {status ?? ''}
        </Typography>
        {error ? null : isPending ? (
          <LoadingState label={loadingLabel} />
        ) : (data ?? []).length === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <List disablePadding aria-label={listLabel}>
            {(data ?? []).map((version) => (
              <ListItem key={version.id} disableGutters sx={{ display: 'block', mb: 1.5 }}>
                <Paper variant="outlined" sx={{ p: 1.5 }}>
                  {card(version, restoring)}
                </Paper>
              </ListItem>
            ))}
          </List>
        )}
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
  return (
    <VersionsDialog<ContentVersion & { id: number }>
      source="content_history"
      filter={{ table_name: resource, record_id: recordId }}
      title={componentsWords.historyTitle(name)}
      loadingLabel={componentsWords.loadingTheHistory}
      emptyText={componentsWords.noEarlierVersionsYetOne}
      listLabel={componentsWords.earlierVersionsNewestFirst}
      onClose={onClose}
    >
      {(version, restoring) => (
        <>
          <Typography variant="subtitle2" component="h3">
            {(version.operation === 'delete' ? componentsWords.deletedOn : componentsWords.changedOn)(
              formatDate(version.changed_at),
              who(version.changed_by_role),
            )}
          </Typography>
          <Changes
            before={version.row_data as Record<string, unknown>}
            after={version.after as Record<string, unknown> | null}
          />
          <RestoreButton
            restoring={restoring}
            versionId={version.id}
            done={componentsWords.theVersionIsRestoredThe}
            icon={<RestoreIcon />}
            name={componentsWords.restoreThisVersionAsIt(formatDate(version.changed_at))}
          >
            {componentsWords.restoreThisVersion}
          </RestoreButton>
        </>
      )}
    </VersionsDialog>
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
  return (
    <VersionsDialog<DeletedContent & { id: number }>
      source="deleted_content"
      filter={{ table_name: resource }}
      title={componentsWords.recentlyDeletedOf(label)}
      loadingLabel={componentsWords.loadingDeletedRecords}
      emptyText={componentsWords.nothingWasDeletedInThe}
      listLabel={componentsWords.deletedInTheLast30}
      onClose={onClose}
    >
      {(deleted, restoring) => {
        const row = deleted.row_data as Record<string, unknown>;
        const name = recordName(row);
        return (
          <>
            <Typography variant="subtitle2" component="h3">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {componentsWords.deletedOn(formatDate(deleted.changed_at), who(deleted.changed_by_role))}
            </Typography>
            <Changes before={row} after={null} />
            <RestoreButton
              restoring={restoring}
              versionId={deleted.id}
              done={componentsWords.isBack(name)}
              icon={<RestoreFromTrashIcon />}
              name={componentsWords.bringBackOf(name)}
            >
              {componentsWords.bringBack}
            </RestoreButton>
          </>
        );
      }}
    </VersionsDialog>
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
