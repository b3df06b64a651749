/**
 * The bench catalogue as a `sync_pull` answer, built in memory: 1 000 routes of 10 stops and
 * 10 000 stories the size of real ones (two slider images, an intro), sent as sync_pull sends
 * them: without their article bodies (fetched on demand, 20261124000100_articles_on_demand.sql).
 * Shared by the Node bench (fake-indexeddb) and the Chromium harness, so both apply the same
 * data. Type imports and plain row builders only: it bundles for the browser.
 */
import type { LocationRow, RouteRow, RouteStopRow } from '../../../src/domain/rows.ts';
import type { SyncPullResponse } from '../../../src/sync/protocol.ts';
import { location, route, stop } from '../../../tests/fixtures/rows.ts';

export const ROUTES = 1_000;
export const STOPS_PER_ROUTE = 10;

/** Hands out change_seq values; one per snapshot so later pulls can continue from it. */
export function sequence(start = 0): () => number {
  let seq = start;
  return () => ++seq;
}

function routeRow(i: number, next: () => number): RouteRow {
  return route(`route-${i}`, {
    description: 'Een wandeling door de stad, langs verhalen die je nergens anders hoort.',
    description_en: 'A walk through the city, past stories you will not hear anywhere else.',
    daypass: i % 2 === 0,
    is_trial: i === 0,
    distance_m: 1348,
    stop_count: STOPS_PER_ROUTE,
    change_seq: next(),
  });
}

function locationRow(i: number, next: () => number): LocationRow {
  return location(`loc-${i}`, {
    slug: `verhaal-${i}`,
    webflow_item_id: `wf-${i}`,
    webflow_collection_id: 'wf',
    created_on: '2024-01-01T00:00:00Z',
    updated_on: '2024-01-01T00:00:00Z',
    published_on: '2024-01-01T00:00:00Z',
    slider_images: [
      `/storage/v1/object/public/media/${i}-1.webp`,
      `/storage/v1/object/public/media/${i}-2.webp`,
    ],
    intro: 'Introtekst van dit verhaal.',
    article_nl: null,
    article_en: null,
    title_nl: `Verhaal ${i}`,
    title_en: `Story ${i}`,
    lat: 52.35 + (i % 100) / 1000,
    lng: 4.85 + Math.floor(i / 100) / 1000,
    author: 'Redactie',
    change_seq: next(),
  });
}

/** A full subscriber snapshot of the bench catalogue. */
export function benchSnapshot(next: () => number = sequence()): SyncPullResponse {
  const routes = Array.from({ length: ROUTES }, (_, i) => routeRow(i, next));
  const locations = Array.from({ length: ROUTES * STOPS_PER_ROUTE }, (_, i) =>
    locationRow(i, next),
  );
  const stops: RouteStopRow[] = routes.flatMap((_, r) =>
    Array.from({ length: STOPS_PER_ROUTE }, (_, k) =>
      stop(`stop-${r}-${k}`, `route-${r}`, `loc-${r * STOPS_PER_ROUTE + k}`, k + 1, next()),
    ),
  );
  return {
    cursor: next(),
    full: true,
    access_key: 'subscriber',
    access: { has_subscription: true, has_day_pass: false, day_pass_expiry: null, checked_at: '' },
    routes,
    route_locations: stops,
    locations,
    like_counts: locations
      .filter((_, i) => i % 5 === 0)
      .map((l, i) => ({ location_id: l.id, likes: i % 17 })),
    my_likes: [],
    removed: { routes: [], route_locations: [], locations: [] },
  };
}
