import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionEnded, syncStartsWhen } from '../../../src/app/sessionEnded.ts';
import type { RoutegidsDB } from '../../../src/db/database.ts';
import { NO_SESSION, setMeta } from '../../../src/db/meta.ts';
import { AUTH_STORAGE_KEY, createAuthStorage } from '../../../src/lib/authStorage.ts';
import { memoryStore } from '../../../src/lib/webStorage.ts';
import { openTestDb } from '../../support/testDexie.ts';

/**
 * A start after the browser was restarted without "remember me": Dexie still names the user,
 * but the auth session (kept in session storage) is gone. Sync must start at once to sign out.
 */
let db: RoutegidsDB;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => db.close());

const walker = { ...NO_SESSION, user: { id: 'u1', email: 'walker@example.com' } };

describe('sessionEnded', () => {
  it('is true for a stored user whose session storage was emptied by a browser restart', async () => {
    await setMeta(db, 'session', walker);
    const auth = createAuthStorage(memoryStore(), memoryStore());
    expect(await sessionEnded(db, auth)).toBe(true);
  });

  it('is false while the auth session is still stored, remembered or not', async () => {
    await setMeta(db, 'session', walker);
    const remembered = createAuthStorage(memoryStore(), memoryStore());
    remembered.setRemember(true);
    remembered.setItem(AUTH_STORAGE_KEY, '{"access_token":"fake"}');
    expect(await sessionEnded(db, remembered)).toBe(false);

    const thisSession = createAuthStorage(memoryStore(), memoryStore());
    thisSession.setItem(AUTH_STORAGE_KEY, '{"access_token":"fake"}');
    expect(await sessionEnded(db, thisSession)).toBe(false);
  });

  it('is false for a walker who was never signed in', async () => {
    expect(await sessionEnded(db, createAuthStorage(memoryStore(), memoryStore()))).toBe(false);
    await setMeta(db, 'session', NO_SESSION);
    expect(await sessionEnded(db, createAuthStorage(memoryStore(), memoryStore()))).toBe(false);
  });
});

describe('syncStartsWhen', () => {
  const never = new Promise<void>(() => {});

  it('starts sync at once for an ended session, without waiting for the map', async () => {
    await setMeta(db, 'session', walker);
    const auth = createAuthStorage(memoryStore(), memoryStore());
    await expect(syncStartsWhen(db, never, auth)).resolves.toBeUndefined();
  });

  it('otherwise waits for the map', async () => {
    await setMeta(db, 'session', walker);
    const auth = createAuthStorage(memoryStore(), memoryStore());
    auth.setItem(AUTH_STORAGE_KEY, '{"access_token":"fake"}');
    let drawn: () => void = () => {};
    const mapDrawn = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    let started = false;
    void syncStartsWhen(db, mapDrawn, auth).then(() => {
      started = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toBe(false);
    drawn();
    await mapDrawn;
    await Promise.resolve();
    expect(started).toBe(true);
  });
});
