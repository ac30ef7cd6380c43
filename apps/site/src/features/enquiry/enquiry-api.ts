// The enquiry's one write: a registrations row. Visitors cannot read
// registrations back, so the insert asks for nothing in return.
import type { TablesInsert } from '@seminary/core/database.types';
import { browserSupabase } from '../../lib/browser-supabase.ts';

export async function insertEnquiry(row: TablesInsert<'registrations'>): Promise<void> {
  const supabase = await browserSupabase();
  const { error } = await supabase.from('registrations').insert(row);
  if (error) throw error;
}
