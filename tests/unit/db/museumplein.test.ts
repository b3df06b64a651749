import { describe, expect, it } from 'vitest';
import {
  BUILTIN_LOCATIONS,
  BUILTIN_ROUTE,
  BUILTIN_ROUTE_ID,
  BUILTIN_STOPS,
} from '../../../src/db/builtin/museumplein.ts';
import { CATEGORIES } from '../../../src/domain/categories.ts';
import { haversineMeters, routeDistanceMeters } from '../../../src/domain/distance.ts';
import { buildRouteStops } from '../../../src/domain/stops.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const locationsById = new Map(BUILTIN_LOCATIONS.map((l) => [l.id, l]));
const views = buildRouteStops(BUILTIN_STOPS, locationsById);
const points = views.map((v) => ({ lat: v.location.lat!, lng: v.location.lng! }));

const words = (html: string): number =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('the built-in route', () => {
  it('is the published wartime walk around Museumplein', () => {
    expect(BUILTIN_ROUTE).toMatchObject({
      id: BUILTIN_ROUTE_ID,
      name: 'Oorlogsgeschiedenis rond het Museumplein',
      name_en: 'Wartime history around Museumplein',
      published: true,
      is_builtin: true,
      color: '#7aacde',
      stop_count: 8,
      change_seq: 0,
    });
  });

  it('has 8 visible stops ordered 1 to 8', () => {
    expect(BUILTIN_STOPS.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(views).toHaveLength(8);
    expect(views.map((v) => v.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(BUILTIN_STOPS.every((s) => s.route_id === BUILTIN_ROUTE_ID)).toBe(true);
  });

  it('is 1348 m long: the great-circle legs summed and rounded', () => {
    expect(Math.round(routeDistanceMeters(points))).toBe(1348);
    expect(BUILTIN_ROUTE.distance_m).toBe(1348);
  });

  it('starts at the former prison and ends at Museumplein 19', () => {
    expect(views[0]!.location.title_nl).toBe('Voormalig Huis van Bewaring Weteringschans');
    expect(views[7]!.location.title_en).toBe('Museumplein 19 (US Consulate General)');
    expect(haversineMeters(points[0]!, points[1]!)).toBeCloseTo(379.6, 0);
  });

  it('uses fixed v4-shaped, unique ids', () => {
    const all = [
      BUILTIN_ROUTE.id,
      ...BUILTIN_STOPS.map((s) => s.id),
      ...BUILTIN_LOCATIONS.map((l) => l.id),
    ];
    for (const id of all) expect(id).toMatch(UUID_V4);
    expect(new Set(all).size).toBe(all.length);
  });

  it('has the overview path the server stores for it: every stop in order, [lng, lat]', () => {
    expect(BUILTIN_ROUTE.path).toEqual(points.map((p) => [p.lng, p.lat]));
  });

  it.each(views.map((v) => [v.index + 1, v.location] as const))(
    'stop %i has titles, a known category, media and two articles of 120–220 words',
    (n, location) => {
      expect(location.title_nl).toBeTruthy();
      expect(location.title_en).toBeTruthy();
      expect(location.intro).toBeTruthy();
      // A stop's category is one of the specification's; 'Alle Verhalen' is the filter for all.
      expect(CATEGORIES.some((c) => c.nl === location.category)).toBe(true);
      expect(location.category).not.toBe('Alle Verhalen');
      expect(location.audio_url).toBe(`/mp3/stop-${n}.mp3`);
      expect(location.hero_image).toBe(`/img/route/stop-${n}.webp`);
      // The card first, then two more photos for the gallery and the fullscreen overlay.
      expect(location.slider_images).toEqual([
        `/img/route/stop-${n}.webp`,
        `/img/route/stop-${n}-2.webp`,
        `/img/route/stop-${n}-3.webp`,
      ]);
      expect(location.author).toBeTruthy();
      expect(location.image_credit).toBeTruthy();
      expect(location.content_type).toBe('Artikel');
      expect(location.locked).toBe(false);
      for (const html of [location.article_nl!, location.article_en!]) {
        expect(html.startsWith('<p>')).toBe(true);
        expect(words(html)).toBeGreaterThanOrEqual(120);
        expect(words(html)).toBeLessThanOrEqual(220);
      }
    },
  );
});
