import { describe, expect, it } from 'vitest';
import { buildRouteStops, orderStops } from '../../../src/domain/stops.ts';
import { location, stop as routeStop } from '../../fixtures/rows.ts';

/** A stop of route r whose location is `loc-<id>`. */
const stop = (id: string, order: number | null) => routeStop(id, 'r', `loc-${id}`, order);

const ids = (rows: { id: string }[]): string[] => rows.map((r) => r.id);

describe('orderStops', () => {
  it('sorts by order ascending', () => {
    expect(ids(orderStops([stop('c', 3), stop('a', 1), stop('b', 2)]))).toEqual(['a', 'b', 'c']);
  });

  it('puts stops without an order last, keeping their input order', () => {
    const out = orderStops([stop('x', null), stop('b', 2), stop('y', null), stop('a', 1)]);
    expect(ids(out)).toEqual(['a', 'b', 'x', 'y']);
  });

  it('treats a non-finite order as missing', () => {
    expect(ids(orderStops([stop('n', Number.NaN), stop('a', 5)]))).toEqual(['a', 'n']);
  });

  it('is stable for equal orders', () => {
    const out = orderStops([
      stop('first', 1),
      stop('zero', 0),
      stop('second', 1),
      stop('third', 1),
    ]);
    expect(ids(out)).toEqual(['zero', 'first', 'second', 'third']);
  });

  it('handles negative and fractional orders and does not touch its input', () => {
    const input = [stop('b', 1.5), stop('a', -1), stop('c', 2)];
    expect(ids(orderStops(input))).toEqual(['a', 'b', 'c']);
    expect(ids(input)).toEqual(['b', 'a', 'c']);
  });
});

describe('buildRouteStops', () => {
  it('returns the visible stops in order with 0-based indexes', () => {
    const stops = [stop('2', 2), stop('1', 1), stop('3', 3)];
    const locations = new Map(stops.map((s) => [s.location_id, location(s.location_id)]));
    const views = buildRouteStops(stops, locations);
    expect(views.map((v) => [v.stop.id, v.location.id, v.index])).toEqual([
      ['1', 'loc-1', 0],
      ['2', 'loc-2', 1],
      ['3', 'loc-3', 2],
    ]);
  });

  it('drops stops whose location is missing, and numbers the rest without gaps', () => {
    const stops = [stop('1', 1), stop('2', 2), stop('3', 3)];
    const locations = new Map([
      ['loc-1', location('loc-1')],
      ['loc-3', location('loc-3')],
    ]);
    const views = buildRouteStops(stops, locations);
    expect(views.map((v) => [v.stop.id, v.index])).toEqual([
      ['1', 0],
      ['3', 1],
    ]);
  });

  it.each(['nvt', 'Publicaties', 'Archived'])('drops stops whose location is %s', (ct) => {
    const stops = [stop('1', 1), stop('2', 2)];
    const locations = new Map([
      ['loc-1', location('loc-1', { content_type: ct })],
      ['loc-2', location('loc-2', { content_type: 'Kaart' })],
    ]);
    expect(buildRouteStops(stops, locations).map((v) => v.stop.id)).toEqual(['2']);
  });

  it('keeps stops without valid coordinates and locked stops (the map filters positions)', () => {
    const stops = [stop('1', 1), stop('2', 2)];
    const locations = new Map([
      ['loc-1', location('loc-1', { lat: null, lng: null })],
      ['loc-2', location('loc-2', { locked: true, article_nl: null })],
    ]);
    expect(buildRouteStops(stops, locations)).toHaveLength(2);
  });

  it('gives an empty list for a route without stops', () => {
    expect(buildRouteStops([], new Map())).toEqual([]);
  });
});
