/**
 * A small catalogue and one user per kind of access, written as the owner. Ids are fixed so
 * tests read as the rules they check.
 */
import type { JwtClaims } from '../../supabase/local/database.ts';
import { anon, type TestDb, user } from './harness.ts';

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const R = {
  trial: id(101),
  builtin: id(102),
  daypass: id(103),
  subscriber: id(104),
  unpublished: id(105),
  empty: id(106),
} as const;

/** Locations: A,B trial stops; C built-in; D,E(Archived),F(no coords) day pass; G subscriber
 * route; H stop of the unpublished route; S a story outside routes; N an 'nvt' story. */
export const L = {
  A: id(201),
  B: id(202),
  C: id(203),
  D: id(204),
  E: id(205),
  F: id(206),
  G: id(207),
  H: id(208),
  S: id(209),
  N: id(210),
} as const;

export interface Personas {
  anon: JwtClaims;
  noAccess: JwtClaims;
  dayActive: JwtClaims;
  dayExpired: JwtClaims;
  subActive: JwtClaims;
  subTrialing: JwtClaims;
  subCanceled: JwtClaims;
}

export const HOUR_MS = 3_600_000;

export async function insertCatalogue(t: TestDb): Promise<void> {
  await t.db.exec(`
    insert into public.routes (id, name, name_en, published, daypass, is_trial, is_builtin, created_at) values
      ('${R.trial}', 'Proefroute', 'Trial route', true, false, true, false, '2025-01-01'),
      ('${R.builtin}', 'Ingebouwd', 'Built-in', true, false, false, true, '2025-01-02'),
      ('${R.daypass}', 'Dagpasroute', 'Day pass route', true, true, false, false, '2025-01-03'),
      ('${R.subscriber}', 'Abonneeroute', 'Subscriber route', true, false, false, false, '2025-01-04'),
      ('${R.unpublished}', 'Concept', 'Draft', false, true, false, false, '2025-01-05'),
      ('${R.empty}', 'Leeg', 'Empty', true, false, false, false, '2025-01-06');
    insert into public.locations (id, title_nl, title_en, article_nl, article_en, intro, content_type,
                                  category, lat, lng, hero_image, audio_url) values
      ('${L.A}', 'A', 'A en', '<p>A</p>', '<p>A en</p>', 'a', 'Artikel', 'Architectuur', 52.3600, 4.8800, '/a.jpg', '/a.mp3'),
      ('${L.B}', 'B', null, '<p>B</p>', null, 'b', 'Artikel', 'Muziek', 52.3610, 4.8810, null, null),
      ('${L.C}', 'C', 'C en', '<p>C</p>', '<p>C en</p>', 'c', 'Artikel', 'Muziek', 52.3620, 4.8820, null, null),
      ('${L.D}', 'D', 'D en', '<p>D</p>', '<p>D en</p>', 'd', 'Artikel', 'Eten & drinken', 52.3630, 4.8830, '/d.jpg', '/d.mp3'),
      ('${L.E}', 'E', 'E en', '<p>E</p>', '<p>E en</p>', 'e', 'Archived', 'Muziek', 52.3640, 4.8840, null, null),
      ('${L.F}', 'F', 'F en', '<p>F</p>', '<p>F en</p>', 'f', 'Kaart', 'Muziek', null, null, null, null),
      ('${L.G}', 'G', 'G en', '<p>G</p>', '<p>G en</p>', 'g', 'Artikel', 'Design & mode', 52.3650, 4.8850, null, null),
      ('${L.H}', 'H', 'H en', '<p>H</p>', '<p>H en</p>', 'h', 'Artikel', 'Muziek', 52.3660, 4.8860, null, null),
      ('${L.S}', 'S', 'S en', '<p>S</p>', '<p>S en</p>', 's', 'Artikel', 'Parken & groen', 52.3670, 4.8870, null, null),
      ('${L.N}', 'N', 'N en', '<p>N</p>', '<p>N en</p>', 'n', 'nvt', 'Muziek', 52.3680, 4.8880, null, null);
    insert into public.route_locations (id, route_id, location_id, "order") values
      ('${id(301)}', '${R.trial}', '${L.A}', 1),
      ('${id(302)}', '${R.trial}', '${L.B}', 2),
      ('${id(303)}', '${R.builtin}', '${L.C}', 1),
      ('${id(304)}', '${R.daypass}', '${L.D}', 1),
      ('${id(305)}', '${R.daypass}', '${L.E}', 2),
      ('${id(306)}', '${R.daypass}', '${L.F}', null),
      ('${id(307)}', '${R.subscriber}', '${L.G}', 1),
      ('${id(308)}', '${R.unpublished}', '${L.H}', 1);
  `);
}

export async function createPersonas(t: TestDb): Promise<Personas> {
  const now = Date.now();
  const noAccess = await t.createUser();
  const dayActive = await t.createUser();
  const dayExpired = await t.createUser();
  const subActive = await t.createUser();
  const subTrialing = await t.createUser();
  const subCanceled = await t.createUser();
  await t.owner(
    `insert into public.day_passes (user_id, active, expiry_time, checkout_session_id) values
       ($1, true, $3, 'cs_active'), ($2, true, $4, 'cs_expired')`,
    [dayActive, dayExpired, now + 24 * HOUR_MS, now - HOUR_MS],
  );
  await t.owner(
    `insert into public.subscriptions (user_id, email, status, current_period_end) values
       ($1, 'a@x.test', 'active', now() + interval '30 days'),
       ($2, 't@x.test', 'trialing', now() + interval '7 days'),
       ($3, 'c@x.test', 'canceled', now() + interval '10 days')`,
    [subActive, subTrialing, subCanceled],
  );
  return {
    anon,
    noAccess: user(noAccess),
    dayActive: user(dayActive),
    dayExpired: user(dayExpired),
    subActive: user(subActive),
    subTrialing: user(subTrialing),
    subCanceled: user(subCanceled),
  };
}
