import type { ApiDeps } from '../deps.ts';
import { logFailure } from '../log.ts';
import { type PushJob, pushMessage } from './messages.ts';
import { deliverable, type PushTarget, sendPush, type VapidConfig } from './send.ts';

export type DispatchReport = { jobs: number; sent: number; gone: number; failed: number };

type TargetRow = PushTarget & { lang: string };

/** How long a push service keeps trying to reach a browser that is offline. */
const TTL_SECONDS: Record<PushJob['kind'], number> = {
  // After the pass has expired the reminder is pointless.
  daypass_expiry: 3600,
  route_published: 24 * 3600,
};

const PARALLEL_SENDS = 8;

/**
 * One run of the dispatcher: claims what is due (each notification once, see
 * claim_push_jobs), then sends each to its browsers. A browser the push service no longer
 * knows is forgotten; other failures are logged and not retried (the claim stands, so a
 * reminder is never sent twice).
 */
export async function dispatchPush(deps: ApiDeps, vapid: VapidConfig): Promise<DispatchReport> {
  const { data, error } = await deps.service.rpc('claim_push_jobs', { p_now_ms: deps.now() });
  if (error) throw new Error(`claim_push_jobs failed: ${error.message}`);
  const jobs = (Array.isArray(data) ? data : []) as PushJob[];
  const report: DispatchReport = { jobs: jobs.length, sent: 0, gone: 0, failed: 0 };
  for (const job of jobs) {
    const targets = await targetsFor(deps, job);
    await inBatches(targets, PARALLEL_SENDS, async (target) => {
      const outcome = await deliver(deps, vapid, job, target);
      report[outcome] += 1;
    });
  }
  return report;
}

async function targetsFor(deps: ApiDeps, job: PushJob): Promise<TargetRow[]> {
  const userId = job.kind === 'daypass_expiry' ? job.user_id : null;
  const { data, error } = await deps.service.rpc('push_targets', { p_user_id: userId });
  if (error) throw new Error(`push_targets failed: ${error.message}`);
  return ((data ?? []) as TargetRow[]).filter((t) => deliverable(t.endpoint, deps.env));
}

async function deliver(
  deps: ApiDeps,
  vapid: VapidConfig,
  job: PushJob,
  target: TargetRow,
): Promise<'sent' | 'gone' | 'failed'> {
  const lang = target.lang === 'eng' ? 'eng' : 'nl';
  try {
    const outcome = await sendPush(target, pushMessage(job, lang), vapid, TTL_SECONDS[job.kind]);
    if (outcome === 'gone') {
      await deps.service.rpc('forget_push_endpoint', { p_endpoint: target.endpoint });
    }
    return outcome;
  } catch (error) {
    logFailure(`push ${job.kind} ${job.ref}`, error);
    return 'failed';
  }
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(run));
  }
}
