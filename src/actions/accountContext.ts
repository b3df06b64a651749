import { db as appDb, type RoutegidsDB } from '../db/database.ts';
import { type AuthStorage, authStorage } from '../lib/authStorage.ts';
import type { AccountPort } from '../sync/account.ts';
import type { SyncEngine } from '../sync/engine.ts';
import type { PaidAccessPort } from '../sync/paidAccess.ts';
import { accountPort, paidAccessPort, startSync } from '../sync/supabase/runtime.ts';

/** The engine calls account actions make after a sign-in or a payment. */
export type AccessSync = Pick<SyncEngine, 'checkAccess' | 'pull'>;

/**
 * What the account actions need besides their arguments. The app uses the defaults; tests
 * pass their own database, storage and ports over a test server.
 */
export interface AccountContext {
  db: RoutegidsDB;
  storage: Pick<AuthStorage, 'setRemember'>;
  account(): Promise<AccountPort>;
  /** Where the confirmation e-mail's link leads: the app's callback screen. */
  redirectTo(): string | undefined;
}

/** What the actions that also ask the edge function or the engine need. */
export interface PaidAccessContext extends AccountContext {
  paidAccess(): Promise<PaidAccessPort>;
  sync(): Promise<AccessSync>;
  /** Where the password-recovery e-mail's link leads: the reset screen. */
  recoveryRedirectTo(): string;
}

const origin = () => (typeof window !== 'undefined' ? window.location.origin : '');

export function appAccountContext(): PaidAccessContext {
  return {
    db: appDb,
    storage: authStorage(),
    account: accountPort,
    paidAccess: paidAccessPort,
    sync: startSync,
    redirectTo: () => (origin() ? `${origin()}/auth/callback` : undefined),
    recoveryRedirectTo: () => `${origin()}/reset-password`,
  };
}
