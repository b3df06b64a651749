import { type KeyValueStore, webStore } from './webStorage.ts';

/**
 * The "remember" flag chooses where the auth session is kept (specification: local storage
 * when set, else session storage, so an unremembered session ends with the browser session).
 */
const REMEMBER_KEY = 'routegids.remember';

export interface AuthStorage extends KeyValueStore {
  remember(): boolean;
  /** Moves the stored session to the area the flag asks for. */
  setRemember(remember: boolean): void;
}

/**
 * supabase-js's `auth.storage`: reads from either area (a session may have been written
 * before the flag changed) and writes to the one "remember" selects.
 */
export function createAuthStorage(
  local: KeyValueStore = webStore('local'),
  session: KeyValueStore = webStore('session'),
): AuthStorage {
  const remember = () => local.getItem(REMEMBER_KEY) === '1';
  const target = () => (remember() ? local : session);
  const other = () => (remember() ? session : local);
  return {
    remember,
    setRemember(flag) {
      if (flag === remember()) return;
      const from = target();
      local.setItem(REMEMBER_KEY, flag ? '1' : '0');
      moveAll(from, target());
    },
    getItem: (key) => target().getItem(key) ?? other().getItem(key),
    setItem: (key, value) => {
      target().setItem(key, value);
      other().removeItem(key);
    },
    removeItem: (key) => {
      local.removeItem(key);
      session.removeItem(key);
    },
  };
}

/** The keys supabase-js writes (its storageKey and derived keys). */
export const AUTH_STORAGE_KEY = 'routegids.auth';
const AUTH_KEYS = [
  AUTH_STORAGE_KEY,
  `${AUTH_STORAGE_KEY}-code-verifier`,
  `${AUTH_STORAGE_KEY}-user`,
];

function moveAll(from: KeyValueStore, to: KeyValueStore): void {
  for (const key of AUTH_KEYS) {
    const value = from.getItem(key);
    if (value === null) continue;
    to.setItem(key, value);
    from.removeItem(key);
  }
}

let shared: AuthStorage | null = null;

/** The app's auth storage (one per page). */
export function authStorage(): AuthStorage {
  shared ??= createAuthStorage();
  return shared;
}
