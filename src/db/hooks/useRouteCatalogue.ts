import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import { queryRouteCatalogue, type RouteCatalogue } from './catalogueQueries.ts';

/** Every route on the device with its locked state and stop positions, live. */
export function useRouteCatalogue(): RouteCatalogue | undefined {
  return useLiveQuery(() => queryRouteCatalogue(db), []);
}
