import { db as appDb, type RoutegidsDB } from '../db/database.ts';
import { type AuthStorage, authStorage } from '../lib/authStorage.ts';
import type { AccountPort } from '../sync/account.ts';
import { accountPort } from '../sync/supabase/runtime.ts';

/**
 * What the account actions need besides their arguments. The app uses the defaults; tests
 * pass their own database, storage and a port over a test server.
 */
export interface AccountContext {
  db: RoutegidsDB;
  storage: Pick<AuthStorage, 'setRemember'>;
  account(): Promise<AccountPort>;
  /** Where the confirmation e-mail's link leads: back to this site. */
  redirectTo(): string | undefined;
}

export function appAccountContext(): AccountContext {
  return {
    db: appDb,
    storage: authStorage(),
    account: accountPort,
    redirectTo: () => (typeof window !== 'undefined' ? window.location.origin : undefined),
  };
}
