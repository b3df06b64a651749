import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta, NO_SESSION, setMeta } from '../../../src/db/meta.ts';
import { TransportError } from '../../../src/sync/transport.ts';
import { location, route, stop } from '../../fixtures/rows.ts';
import { SUBSCRIBED, signedInHarness } from '../../support/engineFixtures.ts';
import { type Harness, makeHarness, settle, started } from '../../support/engineHarness.ts';
import { FakeServer } from '../../support/fakeSyncServer.ts';

const HOUR = 3_600_000;

function catalogue(): FakeServer {
  const s = new FakeServer();
  s.putRoute(route('trial', { is_trial: true }));
  s.putRoute(route('pass', { daypass: true }));
  s.putRoute(route('members'));
  s.putLocation(location('t1'));
  s.putLocation(location('p1'));
  s.putLocation(location('m1'));
  s.putLocation(location('story'));
  s.putStop(stop('s-t1', 'trial', 't1', 1));
  s.putStop(stop('s-p1', 'pass', 'p1', 1));
  s.putStop(stop('s-m1', 'members', 'm1', 1));
  return s;
}

let h: Harness | null = null;
afterEach(async () => {
  await h?.engine.stop();
  h?.db.close();
  h = null;
});

async function withDayPass(expiresInMs: number): Promise<Harness> {
  h = signedInHarness(catalogue(), (harness) => ({
    has_subscription: false,
    has_day_pass: true,
    day_pass_expiry: harness.platform.now() + expiresInMs,
    checked_at: '',
  }));
  return started(h);
}

describe('access', () => {
  it('a day pass opens its routes; expiring while offline hides them at expiry and signs out', async () => {
    const h = await withDayPass(72 * HOUR);
    expect((await h.db.locations.get('p1'))?.locked).toBe(false);
    expect((await h.db.locations.get('m1'))?.locked).toBe(true);
    await h.db.packs.put({
      route_id: 'pass',
      state: 'complete',
      bytes_done: 1,
      bytes_total: 1,
      files_done: 1,
      files_total: 1,
      version: '1',
      error: null,
      error_detail: null,
      files: [],
      videos: [],
      with_videos: false,
      ready_version: '1',
      auto: false,
      checked_at: null,
      updated_at: '',
    });

    h.platform.setOnline(false);
    h.server.offline = true;
    h.platform.advance(72 * HOUR - 1000);
    await settle(h);
    expect((await h.db.locations.get('p1'))?.locked).toBe(false); // still valid offline

    h.platform.advance(1000);
    await settle(h);
    const p1 = await h.db.locations.get('p1');
    expect(p1?.locked).toBe(true);
    expect(p1?.article_nl).toBeNull();
    expect((await h.db.locations.get('t1'))?.locked).toBe(false); // the trial stays open
    expect(await h.db.packs.get('pass')).toBeUndefined();
    expect(h.auth.user).toBeNull();
    expect((await getMeta(h.db, 'session'))?.user).toBeNull();
    expect((await getMeta(h.db, 'access'))?.hasDayPass).toBe(false);
  });

  it('a day pass that expired while the app was closed ends at start, even offline', async () => {
    const first = await withDayPass(HOUR);
    const name = first.db.name;
    await first.engine.stop();
    first.db.close();
    const server = first.server;
    server.offline = true;
    h = makeHarness({ server, dbName: name });
    h.platform.clock = first.platform.clock + 2 * HOUR;
    h.platform.online = false;
    h.auth.user = { id: 'u1', email: 'u1@example.com' };
    await started(h);
    expect((await h.db.locations.get('p1'))?.locked).toBe(true);
    expect(h.auth.user).toBeNull();
  });

  it('checks at most once a minute and keeps the last result on error', async () => {
    const h = await withDayPass(72 * HOUR);
    const calls = h.server.accessCalls;
    await h.engine.checkAccess();
    expect(h.server.accessCalls).toBe(calls);
    h.platform.advance(61_000);
    h.server.accessFault = () => new TransportError('http', 'Failed to check subscription', 500);
    const kept = await h.engine.checkAccess();
    expect(h.server.accessCalls).toBe(calls + 1);
    expect(kept.hasDayPass).toBe(true);
    expect(h.logs.some((l) => l.startsWith('Error checking user access:'))).toBe(true);
    expect(h.auth.user).not.toBeNull();
  });

  it('a user who had access and now has none is signed out and loses gated content', async () => {
    const h = await withDayPass(72 * HOUR);
    h.server.access.delete('u1');
    h.platform.advance(61_000);
    await h.engine.checkAccess();
    await settle(h);
    expect(h.auth.user).toBeNull();
    expect((await h.db.locations.get('p1'))?.locked).toBe(true);
    expect((await getMeta(h.db, 'access'))?.hasDayPass).toBe(false);
  });

  it('a user who never had access is not signed out', async () => {
    const server = catalogue();
    h = makeHarness({ server });
    h.auth.user = { id: 'new', email: 'new@example.com' };
    await started(h);
    await h.engine.checkAccess({ force: true });
    expect(h.auth.user).not.toBeNull();
  });

  it('signing out removes gated content and the liked map at once, then pulls as anonymous', async () => {
    h = await started(signedInHarness(catalogue(), SUBSCRIBED));
    expect(await h.db.locations.get('story')).toBeDefined();
    await h.db.myLikes.put({ location_id: 't1', user_id: 'u1', liked: true });
    h.platform.online = false;
    await h.auth.signOut();
    await settle(h);
    expect(await h.db.locations.get('story')).toBeUndefined();
    expect((await h.db.locations.get('m1'))?.locked).toBe(true);
    expect(await h.db.myLikes.count()).toBe(0);
    h.platform.setOnline(true);
    await settle(h);
    expect(h.server.pullCalls.at(-1)).toMatchObject({ since: 0, as: null });
  });
});

