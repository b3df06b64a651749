import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActionContext } from '../../../src/actions/actionContext.ts';
import { toggleLike } from '../../../src/actions/toggleLike.ts';
import { memoryStore } from '../../../src/lib/webStorage.ts';
import { FakeRealtime, transportTo, waitFor } from '../../support/fakeRealtime.ts';
import {
  clientFor,
  FaultyFetch,
  settle,
  setUpSyncServer,
  signUpAndIn,
  startEngine,
  type Tab,
} from '../../support/serverSync.ts';
import { uniqueEmail } from '../../support/startTestServer.ts';

/**
 * Realtime like counts end to end at the wire: the real engine, supabase-js and realtime-js
 * (over `ws`), against a fake Realtime server speaking the Phoenix protocol, with REST and auth
 * on the local test server.
 */
let realtime: FakeRealtime;

beforeEach(async () => {
  realtime = new FakeRealtime();
  await realtime.start();
});
// Registered before setUpSyncServer's hooks, so it runs after them (vitest runs after-hooks in
// reverse): the tabs close before the realtime server they are connected to.
afterEach(async () => {
  await realtime.close();
});

const sync = setUpSyncServer({ env: { AUTH_AUTOCONFIRM: '1' }, catalogue: true });

const REOPEN_MS = 20;
const LIKE_COUNTS = [{ event: '*', schema: 'public', table: 'location_like_counts' }];

function openRealtimeTab(): Tab {
  const faulty = new FaultyFetch();
  // A short join timeout so the "no answer" case does not take realtime-js's 10 s.
  const client = clientFor(sync.server, faulty, memoryStore(), {
    transport: transportTo(realtime),
    timeout: 300,
  });
  return sync.openTab({ faulty, client, realtimeReopenMs: REOPEN_MS });
}

const started = (): Promise<Tab> => startEngine(openRealtimeTab());

const countOf = async (t: Tab, id: string) => (await t.db.likeCounts.get(id))?.likes;

async function countBecomes(t: Tab, id: string, likes: number): Promise<void> {
  await waitFor(`count ${likes} for ${id}`, async () => (await countOf(t, id)) === likes);
}

const joinedOnce = () => waitFor('a joined channel', () => realtime.joinedTopics().length === 1);

const ctxFor = (t: Tab): ActionContext => ({
  db: t.db,
  now: () => new Date(t.platform.now()),
  uuid: () => crypto.randomUUID(),
  queued: () => void t.engine.flush({ interactive: true }),
});

describe('realtime like counts', () => {
  it('joins for location_like_counts with the anon key and writes pushed counts to Dexie', async () => {
    const t = await started();
    await joinedOnce();
    expect(realtime.connections[0]?.get('apikey')).toBe(sync.server.anonKey);
    expect(realtime.connections[0]?.get('vsn')).toBe('2.0.0');
    expect(realtime.joins[0]?.payload.config?.postgres_changes).toEqual(LIKE_COUNTS);

    const { t1, t2 } = sync.catalogue.locations;
    realtime.change({ location_id: t1, likes: 7 });
    await countBecomes(t, t1, 7);

    // A first like creates the row (INSERT). A value sent as text is read by its column type,
    // so a bigint count still arrives as a number.
    realtime.change({ location_id: t2, likes: '3', type: 'INSERT', likesType: 'int8' });
    await countBecomes(t, t2, 3);
  });

  it('ignores deletes and rows without a usable count', async () => {
    const t = await started();
    await joinedOnce();
    const { t1, t2 } = sync.catalogue.locations;
    realtime.change({ location_id: t1, likes: 4 });
    await countBecomes(t, t1, 4);

    realtime.change({ location_id: t1, likes: 4, type: 'DELETE' });
    realtime.change({ location_id: t1, likes: 'many', likesType: 'text' });
    realtime.change({ location_id: t2, likes: 6 }); // events apply in order: this one comes last
    await countBecomes(t, t2, 6);
    expect(await countOf(t, t1)).toBe(4);
  });

  it('a location with a queued like of the user keeps its optimistic count until the op lands', async () => {
    const t = await started();
    await joinedOnce();
    await signUpAndIn(t, uniqueEmail('realtime'));
    await settle(t);
    // The signed-in user's token reaches the channel, so RLS on the stream is theirs.
    const session = (await t.client.auth.getSession()).data.session;
    await waitFor('the user token on the channel', () =>
      realtime.accessTokens.includes(session?.access_token ?? '?'),
    );

    const { t1, t3 } = sync.catalogue.locations;
    t.faulty.pushFault = () => 'fail';
    expect(await toggleLike(t3, ctxFor(t))).toBe(true);
    const optimistic = await countOf(t, t3);
    expect(optimistic).toBeGreaterThan(0);

    realtime.change({ location_id: t3, likes: 0 }); // older than our like: must not win
    realtime.change({ location_id: t1, likes: 9 });
    await countBecomes(t, t1, 9);
    expect(await countOf(t, t3)).toBe(optimistic);

    t.faulty.pushFault = () => 'ok';
    await t.engine.flush({ interactive: true });
    await settle(t);
    expect(await t.db.outbox.count()).toBe(0);
    realtime.change({ location_id: t3, likes: 12 });
    await countBecomes(t, t3, 12);
  });

  it('engine.stop() leaves the channel', async () => {
    const t = await started();
    await joinedOnce();
    const [topic] = realtime.joinedTopics();
    await t.engine.stop();
    await waitFor('phx_leave', () => realtime.leaves.includes(topic ?? '?'));
    expect(t.client.getChannels()).toEqual([]);
  });
});

