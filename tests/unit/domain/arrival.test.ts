import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_DEFAULTS,
  type ArrivalConfig,
  type ArrivalEvent,
  type ArrivalInput,
  type ArrivalStop,
  arrivalStep,
  type GpsFix,
  initialArrivalState,
  replayArrival,
  type WalkPosition,
} from '../../../src/domain/arrival.ts';
import { haversineMeters } from '../../../src/domain/distance.ts';
import {
  buildTracks,
  driftCorner,
  offset,
  STOPS,
  serialize,
  TRACKS_DIR,
  type Track,
} from '../../fixtures/tracks/generate.ts';

const load = (name: string): Track =>
  JSON.parse(readFileSync(path.join(TRACKS_DIR, `${name}.geojson`), 'utf8')) as Track;

const fixesOf = (t: Track): GpsFix[] =>
  t.features.map((f) => ({
    lng: f.geometry.coordinates[0],
    lat: f.geometry.coordinates[1],
    accuracy: f.properties.accuracy,
    timestamp: f.properties.timestamp,
  }));

function replay(
  t: Track,
  config: Partial<ArrivalConfig> = {},
  respond?: (e: ArrivalEvent) => ArrivalInput[],
) {
  const inputs = fixesOf(t).map((fix): ArrivalInput => ({ type: 'fix', fix }));
  return replayArrival(
    STOPS,
    initialArrivalState(t.walk),
    inputs,
    { ...ARRIVAL_DEFAULTS, ...config },
    respond,
  );
}

/** Events as 'arrived 3' style strings, 0-based stop indexes. */
const story = (events: ArrivalEvent[]): string[] => events.map((e) => `${e.type} ${e.index}`);

describe('the recorded tracks', () => {
  it('are what the generator writes (regenerate with npx tsx tests/fixtures/tracks/generate.ts)', () => {
    for (const t of buildTracks()) {
      expect(readFileSync(path.join(TRACKS_DIR, `${t.name}.geojson`), 'utf8')).toBe(serialize(t));
    }
  });
});

describe('arrival on a clean walk', () => {
  const t = load('clean-walk');
  const run = replay(t);

  it('arrives at every stop in order, leaving each before the next, and asks nothing', () => {
    const expected = STOPS.flatMap((_, i) =>
      i < STOPS.length - 1 ? [`arrived ${i}`, `left ${i}`] : [`arrived ${i}`],
    );
    expect(story(run.events)).toEqual(expected);
    expect(run.verdicts.every((v) => v === 'accepted')).toBe(true);
  });

  it('arrives within the widened radius of the stop', () => {
    const fixes = fixesOf(t);
    for (const e of run.events.filter((ev) => ev.type === 'arrived')) {
      const fix = fixes.find((f) => f.timestamp === e.at)!;
      expect(haversineMeters(fix, STOPS[e.index]!)).toBeLessThanOrEqual(
        ARRIVAL_DEFAULTS.STOP_RADIUS_M + fix.accuracy,
      );
    }
  });

  it('ends at the last stop, reached', () => {
    expect(run.state.walk).toEqual({ index: STOPS.length - 1, arrived: true });
  });
});

describe('drift at a corner between stops 4 and 5', () => {
  const t = load('corner-drift');
  const fixes = fixesOf(t);
  const { inward, outward } = driftCorner();
  // The swing: fixes exactly on the inward (36 m) and outward (60 m) points, alternating.
  const swing = fixes.filter(
    (f) => haversineMeters(f, inward) < 0.5 || haversineMeters(f, outward) < 0.5,
  );
  const lastSwing = Math.max(...swing.map((f) => f.timestamp));

  it('does not arrive at stop 5 while the fixes swing in and out of it', () => {
    expect(swing).toHaveLength(20);
    const run = replay(t);
    expect(story(run.events)).toEqual(['arrived 3', 'left 3', 'arrived 4']);
    expect(run.events.at(-1)!.at).toBeGreaterThan(lastSwing);
  });

  it('would arrive during the drift without the dwell (so the track tests the dwell)', () => {
    const run = replay(t, { DWELL_FIXES: 1 });
    const arrival = run.events.find((e) => e.type === 'arrived' && e.index === 4)!;
    expect(arrival.at).toBeLessThanOrEqual(lastSwing);
  });
});

