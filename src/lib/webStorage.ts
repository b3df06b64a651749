/**
 * Web Storage (localStorage, sessionStorage) for everything the app keeps there: the auth
 * session (authStorage.ts), the language choice (languageStorage.ts), the landing page seen
 * (firstVisit.ts), the built-in route stored (routeStoredHint.ts) and the visit log's browser
 * session (actions/visitSession.ts). The only place src/ touches the storage areas.
 * Storage can throw (private mode, quota, disabled cookies) or be missing; these stores never
 * throw, and fall back to memory so the page still works for this visit.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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

/** A yes/no kept in localStorage under `key` ('1' once set): a visitor's one-way markers. */
export function localFlag(key: string): { isSet: () => boolean; set: () => void } {
  return {
    isSet: () => webStore('local').getItem(key) === '1',
    set: () => webStore('local').setItem(key, '1'),
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
