import { Box } from '@mui/material';
import { componentsWords } from '@seminary/core/i18n/en/admin/components.ts';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { ListBase, Pagination, type SortPayload, useListContext } from 'react-admin';
import type { TableName } from '../providers/dataProvider.ts';
import { EmptyState } from './EmptyState.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { LoadingState } from './LoadingState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

/** Rows per page of the lists that grow; the others show up to LONG_PAGE rows before paging. */
export const PAGE_SIZE = 25;
const LONG_PAGE = 100;

/** Tells the screen's red banner that an action failed (or, with null, that a new one starts). */
const ReportErrorContext = createContext<(message: string | null) => void>(() => undefined);

export function useReportError() {
  return useContext(ReportErrorContext);
}

/**
 * '1-25 of 2,503': the true total, with the thousands separated. react-admin's Pagination hands
 * this on to MUI's TablePagination, though its props type does not list it.
 */
const rangeOfTotal = {
  labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    componentsWords.rowsOf(from, to, (count === -1 ? to : count).toLocaleString('en-US')),
};

interface ListFrameProps {
  /** The screen's heading; a list inside a tab, under its screen's heading, has none. */
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A message under the banner, such as what an action just did. */
  notice?: ReactNode;
  filters?: ReactNode;
  loadErrorMessage: string;
  loadingLabel: string;
  emptyText: string;
  paged: boolean;
  /** A fixed page size, such as a card grid's whole rows: no choice of rows per page is offered. */
  perPage?: number;
  /** Dialogs over the list that read it (an add dialog counting its rows), shown whatever its state. */
  dialogs?: ReactNode;
  children: ReactNode;
}

function ListFrame({
  title,
  description,
  actions,
  notice,
  filters,
  loadErrorMessage,
  loadingLabel,
  emptyText,
  paged,
  perPage,
  dialogs,
  children,
}: ListFrameProps) {
  const { error, isPending, total } = useListContext();
  const [actionError, setActionError] = useState<string | null>(null);
  const pageSize = perPage ?? (paged ? PAGE_SIZE : LONG_PAGE);
  return (
    <ReportErrorContext.Provider value={setActionError}>
      <Box sx={{ pb: title ? 4 : 0 }}>
        {title ? (
          <ScreenHeader title={title} description={description} actions={actions} />
        ) : actions ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mb: 2 }}>{actions}</Box>
        ) : null}
        <ErrorBanner message={error ? loadErrorMessage : actionError} />
        {notice}
        {filters}
        {error ? null : isPending ? (
          <LoadingState label={loadingLabel} />
        ) : total === 0 ? (
          <EmptyState message={emptyText} />
        ) : (
          <>
            {children}
            {paged || (total ?? 0) > pageSize ? (
              <Pagination rowsPerPageOptions={perPage ? [] : [10, PAGE_SIZE, 50, 100]} {...rangeOfTotal} />
            ) : null}
          </>
        )}
        {dialogs}
      </Box>
    </ReportErrorContext.Provider>
  );
}

/** A list screen's table, sort, filters and frame. */
export type ListScreenProps = Omit<ListFrameProps, 'paged'> & {
  /** A table, or `staff`, which the data provider lists through the staff function. */
  resource: TableName | 'staff';
  sort: SortPayload;
  /** Always applied, besides the filters the screen offers. */
  filter?: Record<string, unknown>;
  /** The filters' values when the screen opens without any in its address. */
  filterDefaultValues?: Record<string, unknown>;
  /** Where react-admin keeps the list's parameters, when two screens list one table. */
  storeKey?: string;
  /** Lists that grow show paging controls and the true total at all times. */
  paged?: boolean;
  /**
   * For a list in one of its screen's tabs, whose address holds the tab: the list's page is not
   * kept in the address, and starts afresh each time.
   */
  disableSyncWithLocation?: boolean;
};

/**
 * The admin's one list frame, on react-admin's list controller: the database pages, sorts,
 * searches and filters, and the list's parameters live in the address, so a link can open a
 * filtered list. The screen shows its heading, the red error banner (the load's failure, or the
 * last row action's, through useReportError), its loading and empty texts, then its rows (a
 * table, cards or images, read with useListContext) and the paging.
 */
export function ListScreen({
  resource,
  sort,
  filter,
  filterDefaultValues,
  storeKey,
  paged = false,
  perPage,
  disableSyncWithLocation = false,
  ...frame
}: ListScreenProps) {
  return (
    <ListBase
      resource={resource}
      sort={sort}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      storeKey={disableSyncWithLocation ? false : storeKey}
      disableSyncWithLocation={disableSyncWithLocation}
      perPage={perPage ?? (paged ? PAGE_SIZE : LONG_PAGE)}
      // The retrying fetch under the data provider already retries, so the query does not; a
      // failure shows in the screen's red banner, not in react-admin's notification too.
      queryOptions={{ retry: false, refetchOnWindowFocus: false, onError: () => undefined }}
    >
      <ListFrame paged={paged} perPage={perPage} {...frame} />
    </ListBase>
  );
}
