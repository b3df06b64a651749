import { useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { addWalkStep } from '../../actions/walk.ts';
import {
  type ArrivalEvent,
  type ArrivalInput,
  type ArrivalState,
  type ArrivalStop,
  arrivalStep,
  initialArrivalState,
} from '../../domain/arrival.ts';
import { parseLatLng } from '../../domain/coordinates.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { liveFixAtom } from '../../state/live.ts';
import { walkProgressAtom } from '../../state/walk.ts';

/** How often a walker standing still is checked for dwelling long enough at a stop. */
const TICK_MS = 1000;

/**
 * A stop without a usable position can never be arrived at by GPS: it is put where no walker
 * stands (the South Pole), so the arrival check needs no special case for it.
 */
const NOWHERE = { lat: -90, lng: 0 };

function dispatch(handlers: ArrivalHandlers, event: ArrivalEvent): void {
  if (event.type === 'arrived') handlers.onArrive(event.index);
  else if (event.type === 'ask') handlers.onAsk(event.index);
}

export interface ArrivalHandlers {
  /** The walker reached stop `index` (next in order, or one skipped). */
  onArrive(index: number): void;
  /** The walker stands at a stop out of order: ask before going there. */
  onAsk(index: number): void;
}

/**
 * Feeds the live fixes into the arrival check (domain/arrival.ts) while the walk is on. The
 * walker's own stepping (previous, next, a marker) reaches the check as a manual step, which
 * always wins. `reached` says whether the walk's current stop was already reached (a resumed
 * walk), so the check expects the right stop next.
 */
export function useArrival(
  routeId: string,
  stops: readonly RouteStopView[],
  index: number,
  reached: boolean,
  handlers: ArrivalHandlers,
): void {
  const store = useStore();
  const setProgress = useSetAtom(walkProgressAtom);
  const machine = useRef<ArrivalState | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const points: ArrivalStop[] = useMemo(
    () => stops.map(({ location }) => parseLatLng(location.lat, location.lng) ?? NOWHERE),
    [stops],
  );

  const pointsRef = useRef(points);
  pointsRef.current = points;
  const routeIdRef = useRef(routeId);
  routeIdRef.current = routeId;

  /** One input through the check; its events go to the latest handlers. */
  const run = useRef((input: ArrivalInput) => {
    const before = machine.current;
    if (!before) return;
    const step = arrivalStep(pointsRef.current, before, input);
    machine.current = step.state;
    if (step.verdict === 'accepted' && input.type === 'fix') {
      addWalkStep(routeIdRef.current, before.anchor, input.fix).catch(() => {
        // The distance walked is a nicety; a failed write loses one step of it.
      });
    }
    if (step.state.walk !== before.walk) setProgress(step.state.walk);
    for (const event of step.events) dispatch(latest.current, event);
  });

  // A new walk (or route): the check starts from where the walk is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index and reached are read once per walk, later changes arrive as manual steps below.
  useEffect(() => {
    const walk = { index, arrived: reached };
    machine.current = initialArrivalState(walk);
    setProgress(walk);
    return () => {
      machine.current = null;
      setProgress(null);
    };
  }, [routeId, setProgress]);

  // The walker stepped (or an arrival moved the walk, which the check already knows).
  useEffect(() => {
    const state = machine.current;
    if (state && state.walk.index !== index) run.current({ type: 'manual', index });
  }, [index]);

  // Every fix, straight from the store: two fixes in one render would reach an effect as one.
  useEffect(
    () =>
      store.sub(liveFixAtom, () => {
        const fix = store.get(liveFixAtom);
        if (fix) run.current({ type: 'fix', fix, now: Date.now() });
      }),
    [store],
  );

  useEffect(() => {
    const id = setInterval(() => run.current({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(id);
  }, []);
}
