import type { SupabaseClient } from '@supabase/supabase-js';
import type { ArticleRow } from '../../domain/rows.ts';
import type { AccessWire, PushOpResult, PushOpWire, SyncPullResponse } from '../protocol.ts';
import { type SyncTransport, TransportError } from '../transport.ts';
import { LikeCountFeed, REALTIME_REOPEN_MS } from './likeCountFeed.ts';

/**
 * The sync transport over supabase-js: RPCs through PostgREST (`/rest/v1/rpc/*`), access
 * through the edge function (`/functions/v1/api/access/refresh`). Every call names the user
 * it is for, and the bearer token is taken from the session only after checking that the
 * session is that user's, then passed explicitly, so a session switch between the check and
 * the request cannot put one user's ops under another's name. Anonymous calls use the anon key.
 */
export interface SupabaseTransportOptions {
  anonKey: string;
  /** Subscribe to realtime like counts (when the server offers realtime). */
  realtime?: boolean;
  /** Pause before a fresh channel replaces one the server closed; default REALTIME_REOPEN_MS. */
  realtimeReopenMs?: number;
}

interface RpcAnswer<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
  status: number;
}

export function createSupabaseTransport(
  client: SupabaseClient,
  opts: SupabaseTransportOptions,
): SyncTransport {
  const bearer = async (as: string | null): Promise<string> => {
    if (as === null) return opts.anonKey;
    const { data, error } = await client.auth.getSession();
    const session = data.session;
    if (error || !session) throw new TransportError('session', 'not signed in as the ops user');
    if (session.user.id !== as) throw new TransportError('session', 'signed in as another user');
    return session.access_token;
  };

  const rpc = async <T>(
    fn: string,
    args: Record<string, unknown>,
    as: string | null,
  ): Promise<T> => {
    const token = await bearer(as);
    const answer = (await client
      .rpc(fn, args)
      .setHeader('Authorization', `Bearer ${token}`)) as RpcAnswer<T>;
    if (answer.error) throw rpcError(fn, answer);
    return answer.data as T;
  };

  const transport: SyncTransport = {
    pull: (since, accessKey, as) =>
      rpc<SyncPullResponse>('sync_pull', { since, access_key: accessKey }, as),

    async push(ops: PushOpWire[], as) {
      const data = await rpc<PushOpResult[] | { results: PushOpResult[] }>('push_ops', { ops }, as);
      return Array.isArray(data) ? data : (data?.results ?? []);
    },

    async refreshAccess(as) {
      const token = await bearer(as);
      const { data, error } = await client.functions.invoke<AccessWire>('api/access/refresh', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: {},
      });
      if (error) throw await functionError(error);
      if (!data) throw new TransportError('http', 'access refresh answered nothing', 502);
      return data;
    },

    async likeCounts(locationIds) {
      const rows = await rpc<{ location_id: string; likes: number | string }[]>(
        'get_location_likes',
        { location_ids: locationIds },
        null,
      );
      return (rows ?? []).map((r) => ({ location_id: r.location_id, likes: Number(r.likes) }));
    },

    async articles(locationIds, as) {
      const rows = await rpc<(Omit<ArticleRow, 'change_seq'> & { change_seq: number | string })[]>(
        'location_articles',
        { ids: locationIds },
        as,
      );
      // bigint: PostgREST sends it as a number, a proxy may send a string.
      return (rows ?? []).map((r) => ({ ...r, change_seq: Number(r.change_seq) }));
    },
  };
  if (opts.realtime) {
    transport.subscribeLikeCounts = (onChange) => {
      const feed = new LikeCountFeed(client, onChange, opts.realtimeReopenMs ?? REALTIME_REOPEN_MS);
      feed.open();
      return () => feed.end();
    };
  }
  return transport;
}

function rpcError(fn: string, answer: RpcAnswer<unknown>): TransportError {
  const message = `${fn}: ${answer.error?.message ?? 'failed'}`;
  // postgrest-js reports a request that got no answer as status 0.
  if (!answer.status) return new TransportError('network', message);
  return new TransportError('http', message, answer.status, answer.error?.code ?? null);
}

async function functionError(error: Error & { context?: unknown }): Promise<TransportError> {
  const response = error.context instanceof Response ? error.context : null;
  if (error.name === 'FunctionsHttpError' && response) {
    let detail = error.message;
    try {
      const body = (await response.clone().json()) as { error?: string; message?: string };
      detail = body.message ?? body.error ?? detail;
    } catch {
      // not JSON: keep the generic message
    }
    return new TransportError('http', detail, response.status);
  }
  if (error.name === 'FunctionsRelayError') return new TransportError('http', error.message, 502);
  return new TransportError('network', error.message);
}
