/**
 * Arrival by GPS: a pure state machine from position fixes to "arrived at stop n" and
 * "you are at stop n: play?".
 *
 * 1. Filter. A fix is dropped when its accuracy is worse than MAX_ACCURACY_M, when it is
 *    not newer than the last fix received or older than MAX_FIX_AGE_MS on arrival (browsers
 *    hand out cached positions), or when reaching it from the last accepted fix would take
 *    more than MAX_SPEED_M_S: the distance minus both fixes' accuracies, over the time
 *    between them. A real change of place (a tram, a first fix that was far off) shows as
 *    REANCHOR_AFTER_FIXES fixes in a row that are too far from the old anchor but
 *    consistent with one another; the last of them is then accepted as the new anchor.
 * 2. Inside. A stop's radius (STOP_RADIUS_M, or the stop's own) is widened by the fix's
 *    accuracy, up to RADIUS_CAP_M. Of the stops the fix is inside, the one nearest ahead
 *    in walking order wins (the expected next stop, then the one after, …; stops behind
 *    only when no stop ahead qualifies). The stop the walker is already at, and a stop
 *    already asked about, are not candidates.
 * 3. Dwell. The candidate must win DWELL_FIXES accepted fixes in a row, or stay the winner
 *    for DWELL_MS (a `tick` input checks this when the browser sends no new fixes, as
 *    phones do for a walker standing still). Any accepted fix it does not win, and any
 *    too-fast fix, resets it.
 * 4. Decide. Expected next stop e: the current stop while not yet reached, else the one
 *    after it. A candidate from e to e + 1 (skipping at most one stop) is an arrival; one
 *    further ahead or behind is a question, asked once until the walker has left it.
 * 5. Leave. The walker leaves a stop only beyond its widened radius plus LEAVE_MARGIN_M:
 *    hysteresis, so a fix wobbling on the edge neither leaves nor re-enters. Reaching the
 *    next stop first (stops closer than that) sends 'left' for the old one just before.
 * 6. Manual previous/next always wins: it sets the current stop, counts it as reached, and
 *    forgets the candidate and any question.
 */
import { haversineMeters } from './distance.ts';
import type { LatLng } from './geo.ts';

/** The machine's constants; each can be overridden per call (tests, a walker's setting). */
export const ARRIVAL_DEFAULTS = {
  /** Radius around a stop that counts as being there, before accuracy widens it. */
  STOP_RADIUS_M: 35,
  /** The widest a radius grows with poor accuracy (a stop's own larger radius stays). */
  RADIUS_CAP_M: 60,
  /** Extra distance beyond the radius before the walker counts as gone (hysteresis). */
  LEAVE_MARGIN_M: 20,
  /** Fixes less accurate than this say nothing useful at street scale. */
  MAX_ACCURACY_M: 50,
  /** A fix older than this when it arrives is a cached position, not where the walker is. */
  MAX_FIX_AGE_MS: 10_000,
  /** Faster than a brisk walk or a jog: a jump, not a walker. */
  MAX_SPEED_M_S: 3,
  /** Consistent too-fast fixes in a row that move the anchor (the walker really moved). */
  REANCHOR_AFTER_FIXES: 3,
  /** Accepted fixes in a row inside a stop before it counts. */
  DWELL_FIXES: 2,
  /** …or this long as the winning candidate. */
  DWELL_MS: 5_000,
} as const;

export type ArrivalConfig = { readonly [K in keyof typeof ARRIVAL_DEFAULTS]: number };

/** A stop's position; `radiusM` overrides STOP_RADIUS_M (a big square, a long facade). */
export interface ArrivalStop extends LatLng {
  radiusM?: number | undefined;
}

/** A position fix as the Geolocation API gives it (accuracy in metres, timestamp in ms). */
export interface GpsFix extends LatLng {
  accuracy: number;
  timestamp: number;
}

/** Where the walk is: the current stop's index, and whether the walker has reached it. */
export interface WalkPosition {
  index: number;
  arrived: boolean;
}

export interface ArrivalState {
  walk: WalkPosition;
  /** Whether the walker is within the current stop (only meaningful once arrived). */
  insideCurrent: boolean;
  /** The last accepted fix: where the walker is believed to be. */
  anchor: GpsFix | null;
  /** The newest timestamp received, accepted or not (older fixes are stale). */
  lastSeen: number | null;
  /** Too-fast fixes in a row that agree with one another. */
  jump: { fix: GpsFix; count: number } | null;
  /** The stop winning the dwell, since when and for how many fixes. */
  candidate: { index: number; since: number; fixes: number } | null;
  /** The stop last asked about; not asked again until the walker has left it. */
  asked: number | null;
}

export type ArrivalInput =
  | { type: 'fix'; fix: GpsFix /** Receive time (ms); absent: the fix's own. */; now?: number }
  | { type: 'tick'; now: number }
  | { type: 'manual'; index: number };