describe('auth events', () => {
  it('the first sign-in after registering sets isFirstLogin and clears justRegistered', async () => {
    h = makeHarness({ server: catalogue() });
    await setMeta(h.db, 'session', { ...NO_SESSION, justRegistered: true });
    await started(h);
    h.auth.signIn({ id: 'u2', email: 'u2@example.com' });
    await settle(h);
    const session = await getMeta(h.db, 'session');
    expect(session).toMatchObject({
      justRegistered: false,
      isFirstLogin: true,
      user: { id: 'u2' },
    });
    // The same user's session re-announced (tab focus) is not another first login.
    await setMeta(h.db, 'session', { ...(session ?? NO_SESSION), isFirstLogin: false });
    h.auth.emit('SIGNED_IN', { id: 'u2', email: 'u2@example.com' });
    await settle(h);
    expect((await getMeta(h.db, 'session'))?.isFirstLogin).toBe(false);
  });

  it('a session found at start-up for a new user (a confirmation link) is the first login', async () => {
    h = makeHarness({ server: catalogue() });
    await setMeta(h.db, 'session', { ...NO_SESSION, justRegistered: true });
    h.auth.user = { id: 'u5', email: 'u5@example.com' };
    await started(h);
    expect(await getMeta(h.db, 'session')).toMatchObject({
      justRegistered: false,
      isFirstLogin: true,
      user: { id: 'u5' },
    });
    // supabase-js announces the same session again as SIGNED_IN: not a second first login.
    await setMeta(h.db, 'session', { ...NO_SESSION, user: { id: 'u5', email: null } });
    h.auth.emit('SIGNED_IN', { id: 'u5', email: 'u5@example.com' });
    await settle(h);
    expect((await getMeta(h.db, 'session'))?.isFirstLogin).toBe(false);
  });

  it('a token refresh without a session signs out; a user update replaces the session', async () => {
    h = makeHarness({ server: catalogue() });
    h.auth.user = { id: 'u3', email: 'old@example.com' };
    await started(h);
    h.auth.emit('USER_UPDATED', { id: 'u3', email: 'new@example.com' });
    await settle(h);
    expect((await getMeta(h.db, 'session'))?.user?.email).toBe('new@example.com');
    h.auth.emit('TOKEN_REFRESHED', null);
    await settle(h);
    expect((await getMeta(h.db, 'session'))?.user).toBeNull();
    expect(h.auth.user).toBeNull();
  });

  it('pulls for the new user from scratch when another user signs in', async () => {
    h = makeHarness({ server: catalogue() });
    h.auth.user = { id: 'a', email: 'a@example.com' };
    await started(h);
    await h.auth.signOut();
    h.auth.signIn({ id: 'b', email: 'b@example.com' });
    await settle(h);
    expect(h.server.pullCalls.at(-1)).toMatchObject({ since: 0, as: 'b' });
  });
});
