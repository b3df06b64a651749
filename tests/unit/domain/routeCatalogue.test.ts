import { describe, expect, it } from 'vitest';
import {
  type Entitlement,
  listRoutes,
  padSlots,
  ROUTE_LIST_SLOTS,
} from '../../../src/domain/routeCatalogue.ts';
import { route } from '../../fixtures/rows.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const anon: Entitlement = { hasSubscription: false, hasDayPass: false, dayPassExpiry: null };
const dayPass: Entitlement = {
  hasSubscription: false,
  hasDayPass: true,
  dayPassExpiry: NOW + 3600_000,
};
const expired: Entitlement = { ...dayPass, dayPassExpiry: NOW - 1 };
const subscriber: Entitlement = { hasSubscription: true, hasDayPass: false, dayPassExpiry: null };

const routes = [
  route('builtin', { is_builtin: true, stop_count: 8, created_at: '2025-07-01T00:00:00Z' }),
  route('trial', { is_trial: true, stop_count: 4, created_at: '2025-08-01T00:00:00Z' }),
  route('day', { daypass: true, stop_count: 4, created_at: '2025-09-01T00:00:00Z' }),
  route('sub', { stop_count: 5, created_at: '2025-10-01T00:00:00Z' }),
  route('book', { is_book: true, stop_count: 3, created_at: '2025-11-01T00:00:00Z' }),
  route('empty', { stop_count: 0, created_at: '2025-12-01T00:00:00Z' }),
  route('draft', { published: false, daypass: true, stop_count: 2 }),
];

const view = (e: Entitlement, kind: 'walking' | 'book' = 'walking') =>
  listRoutes(routes, kind, e, NOW).map((r) => [r.route.id, r.locked, r.unlock]);

describe('the route list', () => {
  it('lists published routes with stops, newest first, book routes apart', () => {
    expect(view(subscriber).map(([id]) => id)).toEqual(['sub', 'day', 'trial', 'builtin']);
    expect(view(subscriber, 'book').map(([id]) => id)).toEqual(['book']);
  });

  it('lets everyone walk the built-in and trial routes, and says how to unlock the rest', () => {
    expect(view(anon)).toEqual([
      ['sub', true, 'subscription'],
      ['day', true, 'daypass'],
      ['trial', false, null],
      ['builtin', false, null],
    ]);
    expect(view(anon, 'book')).toEqual([['book', true, 'subscription']]);
  });

  it('unlocks the day-pass routes with a valid day pass only', () => {
    expect(
      view(dayPass)
        .filter(([, locked]) => !locked)
        .map(([id]) => id),
    ).toEqual(['day', 'trial', 'builtin']);
    expect(view(expired).find(([id]) => id === 'day')).toEqual(['day', true, 'daypass']);
  });

  it('unlocks everything for a subscriber', () => {
    expect(view(subscriber).every(([, locked]) => !locked)).toBe(true);
    expect(view(subscriber, 'book')).toEqual([['book', false, null]]);
  });

  it('locks a route whose stops the server sent locked, whatever the mirror says', () => {
    const listed = listRoutes(routes, 'walking', subscriber, NOW, new Set(['sub']));
    expect(listed.find((r) => r.route.id === 'sub')).toMatchObject({ locked: true });
  });

  it('is padded to ten slots with empty entries, and never cut', () => {
    expect(ROUTE_LIST_SLOTS).toBe(10);
    expect(padSlots(['a', 'b'])).toEqual(['a', 'b', ...Array(8).fill(null)]);
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(padSlots(twelve)).toEqual(twelve);
  });
});
