/**
 * Web Storage for the auth session (specification: local storage when "remember" is set,
 * else session storage, so an unremembered session ends with the browser session) and for
 * the per-browser-session visit log state. The only place src/ touches local/sessionStorage
 * for auth; storage can throw (private mode, quota), so failures read as "nothing stored".
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const REMEMBER_KEY = 'routegids.remember';

function platformStore(kind: 'local' | 'session'): Storage | null {
  try {
    return (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/** A Web Storage area that never throws. Falls back to memory where storage is missing. */
export function webStore(kind: 'local' | 'session'): KeyValueStore {
  const memory = memoryStore();
  const area = () => platformStore(kind);
  return {
    getItem: (key) => safe(() => area()?.getItem(key) ?? memory.getItem(key), null),
    setItem: (key, value) => {
      memory.setItem(key, value);
      safe(() => area()?.setItem(key, value), undefined);
    },
    removeItem: (key) => {
      memory.removeItem(key);
      safe(() => area()?.removeItem(key), undefined);
    },
  };
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

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
