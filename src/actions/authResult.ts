/** What an auth action reports to the UI, which maps it to the specification's texts. */
export type { AuthFailure } from '../sync/account.ts';
