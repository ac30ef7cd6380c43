// What the enquiry form holds while it is filled in: the single-page form's fields as text,
// plus the hidden honeypot; the result is a registrations row.
import type { ApplicationValues } from '../apply/application-values.ts';

export type EnquiryValues = Pick<
  ApplicationValues,
  'name' | 'email' | 'phone' | 'state' | 'city' | 'program_interest' | 'course_id' | 'address' | 'comments' | 'honeypot'
>;

export const emptyEnquiry: EnquiryValues = {
  name: '',
  email: '',
  phone: '',
  state: '',
  city: '',
  program_interest: '',
  course_id: '',
  address: '',
  comments: '',
  honeypot: '',
};
