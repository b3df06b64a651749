import 'fake-indexeddb/auto';
import { RoutegidsDB } from '../../src/db/database.ts';

let n = 0;

/** A fresh database name per test, so tests never see each other's rows. */
export function freshDbName(): string {
  n += 1;
  return `routegids-test-${process.pid}-${n}-${Math.random().toString(36).slice(2)}`;
}

/** An open database under a fresh name. */
export async function openTestDb(): Promise<RoutegidsDB> {
  const db = new RoutegidsDB(freshDbName());
  await db.open();
  return db;
}
