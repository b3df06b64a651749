import { queryRouteStops } from '../db/hooks/routeQueries.ts';
import type { VisitUpsertPayload } from '../domain/ops.ts';
import { enqueueOp } from '../sync/outbox.ts';
import { type ActionContext, appContext, currentUserId } from './actionContext.ts';
import { type DeviceInfo, readDeviceInfo } from './deviceInfo.ts';
import { appVisitSession, type VisitSession } from './visitSession.ts';

/** What the visit actions use besides the database; tests pass their own. */
export interface VisitLogDeps {
  visits?: VisitSession;
  device?: () => DeviceInfo | Promise<DeviceInfo>;
}

/**
 * Logs that the walker is at stop `index` of route `routeId` (0-based, over the route's
 * visible stops as the UI shows them). The visit's row is upserted on its client-generated
 * id: the first step of a browser session (or of another route) starts a visit, every
 * further step updates it. `completed` becomes true on the last stop and stays true.
 * An index outside the route is ignored. The op is queued; it reaches the server when it can.
 *
 * This only records the visit: the current stop itself is UI state (src/state).
 */
export async function logVisitStep(
  routeId: string,
  index: number,
  ctx: ActionContext = appContext(),
  deps: VisitLogDeps = {},
): Promise<VisitUpsertPayload | null> {
  const visits = deps.visits ?? appVisitSession();
  const device = await (deps.device ?? readDeviceInfo)();
  const { db } = ctx;
  const step = await db.transaction(
    'rw',
    [db.routeStops, db.locations, db.meta, db.outbox],
    async () => {
      const stops = await queryRouteStops(db, routeId);
      const stop = stops[index];
      if (!Number.isInteger(index) || !stop) return null;
      const active = visits.active();
      const visit =
        active && active.routeId === routeId
          ? active
          : { visitId: ctx.uuid(), routeId, completed: false };
      const completed = visit.completed || index === stops.length - 1;
      const row: VisitUpsertPayload = {
        ...device,
        visit_id: visit.visitId,
        pathname: `/route/${routeId}`,
        route_id: routeId,
        location_id: stop.location.id,
        location_index: index,
        completed,
        session_id: visits.sessionId(),
        timestamp: ctx.now().toISOString(),
      };
      await enqueueOp(db, {
        id: ctx.uuid(),
        kind: 'visit_upsert',
        payload: { ...row },
        at: row.timestamp,
        user_id: await currentUserId(db),
      });
      return { row, visit: { ...visit, completed } };
    },
  );
  if (!step) return null;
  // After commit: a failed write must not leave a visit id that no queued op created.
  visits.setActive(step.visit);
  ctx.queued();
  return step.row;
}

/**
 * The map screen has shown stop `index` of `routeId` for the first time in this tab. The
 * specification writes a visit log on first load only when none is active in the browser
 * session, so a reload continues the visit instead of logging a step back to the first stop.
 */
export async function logVisitStart(
  routeId: string,
  index: number,
  ctx: ActionContext = appContext(),
  deps: VisitLogDeps = {},
): Promise<VisitUpsertPayload | null> {
  const visits = deps.visits ?? appVisitSession();
  if (visits.active()?.routeId === routeId) return null;
  return logVisitStep(routeId, index, ctx, { ...deps, visits });
}