export type ArrivalEvent =
  | { type: 'arrived'; index: number; at: number }
  | { type: 'ask'; index: number; at: number }
  | { type: 'left'; index: number; at: number };

export type FixVerdict = 'accepted' | 'inaccurate' | 'stale' | 'too-fast';

export interface ArrivalStep {
  state: ArrivalState;
  events: ArrivalEvent[];
  /** For fix inputs: what the filter made of the fix. */
  verdict?: FixVerdict;
}

export function initialArrivalState(walk: WalkPosition): ArrivalState {
  return {
    walk: { ...walk },
    insideCurrent: false,
    anchor: null,
    lastSeen: null,
    jump: null,
    candidate: null,
    asked: null,
  };
}

/** The stop the walker is expected to reach next. */
export const expectedStop = (walk: WalkPosition): number =>
  walk.arrived ? walk.index + 1 : walk.index;

/** Speed needed to get from `a` to `b`, with both fixes' uncertainty given the benefit. */
function plausible(a: GpsFix, b: GpsFix, c: ArrivalConfig): boolean {
  const seconds = (b.timestamp - a.timestamp) / 1000;
  const unexplained = haversineMeters(a, b) - a.accuracy - b.accuracy;
  return unexplained <= c.MAX_SPEED_M_S * seconds;
}

/** Filters one fix; the state it returns has lastSeen, anchor and jump updated. */
function filterFix(
  state: ArrivalState,
  fix: GpsFix,
  now: number,
  c: ArrivalConfig,
): { state: ArrivalState; verdict: FixVerdict } {
  const valid =
    Number.isFinite(fix.lat) &&
    Number.isFinite(fix.lng) &&
    Number.isFinite(fix.timestamp) &&
    Number.isFinite(fix.accuracy) &&
    fix.accuracy >= 0;
  if (!valid) return { state, verdict: 'inaccurate' };
  if (state.lastSeen !== null && fix.timestamp <= state.lastSeen)
    return { state, verdict: 'stale' };
  if (now - fix.timestamp > c.MAX_FIX_AGE_MS) return { state, verdict: 'stale' };
  const seen = { ...state, lastSeen: fix.timestamp };
  if (fix.accuracy > c.MAX_ACCURACY_M) return { state: seen, verdict: 'inaccurate' };
  if (!seen.anchor || plausible(seen.anchor, fix, c)) {
    return { state: { ...seen, anchor: fix, jump: null }, verdict: 'accepted' };
  }
  const count = seen.jump && plausible(seen.jump.fix, fix, c) ? seen.jump.count + 1 : 1;
  if (count >= c.REANCHOR_AFTER_FIXES) {
    return { state: { ...seen, anchor: fix, jump: null }, verdict: 'accepted' };
  }
  // The walker is not where the anchor says, or this fix is wrong: either way a dwell in
  // progress can no longer be trusted to be where the walker stands.
  return { state: { ...seen, jump: { fix, count }, candidate: null }, verdict: 'too-fast' };
}

/** The radius that counts as inside `stop` for a fix of this accuracy. */
function enterRadius(stop: ArrivalStop, accuracy: number, c: ArrivalConfig): number {
  const base = stop.radiusM ?? c.STOP_RADIUS_M;
  return Math.min(base + accuracy, Math.max(base, c.RADIUS_CAP_M));
}

/** Walking-order preference: the expected stop, then those after it, then those behind. */
function rank(index: number, expected: number, count: number): number {
  return index >= expected ? index - expected : count + (expected - index);
}

/** The stop this fix is inside that the walker most likely means, if any. */
function winningStop(
  stops: readonly ArrivalStop[],
  state: ArrivalState,
  fix: GpsFix,
  c: ArrivalConfig,
): number | null {
  const expected = expectedStop(state.walk);
  let best: number | null = null;
  for (let i = 0; i < stops.length; i++) {
    const stop = stops[i]!;
    if (state.walk.arrived && i === state.walk.index) continue;
    if (i === state.asked) continue;
    if (haversineMeters(stop, fix) > enterRadius(stop, fix.accuracy, c)) continue;
    if (best === null || rank(i, expected, stops.length) < rank(best, expected, stops.length)) {
      best = i;
    }
  }
  return best;
}

/** The candidate has dwelt long enough: arrive, or ask when it is a jump. */
function decide(state: ArrivalState, index: number, at: number): ArrivalStep {
  const expected = expectedStop(state.walk);
  if (index >= expected && index - expected <= 1) {
    // Stops can lie closer than two radii plus the margin: the walker then reaches the next
    // stop before counting as gone from this one, and leaves it on the way in.
    const from = state.walk;
    const leaving: ArrivalEvent[] =
      from.arrived && state.insideCurrent ? [{ type: 'left', index: from.index, at }] : [];
    return {
      state: {
        ...state,
        walk: { index, arrived: true },
        insideCurrent: true,
        candidate: null,
        asked: null,
      },
      events: [...leaving, { type: 'arrived', index, at }],
    };
  }
  return {
    state: { ...state, candidate: null, asked: index },
    events: [{ type: 'ask', index, at }],
  };
}

