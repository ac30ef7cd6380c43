// The order a collection's rows are listed in. The loader stores rows by id and reads only the
// changed ones, so the order is not the query's: pages sort by the same columns (lib/content.ts),
// comparing as PostgreSQL does for these types (text by code point, as the C collation the
// backend uses; nulls last when ascending, first when descending), ties broken by id.

export interface OrderColumn<Column extends string = string> {
  column: Column;
  /** Ascending unless false. */
  ascending?: boolean;
}

type Value = string | number | boolean | null | undefined;

function compareValues(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareRows(order: readonly OrderColumn[]) {
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    for (const { column, ascending = true } of order) {
      const difference = compareValues(a[column] as Value, b[column] as Value);
      if (difference !== 0) return ascending ? difference : -difference;
    }
    return compareValues(a.id as Value, b.id as Value);
  };
}
