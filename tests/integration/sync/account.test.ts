import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { AccountContext } from '../../../src/actions/accountContext.ts';
import { signIn } from '../../../src/actions/signIn.ts';
import { signOut } from '../../../src/actions/signOut.ts';
import { acknowledgeFirstLogin, signUp } from '../../../src/actions/signUp.ts';
import { getMeta } from '../../../src/db/meta.ts';
import { type AuthStorage, createAuthStorage } from '../../../src/lib/authStorage.ts';
import { memoryStore } from '../../../src/lib/webStorage.ts';
import { createSupabaseAccount } from '../../../src/sync/supabase/supabaseAccount.ts';
import {
  clientFor,
  FaultyFetch,
  settle,
  setUpSyncServer,
  type Tab,
} from '../../support/serverSync.ts';
import { uniqueEmail } from '../../support/startTestServer.ts';

/**
 * The account actions the UI calls, with the real engine, supabase-js and the local server
 * (e-mail confirmation on, as hosted projects have it).
 */
const sync = setUpSyncServer();

interface Browser {
  tab: Tab;
  ctx: AccountContext;
  local: ReturnType<typeof memoryStore>;
  session: ReturnType<typeof memoryStore>;
  storage: AuthStorage;
}

/** A tab whose supabase-js keeps its session where the app's auth storage says. */
async function browser(): Promise<Browser> {
  const local = memoryStore();
  const session = memoryStore();
  const storage = createAuthStorage(local, session);
  const faulty = new FaultyFetch();
  const client = clientFor(sync.server, faulty, storage);
  const tab = await sync.startedTab({ faulty, client });
  const account = createSupabaseAccount(client.client, tab.auth);
  const ctx: AccountContext = {
    db: tab.db,
    storage,
    account: async () => account,
    redirectTo: () => `${sync.server.url}/`,
  };
  return { tab, ctx, local, session, storage };
}

async function confirm(email: string): Promise<void> {
  const mail = sync.server.mail.latest(email, 'signup');
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  const res = await fetch(mail.link, { redirect: 'manual' });
  expect(res.status).toBe(303);
}

const PASSWORD = 'walk-the-route-9';

describe('account actions', () => {
  it('registers, and the first sign-in after confirming is the first login', async () => {
    const b = await browser();
    const email = uniqueEmail();
    const up = await signUp(` ${email} `, PASSWORD, b.ctx);
    expect(up).toEqual({ error: null, outcome: 'signed_up' });
    expect(await getMeta(b.tab.db, 'session')).toMatchObject({
      user: null,
      justRegistered: true,
      isFirstLogin: false,
    });

    await confirm(email);
    expect(await signIn(email, PASSWORD, true, b.ctx)).toEqual({ error: null });
    await settle(b.tab);
    const session = await getMeta(b.tab.db, 'session');
    expect(session).toMatchObject({ justRegistered: false, isFirstLogin: true, remember: true });
    expect(session?.user?.email).toBe(email);

    await acknowledgeFirstLogin(b.tab.db);
    expect((await getMeta(b.tab.db, 'session'))?.isFirstLogin).toBe(false);
  });

  it('reports a wrong password with the server code and signs nobody in', async () => {
    const b = await browser();
    const email = uniqueEmail();
    await signUp(email, PASSWORD, b.ctx);
    await confirm(email);
    const { error } = await signIn(email, 'not-the-password', true, b.ctx);
    expect(error).toMatchObject({ code: 'invalid_credentials', status: 400 });
    await settle(b.tab);
    expect((await getMeta(b.tab.db, 'session'))?.user).toBeNull();
    expect(b.local.getItem('routegids.auth')).toBeNull();
  });

  it('reports an unconfirmed address, and a second registration too soon after the first', async () => {
    const b = await browser();
    const email = uniqueEmail();
    await signUp(email, PASSWORD, b.ctx);
    const { error } = await signIn(email, PASSWORD, false, b.ctx);
    expect(error?.code).toBe('email_not_confirmed');
    // Within a minute of the first mail, Supabase refuses to send another.
    const again = await signUp(email, PASSWORD, b.ctx);
    expect(again).toMatchObject({ outcome: null, error: { code: 'over_email_send_rate_limit' } });
  });

  it('keeps the session in sessionStorage without "remember" and in localStorage with it', async () => {
    const b = await browser();
    const email = uniqueEmail();
    await signUp(email, PASSWORD, b.ctx);
    await confirm(email);

    await signIn(email, PASSWORD, false, b.ctx);
    expect(b.session.getItem('routegids.auth')).toContain('access_token');
    expect(b.local.getItem('routegids.auth')).toBeNull();
    expect(b.storage.remember()).toBe(false);

    await signOut(b.ctx);
    await signIn(email, PASSWORD, true, b.ctx);
    expect(b.local.getItem('routegids.auth')).toContain('access_token');
    expect(b.session.getItem('routegids.auth')).toBeNull();
    await settle(b.tab);
    expect((await getMeta(b.tab.db, 'session'))?.remember).toBe(true);
  });

  it('signs out on the server, and offline still ends the session on this device', async () => {
    const b = await browser();
    const email = uniqueEmail();
    await signUp(email, PASSWORD, b.ctx);
    await confirm(email);

    await signIn(email, PASSWORD, true, b.ctx);
    await settle(b.tab);
    expect((await signOut(b.ctx)).error).toBeNull();
    await settle(b.tab);
    expect((await getMeta(b.tab.db, 'session'))?.user).toBeNull();
    expect(b.local.getItem('routegids.auth')).toBeNull();

    await signIn(email, PASSWORD, true, b.ctx);
    await settle(b.tab);
    expect((await getMeta(b.tab.db, 'session'))?.user?.email).toBe(email);
    b.tab.faulty.offline = true;
    const { error } = await signOut(b.ctx);
    expect(error).toBeTruthy();
    await settle(b.tab);
    expect((await getMeta(b.tab.db, 'session'))?.user).toBeNull();
    expect(b.local.getItem('routegids.auth')).toBeNull();
    expect(b.session.getItem('routegids.auth')).toBeNull();
  });
});