const dwelt = (s: ArrivalState, now: number, c: ArrivalConfig): boolean =>
  s.candidate !== null &&
  (s.candidate.fixes >= c.DWELL_FIXES || now - s.candidate.since >= c.DWELL_MS);

/** Leaving the current stop and a stop asked about, with the hysteresis margin. */
function trackLeaving(
  stops: readonly ArrivalStop[],
  state: ArrivalState,
  fix: GpsFix,
  c: ArrivalConfig,
): ArrivalStep {
  const events: ArrivalEvent[] = [];
  let next = state;
  const current = stops[state.walk.index];
  if (state.walk.arrived && current) {
    const d = haversineMeters(current, fix);
    const r = enterRadius(current, fix.accuracy, c);
    if (state.insideCurrent && d > r + c.LEAVE_MARGIN_M) {
      next = { ...next, insideCurrent: false };
      events.push({ type: 'left', index: state.walk.index, at: fix.timestamp });
    } else if (!state.insideCurrent && d <= r) {
      next = { ...next, insideCurrent: true };
    }
  }
  const asked = state.asked === null ? undefined : stops[state.asked];
  if (
    asked &&
    haversineMeters(asked, fix) > enterRadius(asked, fix.accuracy, c) + c.LEAVE_MARGIN_M
  ) {
    next = { ...next, asked: null };
  }
  return { state: next, events };
}

function onAcceptedFix(
  stops: readonly ArrivalStop[],
  state: ArrivalState,
  fix: GpsFix,
  c: ArrivalConfig,
): ArrivalStep {
  const left = trackLeaving(stops, state, fix, c);
  const winner = winningStop(stops, left.state, fix, c);
  const prev = left.state.candidate;
  const candidate =
    winner === null
      ? null
      : prev?.index === winner
        ? { ...prev, fixes: prev.fixes + 1 }
        : { index: winner, since: fix.timestamp, fixes: 1 };
  const next = { ...left.state, candidate };
  if (candidate && dwelt(next, fix.timestamp, c)) {
    const decided = decide(next, candidate.index, fix.timestamp);
    return { state: decided.state, events: [...left.events, ...decided.events] };
  }
  return { state: next, events: left.events };
}

/** One input in, the new state and what happened out. Never mutates `state`. */
export function arrivalStep(
  stops: readonly ArrivalStop[],
  state: ArrivalState,
  input: ArrivalInput,
  config: ArrivalConfig = ARRIVAL_DEFAULTS,
): ArrivalStep {
  switch (input.type) {
    case 'manual':
      return {
        state: {
          ...state,
          walk: { index: input.index, arrived: true },
          insideCurrent: false,
          candidate: null,
          asked: null,
        },
        events: [],
      };
    case 'tick': {
      const fresh = state.anchor && input.now - state.anchor.timestamp <= config.MAX_FIX_AGE_MS;
      if (!fresh || !state.candidate || !dwelt(state, input.now, config)) {
        return { state, events: [] };
      }
      return decide(state, state.candidate.index, input.now);
    }
    case 'fix': {
      const filtered = filterFix(state, input.fix, input.now ?? input.fix.timestamp, config);
      if (filtered.verdict !== 'accepted') return { ...filtered, events: [] };
      return { ...onAcceptedFix(stops, filtered.state, input.fix, config), verdict: 'accepted' };
    }
  }
}

/**
 * Runs a sequence of inputs. `respond` may answer an event with more inputs (a walker who
 * says yes to "play stop n?" sends a manual step to n); they run before the next input.
 */
export function replayArrival(
  stops: readonly ArrivalStop[],
  initial: ArrivalState,
  inputs: Iterable<ArrivalInput>,
  config: ArrivalConfig = ARRIVAL_DEFAULTS,
  respond?: (event: ArrivalEvent) => ArrivalInput[],
): { state: ArrivalState; events: ArrivalEvent[]; verdicts: FixVerdict[] } {
  let state = initial;
  const events: ArrivalEvent[] = [];
  const verdicts: FixVerdict[] = [];
  const queue: ArrivalInput[] = [];
  for (const input of inputs) {
    queue.push(input);
    while (queue.length > 0) {
      const step = arrivalStep(stops, state, queue.shift()!, config);
      state = step.state;
      if (step.verdict) verdicts.push(step.verdict);
      for (const event of step.events) {
        events.push(event);
        if (respond) queue.push(...respond(event));
      }
    }
  }
  return { state, events, verdicts };
}
