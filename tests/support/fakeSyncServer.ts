import type {
  ArticleRow,
  LikeCountRow,
  LocationRow,
  RouteRow,
  RouteStopRow,
} from '../../src/domain/rows.ts';
import { lockedCopy } from '../../src/sync/gatedContent.ts';
import type {
  AccessWire,
  PushOpResult,
  PushOpWire,
  SyncPullResponse,
} from '../../src/sync/protocol.ts';
import { type SyncTransport, TransportError } from '../../src/sync/transport.ts';

/**
 * An in-memory stand-in for the server's sync RPCs, with the same rules as the SQL
 * (change_seq, tombstones, entitlement-keyed full snapshots, idempotent ops), plus knobs to
 * fail calls or drop answers after committing. Unit tests only; integration tests use the
 * real local server.
 */
type Tier = 'anon' | 'user' | 'daypass' | 'subscriber';

export class FakeServer {
  seq = 0;
  routes = new Map<string, RouteRow>();
  stops = new Map<string, RouteStopRow>();
  locations = new Map<string, LocationRow>();
  tombstones: { table: 'routes' | 'route_locations' | 'locations'; id: string; seq: number }[] = [];
  likes = new Map<string, boolean>(); // `${user}:${location}`
  appliedOps = new Map<
    string,
    { kind: string; as: string | null; payload: PushOpWire['payload'] }
  >();
  /** Order in which ops took effect. */
  effects: string[] = [];
  visits = new Map<string, Record<string, unknown>>();
  access = new Map<string, AccessWire>();
  /** Every op id in every push call, in order (to count sends). */
  sent: { id: string; as: string | null }[] = [];
  pushCalls = 0;
  pullCalls: { since: number; accessKey: string | null; as: string | null }[] = [];
  accessCalls = 0;
  /** Decides per push call: 'ok', 'fail' (error before commit), 'drop' (commit, then lose the answer). */
  pushFault: (call: number) => 'ok' | 'fail' | 'drop' | 'http400' = () => 'ok';
  accessFault: (() => Error | null) | null = null;
  rejectLike: (locationId: string) => boolean = () => false;
  offline = false;
  /** Ids asked of `location_articles`, per call, and for whom. */
  articleCalls: { ids: string[]; as: string | null }[] = [];
  now: () => number = () => Date.now();

  private bump(): number {
    this.seq += 1;
    return this.seq;
  }

  putRoute(r: RouteRow): void {
    this.routes.set(r.id, { ...r, change_seq: this.bump() });
  }

  putStop(s: RouteStopRow): void {
    this.stops.set(s.id, { ...s, change_seq: this.bump() });
  }

  putLocation(l: LocationRow): void {
    this.locations.set(l.id, { ...l, change_seq: this.bump() });
  }

  removeRoute(id: string): void {
    this.routes.delete(id);
    this.tombstones.push({ table: 'routes', id, seq: this.bump() });
  }

  tier(as: string | null): Tier {
    if (!as) return 'anon';
    const a = this.access.get(as);
    if (a?.has_subscription) return 'subscriber';
    if (a?.has_day_pass && (a.day_pass_expiry ?? 0) > this.now()) return 'daypass';
    return 'user';
  }

  private readable(tier: Tier): { routes: Set<string>; locations: Set<string> } {
    const routes = new Set<string>();
    for (const r of this.routes.values()) {
      const open =
        r.is_builtin || r.is_trial || tier === 'subscriber' || (tier === 'daypass' && r.daypass);
      if (open) routes.add(r.id);
    }
    const locations = new Set<string>();
    for (const s of this.stops.values()) if (routes.has(s.route_id)) locations.add(s.location_id);
    if (tier === 'subscriber') for (const id of this.locations.keys()) locations.add(id);
    return { routes, locations };
  }

  counts(): LikeCountRow[] {
    const n = new Map<string, number>();
    for (const [key, liked] of this.likes) {
      const loc = key.split(':')[1] as string;
      n.set(loc, (n.get(loc) ?? 0) + (liked ? 1 : 0));
    }
    return [...n].map(([location_id, likes]) => ({ location_id, likes }));
  }

