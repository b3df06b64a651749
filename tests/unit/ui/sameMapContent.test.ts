import { describe, expect, it } from 'vitest';
import type { RouteStopView } from '../../../src/domain/stops.ts';
import type { RouteMapProps } from '../../../src/ui/map/RouteMap.tsx';
import { sameMapContent } from '../../../src/ui/map/sameMapContent.ts';
import { location, route, stop } from '../../fixtures/rows.ts';

const onSelect = () => {};

/** Fresh rows each call, as a live query hands them over after a write. */
function props(
  over: { article?: string; title?: string; lat?: number; path?: [number, number][] } = {},
): RouteMapProps {
  const stops: RouteStopView[] = [1, 2, 3].map((n, index) => ({
    stop: stop(`s${n}`, 'r1', `l${n}`, n),
    location: location(`l${n}`, {
      title_nl: n === 2 && over.title ? over.title : `Halte ${n}`,
      lat: n === 2 && over.lat ? over.lat : 52.3 + n / 100,
      lng: 4.88,
      article_nl: over.article ?? '<p>tekst</p>',
    }),
    index,
  }));
  return {
    route: route('r1', {
      path: over.path ?? [
        [4.88, 52.31],
        [4.89, 52.32],
      ],
    }),
    stops,
    activeIndex: 0,
    onSelect,
    lang: 'nl',
    frameKey: 'route:r1',
    kind: 'route',
    packReady: undefined,
  };
}

describe('the map re-renders only for what it draws', () => {
  it('skips new rows that change nothing on the map (an article, a fresh copy)', () => {
    expect(sameMapContent(props(), props())).toBe(true);
    expect(sameMapContent(props(), props({ article: '<p>nieuw</p>' }))).toBe(true);
  });

  it("redraws for a marker's place or name, the route's line, the active stop, the language", () => {
    expect(sameMapContent(props(), props({ lat: 52.4 }))).toBe(false);
    expect(sameMapContent(props(), props({ title: 'Nieuwe naam' }))).toBe(false);
    expect(
      sameMapContent(
        props(),
        props({
          path: [
            [4.88, 52.31],
            [4.9, 52.33],
          ],
        }),
      ),
    ).toBe(false);
    expect(sameMapContent(props(), { ...props(), activeIndex: 1 })).toBe(false);
    expect(sameMapContent(props(), { ...props(), lang: 'eng' })).toBe(false);
    expect(sameMapContent(props(), { ...props(), stops: props().stops.slice(0, 2) })).toBe(false);
    expect(sameMapContent(props(), { ...props(), route: route('r2') })).toBe(false);
  });

  it("re-renders when the route's pack becomes known (offline, it decides the style)", () => {
    expect(sameMapContent(props(), { ...props(), packReady: false })).toBe(false);
    expect(sameMapContent({ ...props(), packReady: false }, { ...props(), packReady: true })).toBe(
      false,
    );
    expect(sameMapContent({ ...props(), packReady: true }, { ...props(), packReady: true })).toBe(
      true,
    );
  });
});
