// The admin's words, in English only (the school's staff work in English): the spec's fixed
// admin texts and per-screen errors (../../../texts.ts, ../../../messages.ts) and each screen's
// own words, one module per screen or shared part. A screen imports its own module, so the
// admin's sign-in chunk carries no other screen's words.
import { screenErrors } from '../../../messages.ts';
import { texts } from '../../../texts.ts';

export const admin = {
  ...texts.admin,
  errors: screenErrors.admin,
} as const;
