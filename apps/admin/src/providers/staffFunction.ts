// The admin's calls to the `staff` Edge Function: the admin never holds the service
// key, so inviting, changing a role, disabling and password links go through the function, which
// checks the caller is an administrator. Its refusals come back as react-admin's HttpError with
// the catalogue's words for the code the function answers with (Auth's or the database's own
// words where they refused).
import { staffWords } from '@seminary/core/i18n/en/admin/staff.ts';
import type { StaffRole } from '@seminary/core/staff-roles';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { HttpError } from 'react-admin';
import { supabase } from './supabaseClient.ts';

export interface StaffMember {
  id: string;
  user_id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

async function callStaff<T>(body: Record<string, unknown>): Promise<T> {
  const { data, error } = await supabase.functions.invoke('staff', { body });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const json = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    const words = staffWords.refusals[json.code as keyof typeof staffWords.refusals];
    throw new HttpError(words ?? json.error ?? staffWords.functionFailed, response.status, json);
  }
  if (error) throw new HttpError(staffWords.functionUnreachable, 503, error);
  return data as T;
}

export async function listStaff(page: number): Promise<{ data: StaffMember[]; total: number }> {
  const answer = await callStaff<{ members: Omit<StaffMember, 'id'>[]; total: number }>({ action: 'list', page });
  return { data: answer.members.map((member) => ({ ...member, id: member.user_id })), total: answer.total };
}

export function inviteStaff(email: string, role: StaffRole): Promise<{ user_id: string }> {
  return callStaff({ action: 'invite', email, role });
}

export function setStaffRole(userId: string, role: StaffRole): Promise<{ user_id: string; role: StaffRole }> {
  return callStaff({ action: 'set_role', user_id: userId, role });
}

export function setStaffDisabled(userId: string, disabled: boolean): Promise<{ user_id: string }> {
  return callStaff({ action: disabled ? 'disable' : 'enable', user_id: userId });
}

export function sendStaffPasswordLink(userId: string): Promise<{ user_id: string }> {
  return callStaff({ action: 'send_password', user_id: userId });
}
