import { db } from '../../db/database.ts';
import { AUTH_STORAGE_KEY, authStorage } from '../../lib/authStorage.ts';
import { nextTask } from '../../lib/nextTask.ts';
import type { AccountPort } from '../account.ts';
import { createSyncEngine, type SyncEngine } from '../engine.ts';
import type { PaidAccessPort } from '../paidAccess.ts';
import type { PushPort } from '../push.ts';
import { createSupabaseAccount } from './supabaseAccount.ts';
import { createSupabaseAuth } from './supabaseAuth.ts';
import { getSupabase, supabaseConfig } from './supabaseClient.ts';
import { createSupabasePaidAccess } from './supabasePaidAccess.ts';
import { createSupabasePush } from './supabasePush.ts';
import { createSupabaseTransport } from './supabaseTransport.ts';

/**
 * The app's one engine per tab. `startSync()` is called once from src/app when the map has
 * loaded (or sooner by the first action that needs it); supabase-js is loaded then, not
 * before. Actions reach the engine through here, and work without it (their writes wait in
 * Dexie until the engine runs).
 */
let engine: Promise<SyncEngine> | null = null;
let account: AccountPort | null = null;
let paidAccess: PaidAccessPort | null = null;
let push: PushPort | null = null;

export function startSync(): Promise<SyncEngine> {
  engine ??= (async () => {
    const client = await getSupabase();
    // The engine and its ports in a task of their own, after the client's.
    await nextTask();
    const { anonKey } = supabaseConfig();
    // Realtime exists on hosted Supabase, not on the local server: ask only there.
    const realtime = Boolean(import.meta.env?.VITE_SUPABASE_URL);
    const authPort = createSupabaseAuth(client, {
      forgetSession: () => authStorage().removeItem(AUTH_STORAGE_KEY),
    });
    account = createSupabaseAccount(client, authPort);
    paidAccess = createSupabasePaidAccess(client);
    push = createSupabasePush(client);
    const started = createSyncEngine({
      db,
      transport: createSupabaseTransport(client, { anonKey, realtime }),
      auth: authPort,
    });
    await started.start();
    return started;
  })();
  return engine;
}

/** The running engine, or null before `startSync()`. */
export function runningSync(): Promise<SyncEngine> | null {
  return engine;
}

/**
 * Account calls, with the engine already listening so it hears the auth event they cause.
 */
export async function accountPort(): Promise<AccountPort> {
  await startSync();
  if (!account) throw new Error('sync engine started without an account port');
  return account;
}

/** The paid-access function's routes (subscriber login, day pass checkout). */
export async function paidAccessPort(): Promise<PaidAccessPort> {
  await startSync();
  if (!paidAccess) throw new Error('sync engine started without a paid-access port');
  return paidAccess;
}

/** Push subscriptions (the server's public key, this browser's subscription). */
export async function pushPort(): Promise<PushPort> {
  await startSync();
  if (!push) throw new Error('sync engine started without a push port');
  return push;
}

/** Something was queued while a user waits: send it now, retrying quickly. */
export function kickFlush(): void {
  void engine?.then((e) => e.flush({ interactive: true })).catch(() => {});
}