describe('a fix jumping 80 m', () => {
  const t = load('jump-80m');
  const fixes = fixesOf(t);
  const jumps = t.features.flatMap((f, i) => (f.properties.note === 'jump' ? [i] : []));

  it('rejects the jumped fixes and arrives at stop 3 only when the walker is there', () => {
    const run = replay(t);
    expect(jumps).toHaveLength(2);
    expect(jumps.map((i) => run.verdicts[i])).toEqual(['too-fast', 'too-fast']);
    expect(story(run.events)).toEqual(['arrived 1', 'left 1', 'arrived 2']);
    const arrival = run.events.at(-1)!;
    expect(arrival.at).toBeGreaterThan(fixes[jumps[1]!]!.timestamp);
  });

  it('would arrive on the jump without the speed check (so the track tests it)', () => {
    const run = replay(t, { MAX_SPEED_M_S: Number.POSITIVE_INFINITY });
    const arrival = run.events.find((e) => e.type === 'arrived' && e.index === 2)!;
    expect(arrival.at).toBe(fixes[jumps[1]!]!.timestamp);
  });
});

describe('standing still on the edge of stop 1', () => {
  const t = load('standing-still');

  it('arrives once and never flickers out and in', () => {
    const run = replay(t);
    expect(story(run.events)).toEqual(['arrived 0']);
  });

  it('would flicker without the leave margin (so the track tests the hysteresis)', () => {
    const run = replay(t, { LEAVE_MARGIN_M: 0 });
    expect(run.events.filter((e) => e.type === 'left').length).toBeGreaterThan(0);
  });
});

describe('walking the route backwards', () => {
  const t = load('backwards');

  it('asks at each stop it would jump to, arrives where it may, and never jumps silently', () => {
    expect(story(replay(t).events)).toEqual([
      'ask 7',
      'ask 6',
      'ask 5',
      'ask 4',
      'ask 3',
      'ask 2',
      // Stop 2 skips only stop 1, which the rules allow without asking.
      'arrived 1',
      'left 1',
      'ask 0',
    ]);
  });

  it('after the walker says yes at stop 8, asks at every stop behind it', () => {
    let answered = false;
    const run = replay(t, {}, (e) => {
      if (e.type !== 'ask' || answered) return [];
      answered = true;
      return [{ type: 'manual', index: e.index }];
    });
    expect(story(run.events)).toEqual([
      'ask 7',
      'left 7',
      'ask 6',
      'ask 5',
      'ask 4',
      'ask 3',
      'ask 2',
      'ask 1',
      'ask 0',
    ]);
  });
});

describe('a poor-accuracy start', () => {
  const t = load('poor-accuracy-start');

  it('ignores the wide fixes, re-anchors after the far one, and arrives at stop 1 only', () => {
    const run = replay(t);
    expect(run.verdicts.slice(0, 10)).toEqual([
      ...Array(6).fill('inaccurate'),
      'accepted',
      'too-fast',
      'too-fast',
      'accepted',
    ]);
    expect(story(run.events)).toEqual(['arrived 0']);
  });

  it('would stay stuck on the far fix without re-anchoring', () => {
    const run = replay(t, { REANCHOR_AFTER_FIXES: Number.POSITIVE_INFINITY });
    expect(run.events).toEqual([]);
  });

  it('would ask about the stops under the wide fixes without the accuracy bar', () => {
    const run = replay(t, { MAX_ACCURACY_M: 1000, DWELL_FIXES: 1 });
    expect(run.events.some((e) => e.type === 'ask')).toBe(true);
  });
});

