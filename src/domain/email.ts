/**
 * The e-mail rule the server applies (trim, NFC, invisible characters, case), for the sign-in
 * and register forms. One implementation: it lives with the edge functions because Supabase
 * deploys a function only with files under `supabase/functions`.
 */
export {
  cleanEmail,
  isEmailTooLong,
  MAX_EMAIL_BYTES,
  normaliseEmail,
} from '../../supabase/functions/_shared/email.ts';
