import type {
  RealtimeChannel,
  RealtimePostgresChangesPayload,
  SupabaseClient,
} from '@supabase/supabase-js';
import type { LikeCountRow } from '../../domain/rows.ts';

/** Refused joins in a row before giving up (realtime-js retries after 1 s, then 2 s). */
const REFUSALS_BEFORE_GIVING_UP = 3;
/** Fresh channels after the server closed one, with no count heard in between. */
const REOPENS_BEFORE_GIVING_UP = 3;
export const REALTIME_REOPEN_MS = 5_000;

let topicSeq = 0;

/**
 * Realtime like counts. Optional: the app lives on pulls, and a count missed while realtime was
 * down comes with the next pull (on start, on `online`, on visibility, every 5 minutes).
 *
 * When to keep trying and when to leave for good:
 * - Transport trouble (socket dropped, join or heartbeat timed out: CHANNEL_ERROR, TIMED_OUT):
 *   keep the channel. realtime-js reconnects with backoff and rejoins by itself. A walker's
 *   network drops in every tunnel; leaving on the first error would end realtime for the walk.
 * - The server refuses the join: realtime-js retries it. Some refusals pass (a token that
 *   expired while the phone slept and is refreshed a moment later, rate limits, a restart),
 *   others never will (realtime off for the project). The reasons are free text, not an API,
 *   so we give up after a few refusals in a row instead of reading them.
 * - A `system` error from postgres_changes (the table is not in the supabase_realtime
 *   publication, the filter is not allowed): the server does not retry it and the channel stays
 *   silent for good, so leave now rather than keep a socket and its heartbeats alive for nothing.
 * - The server closes a joined channel (e.g. its token expired): realtime-js never
 *   rejoins a closed channel, so we open a fresh one after a pause, a few times at most unless
 *   counts arrive in between. Closed before it ever joined (realtime-js leaves by itself when
 *   the server's bindings do not match ours): the server does not serve our filter; give up.
 */
export class LikeCountFeed {
  private channel: RealtimeChannel | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | null = null;
  private ended = false;
  private refusals = 0;
  private reopens = 0;

  constructor(
    private readonly client: SupabaseClient,
    private readonly onChange: (row: LikeCountRow) => void,
    private readonly reopenMs: number,
  ) {}

  open(): void {
    this.reopenTimer = null;
    if (this.ended) return;
    // A fresh topic each time: client.channel() hands back a same-named channel that is still
    // leaving, and a leaving channel never joins again.
    topicSeq += 1;
    const channel = this.client.channel(`like-counts-${topicSeq}`);
    this.channel = channel;
    const current = () => channel === this.channel;
    let joined = false;
    channel.joinPush.receive('error', () => {
      if (current()) this.refused();
    });
    channel
      .on<Record<string, unknown>>('postgres_changes', LIKE_COUNT_CHANGES, (payload) => {
        if (current()) this.heard(payload);
      })
      .on('system', {}, (payload: { extension?: string; status?: string }) => {
        if (current() && payload.extension === 'postgres_changes' && payload.status === 'error') {
          this.end();
        }
      })
      .subscribe((status) => {
        if (!current()) return;
        if (status === 'SUBSCRIBED') {
          joined = true;
          this.refusals = 0;
        }
        if (status === 'CLOSED') this.closedByServer(joined);
      });
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.reopenTimer !== null) clearTimeout(this.reopenTimer);
    this.reopenTimer = null;
    const channel = this.channel;
    this.channel = null;
    if (channel) void this.client.removeChannel(channel).catch(() => undefined);
  }

  private refused(): void {
    this.refusals += 1;
    if (this.refusals >= REFUSALS_BEFORE_GIVING_UP) this.end();
  }

  private closedByServer(joined: boolean): void {
    // realtime-js has already dropped a closed channel from the client.
    this.channel = null;
    if (!joined || this.reopens >= REOPENS_BEFORE_GIVING_UP) {
      this.end();
      return;
    }
    this.reopens += 1;
    this.reopenTimer = setTimeout(() => this.open(), this.reopenMs);
  }

  private heard(payload: RealtimePostgresChangesPayload<Record<string, unknown>>): void {
    const row = likeCountFrom(payload);
    if (!row) return;
    this.reopens = 0;
    this.onChange(row);
  }
}

const LIKE_COUNT_CHANGES = {
  event: '*',
  schema: 'public',
  table: 'location_like_counts',
} as const;

/**
 * The count in a change event. Deletes carry none: a count row goes only when its location is
 * deleted, and the pull that brings that tombstone removes the location. realtime-js reads each
 * value by its column type, so integer columns (int4, int8) arrive as numbers even when sent as
 * text.
 */
function likeCountFrom(
  payload: RealtimePostgresChangesPayload<Record<string, unknown>>,
): LikeCountRow | null {
  if (payload.eventType !== 'INSERT' && payload.eventType !== 'UPDATE') return null;
  const { location_id: id, likes } = payload.new;
  if (typeof id !== 'string' || typeof likes !== 'number' || !Number.isFinite(likes)) return null;
  return { location_id: id, likes };
}
