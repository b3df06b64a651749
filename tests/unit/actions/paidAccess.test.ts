import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { AccessSync } from '../../../src/actions/accountContext.ts';
import { buyDayPass, confirmDayPassPayment } from '../../../src/actions/buyDayPass.ts';
import { checkAccessNow } from '../../../src/actions/checkAccessNow.ts';
import {
  disablePush,
  enablePush,
  type PushContext,
} from '../../../src/actions/pushNotifications.ts';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { type AccessRecord, NO_ACCESS, setMeta } from '../../../src/db/meta.ts';
import type { PaidAccessPort } from '../../../src/sync/paidAccess.ts';
import type { PushPort } from '../../../src/sync/push.ts';
import { openTestDb } from '../../support/testDexie.ts';

const HOUR = 3_600_000;

/** An engine whose server grants what `answers` says, one answer per forced check. */
function engine(db: RoutegidsDB, answers: (AccessRecord | 'error')[]) {
  const pulls: number[] = [];
  let checks = 0;
  const sync: AccessSync = {
    async checkAccess() {
      const answer = answers[Math.min(checks++, answers.length - 1)];
      if (answer === 'error' || answer === undefined) {
        return ((await db.meta.get('access'))?.value as AccessRecord) ?? NO_ACCESS;
      }
      await setMeta(db, 'access', answer);
      return answer;
    },
    async pull() {
      pulls.push(checks);
    },
  };
  return { sync: async () => sync, pulls, checks: () => checks };
}

const dayPass = (now: number): AccessRecord => ({
  hasSubscription: false,
  hasDayPass: true,
  dayPassExpiry: now + 72 * HOUR,
  lastChecked: now,
});

describe('back from paying', () => {
  it('checks again until the day pass shows (the webhook may come later), then pulls', async () => {
    const db = await openTestDb();
    const now = Date.now();
    const e = engine(db, [
      { ...NO_ACCESS, lastChecked: now },
      { ...NO_ACCESS, lastChecked: now + 1 },
      dayPass(now + 2),
    ]);
    const slept: number[] = [];
    const result = await confirmDayPassPayment(
      { db, sync: e.sync },
      { attempts: 5, delayMs: 2000, sleep: async (ms) => void slept.push(ms) },
    );
    expect(result.granted).toBe(true);
    expect(result.record.hasDayPass).toBe(true);
    expect(e.checks()).toBe(3);
    expect(slept).toEqual([2000, 2000]);
    // Each answered check pulls, so the routes open as soon as the pass is there.
    expect(e.pulls).toEqual([1, 2, 3]);
  });

  it('gives up after the last attempt and says the pass has not arrived', async () => {
    const db = await openTestDb();
    const e = engine(db, [
      { ...NO_ACCESS, lastChecked: 1 },
      { ...NO_ACCESS, lastChecked: 2 },
    ]);
    const result = await confirmDayPassPayment(
      { db, sync: e.sync },
      { attempts: 2, delayMs: 1, sleep: async () => {} },
    );
    expect(result).toMatchObject({ granted: false, record: { hasDayPass: false } });
  });

  it('a check the server did not answer keeps the record and pulls nothing', async () => {
    const db = await openTestDb();
    await setMeta(db, 'access', { ...NO_ACCESS, lastChecked: 5 });
    const e = engine(db, ['error']);
    const { answered, record } = await checkAccessNow({ db, sync: e.sync });
    expect(answered).toBe(false);
    expect(record.lastChecked).toBe(5);
    expect(e.pulls).toEqual([]);
  });
});

describe('buying a day pass', () => {
  it('goes to the payment page the function made, or reports why there is none', async () => {
    const port: PaidAccessPort = {
      subscriberLookup: vi.fn(),
      subscriberActivate: vi.fn(),
      dayPassCheckout: vi
        .fn()
        .mockResolvedValueOnce({ url: 'https://checkout.example.com/cs_1' })
        .mockResolvedValueOnce({
          failure: { code: 'checkout_failed', message: 'Failed', status: 500 },
        }),
    };
    const go = vi.fn();
    expect(await buyDayPass({ paidAccess: async () => port }, go)).toEqual({ error: null });
    expect(go).toHaveBeenCalledWith('https://checkout.example.com/cs_1');
    const failed = await buyDayPass({ paidAccess: async () => port }, go);
    expect(failed.error?.code).toBe('checkout_failed');
    expect(go).toHaveBeenCalledOnce();
  });
});

describe('notifications', () => {
  function pushContext(over: Partial<PushContext['browser']> = {}, key: string | null = 'BKey') {
    const port: PushPort = {
      publicKey: vi.fn(async () => key),
      save: vi.fn(async () => {}),
      remove: vi.fn(async () => {}),
    };
    const remembered: string[] = [];
    const ctx: PushContext = {
      port: async () => port,
      browser: {
        current: vi.fn(async () => null),
        subscribe: vi.fn(async () => ({
          endpoint: 'https://push.example/1',
          p256dh: 'p',
          auth: 'a',
        })),
        unsubscribe: vi.fn(async () => 'https://push.example/1'),
        ...over,
      },
      remember: (id) => void remembered.push(id),
    };
    return { ctx, port, remembered };
  }

  it('after a yes: asks the browser with the server key and stores the subscription', async () => {
    const { ctx, port, remembered } = pushContext();
    expect(await enablePush('u1', 'eng', ctx)).toBe('enabled');
    expect(ctx.browser.subscribe).toHaveBeenCalledWith('BKey');
    expect(port.save).toHaveBeenCalledWith(
      { endpoint: 'https://push.example/1', p256dh: 'p', auth: 'a' },
      'eng',
    );
    expect(remembered).toEqual(['u1']);
  });

  it('a browser that refuses, or a server without keys, stores nothing', async () => {
    const refused = pushContext({ subscribe: vi.fn(async () => null) });
    expect(await enablePush('u1', 'nl', refused.ctx)).toBe('refused');
    expect(refused.port.save).not.toHaveBeenCalled();
    const keyless = pushContext({}, null);
    expect(await enablePush('u1', 'nl', keyless.ctx)).toBe('unavailable');
    expect(keyless.ctx.browser.subscribe).not.toHaveBeenCalled();
  });

  it('unsubscribing ends the browser subscription and the server forgets it', async () => {
    const { ctx, port } = pushContext();
    expect(await disablePush(ctx)).toBe(true);
    expect(port.remove).toHaveBeenCalledWith('https://push.example/1');
  });
});
