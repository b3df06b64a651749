import { afterAll, beforeAll } from 'vitest';
import { createPersonas, insertCatalogue, type Personas } from './fixture.ts';
import { type Backend, openTestDatabase, type TestDb } from './harness.ts';

/**
 * Call once in a suite's `describe`: a fresh database with the catalogue and the personas for
 * the suite, closed after it. The returned objects are filled in `beforeAll`, so tests (which
 * run after it) see them complete; code that runs while `describe` collects tests must not
 * read them.
 */
export function useCatalogueDb(backend: Backend): { t: TestDb; p: Personas } {
  const t = {} as TestDb;
  const p = {} as Personas;
  let opened: TestDb | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(backend);
    Object.assign(t, opened);
    await insertCatalogue(t);
    Object.assign(p, await createPersonas(t));
  });
  afterAll(async () => {
    await opened?.close();
  });
  return { t, p };
}
