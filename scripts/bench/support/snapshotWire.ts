/**
 * The full subscriber snapshot of the bench catalogue over HTTP, as a device gets it: the
 * local server in-process on PGlite with the catalogue loaded, `POST /rest/v1/rpc/sync_pull`
 * with a subscriber's token and `Accept-Encoding: br, gzip` (what browsers send). Reports the
 * server time (request to last byte), the bytes on the wire with each coding and without,
 * and how much of the snapshot the article fields are (sync_pull sends the bodies as null since
 * 20261124000100_articles_on_demand.sql, so 0 unless that regresses), with the answer of
 * `location_articles` for one route's stops, which brings them when a route is opened.
 * With `databaseUrl` (a Postgres server, as production runs on) the local server runs on a
 * scratch database created there for the measurement and dropped after it.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';
import { createJwtSigner, DEFAULT_JWT_SECRET } from '../../../supabase/local/auth/jwt.ts';
import { startLocalServer } from '../../../supabase/local/server.ts';
import { loadBenchCatalogue } from './benchCatalogue.ts';

export type SnapshotWire = {
  rawBytes: number;
  /** Bytes sent to a client that accepts br and gzip, and the coding the server chose. */
  brBytes: number;
  brCoding: string;
  /** Bytes sent to a client that accepts gzip only, and the coding. */
  gzipBytes: number;
  gzipCoding: string;
  /** Median server time, request to last byte, with brotli. */
  brMs: number;
  /** The same without compression. */
  identityMs: number;
  /** Bytes of the article_nl, article_en and article_title values sent (nulls not counted). */
  articleBytes: number;
  withoutArticles: { rawBytes: number; brBytes: number };
  /** `location_articles` for the first route's stops: what opening a route fetches. */
  routeArticles: { stops: number; rawBytes: number; brBytes: number; ms: number };
};

type Answer = { ms: number; body: Buffer; coding: string | undefined };

function post(url: string, headers: Record<string, string>, body: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          ms: performance.now() - started,
          body: Buffer.concat(chunks),
          coding: res.headers['content-encoding'],
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decode(answer: Answer): string {
  if (answer.coding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (answer.coding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;

const ARTICLE_FIELDS = ['article_nl', 'article_en', 'article_title'] as const;

/** A fresh database on the Postgres server at `adminUrl`: its URL and how to drop it. */
async function scratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `routegids_bench_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function measureSnapshotWire(runs = 3, databaseUrl?: string): Promise<SnapshotWire> {
  const scratch = databaseUrl ? await scratchDatabase(databaseUrl) : null;
  const server = await startLocalServer({
    port: 0,
    host: '127.0.0.1',
    ...(scratch ? { databaseUrl: scratch.url } : { dataDir: 'memory' }),
    seed: false,
  });
  try {
    const userId = await loadBenchCatalogue(server.db);
    const token = await createJwtSigner(DEFAULT_JWT_SECRET).sign({
      sub: userId,
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    const url = `${server.url}/rest/v1/rpc/sync_pull`;
    const body = JSON.stringify({ since: 0, access_key: null });
    const headers = (coding: string) => ({
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-encoding': coding,
    });
    const ask = (coding: string) => post(url, headers(coding), body);

    await ask('br, gzip'); // warm-up: plans and caches
    const br: Answer[] = [];
    const identity: Answer[] = [];
    for (let i = 0; i < runs; i++) {
      br.push(await ask('br, gzip'));
      identity.push(await ask('identity'));
    }
    const gzip = await ask('gzip');
    const brAnswer = br[0] as Answer;
    const text = decode(brAnswer);
    const snapshot = JSON.parse(text) as {
      locations: Record<string, unknown>[];
      route_locations: { route_id: string; location_id: string }[];
    };
    const firstRoute = snapshot.route_locations[0]?.route_id;
    const stops = snapshot.route_locations
      .filter((s) => s.route_id === firstRoute)
      .map((s) => s.location_id);
    const articlesUrl = `${server.url}/rest/v1/rpc/location_articles`;
    const articleBody = JSON.stringify({ ids: stops });
    await post(articlesUrl, headers('br, gzip'), articleBody); // warm-up
    const articleAnswers: Answer[] = [];
    for (let i = 0; i < runs; i++) {
      articleAnswers.push(await post(articlesUrl, headers('br, gzip'), articleBody));
    }
    const articleAnswer = articleAnswers[0] as Answer;
    let articleBytes = 0;
    for (const location of snapshot.locations) {
      for (const field of ARTICLE_FIELDS) {
        if (location[field] === null || location[field] === undefined) continue;
        articleBytes += JSON.stringify(location[field]).length;
        location[field] = null;
      }
    }
    const lean = Buffer.from(JSON.stringify(snapshot));
    const leanBr = zlib.brotliCompressSync(lean, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    return {
      rawBytes: Buffer.byteLength(text),
      brBytes: brAnswer.body.length,
      brCoding: brAnswer.coding ?? 'identity',
      gzipBytes: gzip.body.length,
      gzipCoding: gzip.coding ?? 'identity',
      brMs: median(br.map((a) => a.ms)),
      identityMs: median(identity.map((a) => a.ms)),
      articleBytes,
      withoutArticles: { rawBytes: lean.length, brBytes: leanBr.length },
      routeArticles: {
        stops: stops.length,
        rawBytes: Buffer.byteLength(decode(articleAnswer)),
        brBytes: articleAnswer.body.length,
        ms: median(articleAnswers.map((a) => a.ms)),
      },
    };
  } finally {
    await server.close();
    await scratch?.drop();
  }
}