describe('realtime like counts when the server says no', () => {
  async function pullStillBringsCounts(t: Tab): Promise<void> {
    const id = sync.catalogue.locations.p1;
    await sync.server.server.db.query(
      `insert into public.location_like_counts (location_id, likes) values ($1, 21)
       on conflict (location_id) do update set likes = excluded.likes`,
      [id],
    );
    await t.engine.pull();
    expect(await countOf(t, id)).toBe(21);
  }

  it('a join refused again and again: leaves for good, counts still come by pull', async () => {
    realtime.answerJoin = () => 'refuse';
    const t = await started();
    // realtime-js retries a refused join (after 1 s, 2 s); the third refusal ends it.
    await waitFor('phx_leave', () => realtime.leaves.length > 0, 8_000);
    expect(realtime.joins).toHaveLength(3);
    expect(t.client.getChannels()).toEqual([]);
    await pullStillBringsCounts(t);
  });

  it('a join refused once (e.g. a token that just expired) is retried and then streams', async () => {
    realtime.answerJoin = (n) => (n === 1 ? 'refuse' : 'ok');
    const t = await started();
    await waitFor('the rejoin', () => realtime.joinedTopics().length === 1, 4_000);
    expect(realtime.leaves).toEqual([]);
    realtime.change({ location_id: sync.catalogue.locations.t1, likes: 13 });
    await countBecomes(t, sync.catalogue.locations.t1, 13);
  });

  it.each([
    ['the table is not in the publication (system error)', 'unpublished'],
    ['the server binds another table (realtime-js leaves)', 'mismatch'],
  ] as const)('%s: leaves for good, counts still come by pull', async (_, answer) => {
    realtime.answerJoin = () => answer;
    const t = await started();
    await waitFor('phx_leave', () => realtime.leaves.length > 0);
    await waitFor('no channel left', () => t.client.getChannels().length === 0);
    await new Promise((r) => setTimeout(r, REOPEN_MS * 5));
    expect(realtime.joins).toHaveLength(1);
    await pullStillBringsCounts(t);
  });
});

describe('realtime like counts on a bad network', () => {
  it('a dropped connection is reconnected by realtime-js and the channel rejoins', async () => {
    const t = await started();
    await joinedOnce();
    const [topic] = realtime.joinedTopics();
    realtime.dropConnections();
    await waitFor('a second connection', () => realtime.connections.length === 2);
    await joinedOnce();
    expect(realtime.joinedTopics()).toEqual([topic]);
    expect(realtime.leaves).toEqual([]);
    realtime.change({ location_id: sync.catalogue.locations.t2, likes: 15 });
    await countBecomes(t, sync.catalogue.locations.t2, 15);
  });

  it('a join that gets no answer (TIMED_OUT) is retried, not abandoned', async () => {
    realtime.answerJoin = (n) => (n === 1 ? 'silent' : 'ok');
    const t = await started();
    await waitFor('the rejoin', () => realtime.joinedTopics().length === 1, 4_000);
    realtime.change({ location_id: sync.catalogue.locations.t3, likes: 17 });
    await countBecomes(t, sync.catalogue.locations.t3, 17);
    expect(t.client.getChannels()).toHaveLength(1);
  });

  it('a channel the server closes is replaced by a fresh one', async () => {
    const t = await started();
    await joinedOnce();
    const [first] = realtime.joinedTopics();
    realtime.closeChannel(first ?? '?');
    await joinedOnce();
    expect(realtime.joinedTopics()[0]).not.toBe(first);
    realtime.change({ location_id: sync.catalogue.locations.t1, likes: 19 });
    await countBecomes(t, sync.catalogue.locations.t1, 19);
  });

  it('a server that keeps closing channels with no counts in between is given up on', async () => {
    const t = await started();
    for (let n = 1; n <= 4; n++) {
      await joinedOnce();
      realtime.closeChannel(realtime.joinedTopics()[0] ?? '?');
      await waitFor('the close to land', () => realtime.joinedTopics().length === 0);
    }
    await new Promise((r) => setTimeout(r, REOPEN_MS * 5));
    expect(realtime.joins).toHaveLength(4);
    expect(t.client.getChannels()).toEqual([]);
  });
});
