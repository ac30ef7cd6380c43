// What the component tests share: react-admin's context around a component, over a small
// in-memory data provider (the components are under test here, not the database).
import { cleanup, render } from '@testing-library/react';
import { defaultI18nProvider } from 'ra-supabase';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider, type GetListParams, memoryStore, type RaRecord } from 'react-admin';
import { afterEach } from 'vitest';

afterEach(cleanup);

/** getList over rows in memory: equality filters, one sort field, pages, and the total. */
export function memoryDataProvider(tables: Record<string, RaRecord[]>) {
  const calls: { resource: string; params: GetListParams }[] = [];
  /** The exports the screen reported for the audit trail, as the real provider sends them. */
  const exports: { table: string; rows: number }[] = [];
  const dataProvider = {
    async logExport(table: string, rows: number) {
      exports.push({ table, rows });
    },
    async getList(resource: string, params: GetListParams) {
      calls.push({ resource, params });
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const { field = 'id', order = 'ASC' } = params.sort ?? {};
      const rows = (tables[resource] ?? [])
        .filter((row) => Object.entries(params.filter ?? {}).every(([key, value]) => row[key] === value))
        .sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0) * (order === 'DESC' ? -1 : 1));
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    },
  } as unknown as DataProvider;
  return { dataProvider, calls, exports };
}

/** Rendered as in the admin (its texts too), with a store of its own so no list parameters carry over. */
export function renderInAdmin(ui: ReactNode, dataProvider: DataProvider) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );
}
