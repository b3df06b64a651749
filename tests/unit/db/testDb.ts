import 'fake-indexeddb/auto';
import { RoutegidsDB } from '../../../src/db/database.ts';

let opened = 0;

/** An open database under a name no other test uses, so tests never see each other's rows. */
export async function openTestDb(): Promise<RoutegidsDB> {
  const db = new RoutegidsDB(`db-test-${process.pid}-${++opened}`);
  await db.open();
  return db;
}
