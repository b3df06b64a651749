import type { AddressInfo } from 'node:net';
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * A small Supabase Realtime server for tests: the Phoenix channels protocol (serializer 2.0.0,
 * every frame a JSON array `[join_ref, ref, topic, event, payload]`) on
 * `/realtime/v1/websocket`, answering what realtime-js sends (phx_join with
 * `config.postgres_changes`, heartbeat, access_token, phx_leave) the way hosted Realtime does,
 * and pushing `postgres_changes` events on demand. How it answers each join is up to the test.
 */
type Frame = [string | null, string | null, string, string, Record<string, unknown>];

export type JoinAnswer =
  /** Joined; the row changes of the table will be streamed. */
  | 'ok'
  /** The join is refused (phx_reply status error), as when realtime is off for the project. */
  | 'refuse'
  /** Joined, then a `system` error: the table is not in the supabase_realtime publication. */
  | 'unpublished'
  /** Joined with bindings that do not match the client's (realtime-js leaves by itself). */
  | 'mismatch'
  /** No answer at all (a join lost on a bad network). */
  | 'silent';

export interface SeenJoin {
  topic: string;
  payload: { config?: { postgres_changes?: unknown[] }; access_token?: string };
}

interface Binding {
  event: string;
  schema: string;
  table: string;
}

interface Joined {
  socket: WebSocket;
  joinRef: string | null;
  ids: number[];
  bindings: Binding[];
}

export interface CountChange {
  location_id: string;
  likes: number | string;
  type?: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The column type announced for `likes` (hosted Realtime names the Postgres type). */
  likesType?: string;
}

export class FakeRealtime {
  answerJoin: (n: number) => JoinAnswer = () => 'ok';
  readonly joins: SeenJoin[] = [];
  /** Topics the client left (phx_leave), in order. */
  readonly leaves: string[] = [];
  readonly accessTokens: string[] = [];
  /** Query strings of the WebSocket connections, in order. */
  readonly connections: URLSearchParams[] = [];
  private readonly joined = new Map<string, Joined>();
  private nextId = 1000;
  private server: WebSocketServer | null = null;

