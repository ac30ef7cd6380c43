import type { Tables } from '@seminary/core/database.types';
import { useGetList } from 'react-admin';
import type { TableName } from '../providers/dataProvider.ts';

/** The most rows one request returns: the hosted Data API's own cap. */
export const MAX_ROWS = 1000;

export type Row<T extends TableName> = Tables<T> & { id: string };

/** Every row of a table in the order the spec reads it, for screens that show them all. */
export function useTableRows<T extends TableName>(
  table: T,
  sort: { field: keyof Tables<T> & string; order: 'ASC' | 'DESC' },
  filter: Record<string, unknown> = {},
  options: { enabled?: boolean } = {},
) {
  // The retrying fetch under the data provider already retries a failed request, so the query
  // does not retry on top of it and the error shows as soon as the last attempt fails.
  return useGetList<Row<T>>(
    table,
    { pagination: { page: 1, perPage: MAX_ROWS }, sort, filter },
    { retry: false, refetchOnWindowFocus: false, ...options },
  );
}
