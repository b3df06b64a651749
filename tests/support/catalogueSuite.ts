import { afterAll, beforeAll } from 'vitest';
import { createPersonas, insertCatalogue, type Personas } from '../fixtures/catalogue.ts';
import { type Backend, openTestDatabase, type TestDb } from './testDatabase.ts';

/**
 * Call once in a suite's `describe`: a fresh database with the catalogue and the personas for
 * the suite, closed after it. The returned objects are filled in `beforeAll`, so tests (which
 * run after it) see them complete; code that runs while `describe` collects tests must not
 * read them.
 */
export function useCatalogueDb(backend: Backend): { t: TestDb; p: Personas } {
  const p = {} as Personas;
  const t = useTestDb(backend, async (db) => {
    await insertCatalogue(db);
    Object.assign(p, await createPersonas(db));
  });
  return { t, p };
}

/**
 * Call once in a suite's `describe`: a fresh, empty database for the suite (after `setUp`, if
 * given), closed after it. Filled in `beforeAll`, like useCatalogueDb.
 */
export function useTestDb(backend: Backend, setUp?: (t: TestDb) => Promise<void>): TestDb {
  const t = {} as TestDb;
  let opened: TestDb | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(backend);
    Object.assign(t, opened);
    await setUp?.(t);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return t;
}