  async start(): Promise<void> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    this.server = server;
    server.on('connection', (socket, request) => {
      const url = new URL(request.url ?? '/', 'ws://127.0.0.1');
      if (url.pathname !== '/realtime/v1/websocket') {
        socket.close(1008, 'unknown path');
        return;
      }
      this.connections.push(url.searchParams);
      socket.on('message', (data) => this.receive(socket, String(data)));
      socket.on('close', () => this.forgetSocket(socket));
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  }

  /** `ws://127.0.0.1:<port>`. */
  get origin(): string {
    const address = this.server?.address() as AddressInfo | undefined;
    if (!address) throw new Error('fake realtime not started');
    return `ws://127.0.0.1:${address.port}`;
  }

  /** Topics joined and streaming right now. */
  joinedTopics(): string[] {
    return [...this.joined.keys()];
  }

  /** A row change of public.location_like_counts, to every channel streaming that table. */
  change(c: CountChange): void {
    const type = c.type ?? 'UPDATE';
    const row = { location_id: c.location_id, likes: c.likes, change_seq: 1 };
    const data = {
      schema: 'public',
      table: 'location_like_counts',
      commit_timestamp: new Date().toISOString(),
      type,
      columns: [
        { name: 'location_id', type: 'uuid' },
        { name: 'likes', type: c.likesType ?? 'int4' },
        { name: 'change_seq', type: 'int8' },
      ],
      record: type === 'DELETE' ? {} : row,
      // Default replica identity: the old row carries only the primary key.
      old_record: type === 'INSERT' ? {} : { location_id: c.location_id },
      errors: null,
    };
    for (const [topic, j] of this.joined) {
      const ids = j.ids.filter((_, i) => j.bindings[i]?.table === 'location_like_counts');
      if (ids.length > 0)
        this.send(j.socket, [j.joinRef, null, topic, 'postgres_changes', { ids, data }]);
    }
  }

  /** The server ends a joined channel (as hosted Realtime does when the channel's token expires). */
  closeChannel(topic: string): void {
    const j = this.joined.get(topic);
    if (!j) throw new Error(`${topic} is not joined`);
    this.joined.delete(topic);
    this.send(j.socket, [j.joinRef, null, topic, 'phx_close', {}]);
  }

  /** Every connection dies at once, without a close handshake (the walker enters a tunnel). */
  dropConnections(): void {
    for (const socket of this.server?.clients ?? []) socket.terminate();
    this.joined.clear();
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    for (const socket of server.clients) socket.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }

  private receive(socket: WebSocket, text: string): void {
    const [joinRef, ref, topic, event, payload] = JSON.parse(text) as Frame;
    const reply = (status: 'ok' | 'error', response: Record<string, unknown> = {}) =>
      this.send(socket, [joinRef, ref, topic, 'phx_reply', { status, response }]);
    switch (event) {
      case 'heartbeat':
        reply('ok');
        break;
      case 'phx_join':
        this.join(socket, joinRef, topic, payload, reply);
        break;
      case 'access_token':
        this.accessTokens.push(String(payload.access_token));
        reply('ok');
        break;
      case 'phx_leave':
        this.leaves.push(topic);
        this.joined.delete(topic);
        reply('ok');
        break;
    }
  }

  private join(
    socket: WebSocket,
    joinRef: string | null,
    topic: string,
    payload: Record<string, unknown>,
    reply: (status: 'ok' | 'error', response?: Record<string, unknown>) => void,
  ): void {
    const seen = payload as SeenJoin['payload'];
    this.joins.push({ topic, payload: seen });
    const answer = this.answerJoin(this.joins.length);
    if (answer === 'silent') return;
    if (answer === 'refuse') {
      reply('error', { reason: 'RealtimeDisabledForTenant: Realtime disabled for this tenant' });
      return;
    }
    const asked = (seen.config?.postgres_changes ?? []) as Binding[];
    const bindings =
      answer === 'mismatch' ? asked.map((b) => ({ ...b, table: 'locations' })) : asked;
    const ids = bindings.map(() => this.nextId++);
    reply('ok', { postgres_changes: bindings.map((b, i) => ({ ...b, id: ids[i] })) });
    const subTopic = topic.replace(/^realtime:/, '');
    if (answer === 'unpublished') {
      this.send(socket, [
        joinRef,
        null,
        topic,
        'system',
        {
          message:
            'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: location_like_counts, filters: [], select: nil]',
          status: 'error',
          extension: 'postgres_changes',
          channel: subTopic,
        },
      ]);
      return;
    }
    if (answer === 'ok') {
      this.joined.set(topic, { socket, joinRef, ids, bindings });
      this.send(socket, [
        joinRef,
        null,
        topic,
        'system',
        {
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
          extension: 'postgres_changes',
          channel: subTopic,
        },
      ]);
    }
  }

  private forgetSocket(socket: WebSocket): void {
    for (const [topic, j] of this.joined) if (j.socket === socket) this.joined.delete(topic);
  }

  private send(socket: WebSocket, frame: Frame): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  }
}

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/**
 * The WebSocket class for supabase-js's `realtime.transport` (Node 20 has no global WebSocket):
 * `ws`, sent to the fake server whatever origin the client was created with, so REST and auth
 * still reach the local test server.
 */
export function transportTo(fake: FakeRealtime): RealtimeTransport {
  class Redirected extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      const url = new URL(address);
      const target = new URL(fake.origin);
      url.protocol = target.protocol;
      url.host = target.host;
      super(url, protocols);
    }
  }
  return Redirected as unknown as RealtimeTransport;
}

/** Polls `check` until it returns true (or throws after `timeoutMs`). */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
