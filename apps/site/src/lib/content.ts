import { type CollectionEntry, type CollectionKey, getCollection, getEntry } from 'astro:content';
import { collectionOrders } from '../loaders/collection-orders.ts';
import { compareRows } from '../loaders/row-order.ts';

/** The rows of a collection in the order its query reads them (loaders/collection-orders.ts). */
export async function rowsOf<C extends CollectionKey & keyof typeof collectionOrders>(
  collection: C,
): Promise<CollectionEntry<C>['data'][]> {
  const rows = (await getCollection(collection)).map((entry) => entry.data);
  const byOrder = compareRows(collectionOrders[collection]);
  return rows.sort((a, b) => byOrder(a as Record<string, unknown>, b as Record<string, unknown>));
}

/** How many rows a table has, from its count collection (loaders/supabase.ts supabaseCountLoader). */
export async function countOf(collection: 'alumniCount'): Promise<number> {
  return (await getEntry(collection, 'all'))?.data.count ?? 0;
}