  transport(): SyncTransport {
    return {
      pull: async (since, accessKey, as) => {
        this.pullCalls.push({ since, accessKey, as });
        if (this.offline) throw new TransportError('network', 'offline');
        return this.pull(since, accessKey, as);
      },
      push: async (ops, as) => {
        this.pushCalls += 1;
        if (this.offline) throw new TransportError('network', 'offline');
        for (const op of ops) this.sent.push({ id: op.id, as });
        const fault = this.pushFault(this.pushCalls);
        if (fault === 'fail') throw new TransportError('http', 'server error', 503);
        if (fault === 'http400') throw new TransportError('http', 'bad request', 400);
        const results = this.push(ops, as);
        if (fault === 'drop') throw new TransportError('network', 'connection reset');
        return results;
      },
      refreshAccess: async (as) => {
        this.accessCalls += 1;
        if (this.offline) throw new TransportError('network', 'offline');
        const err = this.accessFault?.();
        if (err) throw err;
        return this.access.get(as) ?? noAccess();
      },
      likeCounts: async (ids) => this.counts().filter((c) => ids.includes(c.location_id)),
      articles: async (ids, as) => {
        this.articleCalls.push({ ids, as });
        if (this.offline) throw new TransportError('network', 'offline');
        return this.articles(ids, as);
      },
    };
  }

  pull(since: number, accessKey: string | null, as: string | null): SyncPullResponse {
    const tier = this.tier(as);
    const full = since === 0 || accessKey !== tier;
    const from = full ? 0 : since;
    const { locations: open } = this.readable(tier);
    const onMap = new Set([...this.stops.values()].map((s) => s.location_id));
    const routes = [...this.routes.values()].filter((r) => r.published && r.change_seq > from);
    const published = new Set(
      [...this.routes.values()].filter((r) => r.published).map((r) => r.id),
    );
    const stops = [...this.stops.values()].filter(
      (s) => published.has(s.route_id) && s.change_seq > from,
    );
    const locations = [...this.locations.values()]
      .filter((l) => (open.has(l.id) || onMap.has(l.id)) && l.change_seq > from)
      // As sync_pull: the article bodies come through location_articles.
      .map((l) => (open.has(l.id) ? { ...l, article_nl: null, article_en: null } : lockedCopy(l)));
    const gone = (t: string) =>
      full ? [] : this.tombstones.filter((x) => x.table === t && x.seq > since).map((x) => x.id);
    const my_likes = as
      ? [...this.likes]
          .filter(([k]) => k.startsWith(`${as}:`))
          .map(([k, liked]) => ({ location_id: k.split(':')[1] as string, liked }))
      : [];
    return {
      cursor: this.seq,
      full,
      access_key: tier,
      access: as ? (this.access.get(as) ?? noAccess()) : noAccess(),
      routes,
      route_locations: stops,
      locations,
      like_counts: this.counts(),
      my_likes,
      removed: {
        routes: gone('routes'),
        route_locations: gone('route_locations'),
        locations: gone('locations'),
      },
    };
  }

  /** location_articles: the bodies of the locations `as` may read in full. */
  articles(ids: string[], as: string | null): ArticleRow[] {
    if (ids.length > 200) throw new TransportError('http', 'at most 200 ids', 400);
    const { locations: open } = this.readable(this.tier(as));
    return ids.flatMap((id) => {
      const l = this.locations.get(id);
      if (!l || !open.has(id)) return [];
      return [{ id, article_nl: l.article_nl, article_en: l.article_en, change_seq: l.change_seq }];
    });
  }

  push(ops: PushOpWire[], as: string | null): PushOpResult[] {
    return ops.map((op) => {
      if (this.appliedOps.has(op.id)) return { id: op.id, status: 'duplicate' as const };
      if (op.kind === 'like_set') {
        const loc = String(op.payload.location_id);
        if (!as || !this.locations.has(loc) || this.rejectLike(loc)) {
          return { id: op.id, status: 'rejected' as const, error: 'not allowed' };
        }
        this.likes.set(`${as}:${loc}`, Boolean(op.payload.liked));
        this.record(op, as);
        const count = this.counts().find((c) => c.location_id === loc)?.likes ?? 0;
        return { id: op.id, status: 'applied' as const, new_like_count: count };
      }
      if (op.kind === 'visit_upsert') {
        this.visits.set(String(op.payload.visit_id), { ...op.payload, user_id: as });
      }
      this.record(op, as);
      return { id: op.id, status: 'applied' as const };
    });
  }

  private record(op: PushOpWire, as: string | null): void {
    this.appliedOps.set(op.id, { kind: op.kind, as, payload: op.payload });
    this.effects.push(op.id);
  }
}

export function noAccess(): AccessWire {
  return {
    has_subscription: false,
    has_day_pass: false,
    day_pass_expiry: null,
    checked_at: new Date().toISOString(),
  };
}