/** A small synthetic line of stops 200 m apart, east of a point in Amsterdam. */
const origin = { lat: 52.36, lng: 4.88 };
const line: ArrivalStop[] = [0, 1, 2, 3, 4].map((i) => offset(origin, i * 200, 0));
const T = 1_700_000_000_000;
const at = (stop: number, t: number, accuracy = 5, eastM = 0): GpsFix => ({
  ...offset(line[stop]!, eastM, 0),
  accuracy,
  timestamp: T + t * 1000,
});
const fix = (f: GpsFix, now?: number): ArrivalInput =>
  now === undefined ? { type: 'fix', fix: f } : { type: 'fix', fix: f, now: T + now * 1000 };
const run = (walk: WalkPosition, inputs: ArrivalInput[], config: Partial<ArrivalConfig> = {}) =>
  replayArrival(line, initialArrivalState(walk), inputs, { ...ARRIVAL_DEFAULTS, ...config });

describe('arrival rules', () => {
  it('needs two fixes in a row inside the stop', () => {
    expect(run({ index: 0, arrived: false }, [fix(at(0, 0))]).events).toEqual([]);
    expect(story(run({ index: 0, arrived: false }, [fix(at(0, 0)), fix(at(0, 2))]).events)).toEqual(
      ['arrived 0'],
    );
  });

  it('or one fix and five seconds without a fix that says otherwise', () => {
    const walk = { index: 0, arrived: false };
    expect(run(walk, [fix(at(0, 0)), { type: 'tick', now: T + 4000 }]).events).toEqual([]);
    expect(story(run(walk, [fix(at(0, 0)), { type: 'tick', now: T + 5000 }]).events)).toEqual([
      'arrived 0',
    ]);
    // A tick long after the last fix knows nothing about where the walker is now.
    expect(run(walk, [fix(at(0, 0)), { type: 'tick', now: T + 60_000 }]).events).toEqual([]);
  });

  it('widens the radius by the accuracy, up to the cap', () => {
    const walk = { index: 1, arrived: false };
    // 50 m off with 20 m accuracy: within 35 + 20 = 55 m.
    expect(story(run(walk, [fix(at(1, 0, 20, 50)), fix(at(1, 2, 20, 50))]).events)).toEqual([
      'arrived 1',
    ]);
    // 65 m off with 45 m accuracy: 35 + 45 = 80, capped at 60.
    expect(run(walk, [fix(at(1, 0, 45, 65)), fix(at(1, 2, 45, 65))]).events).toEqual([]);
    // 40 m off with 2 m accuracy: outside 37 m.
    expect(run(walk, [fix(at(1, 0, 2, 40)), fix(at(1, 2, 2, 40))]).events).toEqual([]);
  });

  it("honours a stop's own radius", () => {
    const wide: ArrivalStop[] = line.map((s, i) => (i === 1 ? { ...s, radiusM: 80 } : s));
    const r = replayArrival(wide, initialArrivalState({ index: 1, arrived: false }), [
      fix(at(1, 0, 10, 75)),
      fix(at(1, 2, 10, 75)),
    ]);
    expect(story(r.events)).toEqual(['arrived 1']);
  });

  it('drops fixes that are too inaccurate, stale or out of order', () => {
    const r = run({ index: 0, arrived: false }, [
      fix(at(0, 10)),
      fix(at(0, 8)), // older than the previous fix
      fix(at(0, 10)), // same time again
      fix(at(0, 12, 51)), // accuracy worse than 50 m
      fix(at(0, 14), 30), // received 16 s after it was taken
    ]);
    expect(r.verdicts).toEqual(['accepted', 'stale', 'stale', 'inaccurate', 'stale']);
    expect(r.events).toEqual([]);
  });

  it('skips one stop without asking, and asks before skipping two', () => {
    const walk = { index: 0, arrived: true };
    expect(story(run(walk, [fix(at(2, 0)), fix(at(2, 2))]).events)).toEqual(['arrived 2']);
    expect(story(run(walk, [fix(at(3, 0)), fix(at(3, 2))]).events)).toEqual(['ask 3']);
  });

  it('asks before going back, once, and again only after the walker has left and returned', () => {
    const walk = { index: 3, arrived: true };
    const away = (t: number) => fix(at(1, t, 5, 120)); // 120 m east of stop 2: between stops
    const r = run(walk, [
      fix(at(1, 0)),
      fix(at(1, 2)),
      fix(at(1, 4)),
      fix(at(1, 6)),
      away(60),
      fix(at(1, 120)),
      fix(at(1, 122)),
    ]);
    expect(story(r.events)).toEqual(['ask 1', 'ask 1']);
  });

  it('says nothing when the walker comes back to the stop it is at', () => {
    const r = run({ index: 1, arrived: true }, [fix(at(1, 0)), fix(at(1, 2)), fix(at(1, 4))]);
    expect(r.events).toEqual([]);
  });

  it('prefers the next stop in walking order where two stops overlap', () => {
    // Two stops 40 m apart on the same corner; the walker stands between them.
    const pair: ArrivalStop[] = [origin, offset(origin, 40, 0), offset(origin, 400, 0)];
    const between = (t: number): GpsFix => ({
      ...offset(origin, 20, 0),
      accuracy: 5,
      timestamp: T + t * 1000,
    });
    const fresh = replayArrival(pair, initialArrivalState({ index: 0, arrived: false }), [
      fix(between(0)),
      fix(between(2)),
    ]);
    expect(story(fresh.events)).toEqual(['arrived 0']);
    const atFirst = replayArrival(pair, initialArrivalState({ index: 0, arrived: true }), [
      fix(between(0)),
      fix(between(2)),
    ]);
    expect(story(atFirst.events)).toEqual(['left 0', 'arrived 1']);
  });

  it('lets manual stepping win: it resets the walk and forgets a pending question', () => {
    const walk = { index: 0, arrived: true };
    const r = run(walk, [
      fix(at(3, 0)),
      fix(at(3, 2)), // ask 3
      { type: 'manual', index: 3 },
      fix(at(3, 4)), // at the stop the walker chose: nothing
      fix(at(4, 200)),
      fix(at(4, 202)),
    ]);
    expect(story(r.events)).toEqual(['ask 3', 'left 3', 'arrived 4']);
  });

  it('manual back to an earlier stop makes the next one expected again', () => {
    const r = run({ index: 3, arrived: true }, [
      { type: 'manual', index: 1 },
      fix(at(2, 0)),
      fix(at(2, 2)),
    ]);
    expect(story(r.events)).toEqual(['arrived 2']);
  });

  it('accepts a real change of place after consistent fixes, and a slow walk all along', () => {
    // Three fixes 600 m away, 2 s apart, agreeing with one another: the walker took a tram.
    const r = run({ index: 0, arrived: true }, [
      fix(at(0, 0)),
      fix(at(3, 2)),
      fix(at(3, 4)),
      fix(at(3, 6)),
      fix(at(3, 8)),
    ]);
    expect(r.verdicts).toEqual(['accepted', 'too-fast', 'too-fast', 'accepted', 'accepted']);
    expect(story(r.events)).toEqual(['left 0', 'ask 3']);
    // 200 m in 100 s is a walk, not a jump.
    const walk = run({ index: 0, arrived: true }, [
      fix(at(0, 0)),
      fix(at(1, 100)),
      fix(at(1, 102)),
    ]);
    expect(walk.verdicts).toEqual(['accepted', 'accepted', 'accepted']);
  });

  it('never changes the state it is given', () => {
    const state = initialArrivalState({ index: 0, arrived: false });
    const snapshot = structuredClone(state);
    arrivalStep(line, state, fix(at(0, 0)));
    arrivalStep(line, state, { type: 'manual', index: 2 });
    expect(state).toEqual(snapshot);
  });
});
