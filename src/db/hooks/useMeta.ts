import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import { getMeta, type MetaKey, type MetaValues } from '../meta.ts';

/** A typed `meta` value (see db/meta.ts), live; `undefined` while loading or when unset. */
export function useMeta<K extends MetaKey>(key: K): MetaValues[K] | undefined {
  return useLiveQuery(() => getMeta(db, key), [key]);
}
