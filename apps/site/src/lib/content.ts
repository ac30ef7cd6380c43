import { type CollectionEntry, type CollectionKey, getCollection } from 'astro:content';

/**
 * The rows of a collection in the order the loader's query gave them: each entry's id starts
 * with the row's zero-padded position (see loaders/supabase.ts).
 */
export async function rowsOf<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>['data'][]> {
  const entries = await getCollection(collection);
  return entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((entry) => entry.data);
}
