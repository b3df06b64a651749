import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DUTCH_ENGLISH_CHARACTERS } from '../../../src/domain/glyphRanges.ts';
import { MAP_BOUNDS, PARKS_BOUNDS, parksArchive, streetTiles } from './features.ts';
import { glyphPbf } from './glyphs.ts';
import { sprite } from './sprite.ts';

/**
 * A map server for tests, on 127.0.0.1 on its own port (another origin than the app, so CORS
 * is real): a style with an XYZ vector source (street grid, TileJSON with maxzoom 14), a
 * PMTiles archive (parks, served with Range), sprites at 1x and 2x and glyph PBFs. It logs
 * every request, can slow its answers down (to catch a download mid-way), fail paths on
 * purpose, and be stopped and started again on the same port (the network "going away").
 */

export const STREET_COLOR = '#c0392b';
export const PARK_COLOR = '#2e8b3a';
export const GROUND_COLOR = '#f3ecd9';
export const FONT = 'Test Sans Regular';
export const STREET_MAXZOOM = 14;

export interface LoggedRequest {
  method: string;
  path: string;
  range: string | null;
  status: number;
}

export interface TestMapServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  port: number;
  styleUrl: string;
  archiveUrl: string;
  requests: LoggedRequest[];
  /** Each answer waits this long first (ms); 0 by default. */
  delayMs: number;
  /** Paths answered 500 while set. */
  failing: Set<string>;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

function styleJson(origin: string): unknown {
  return {
    version: 8,
    name: 'Routegids test map',
    sprite: `${origin}/sprites/test`,
    glyphs: `${origin}/fonts/{fontstack}/{range}.pbf`,
    sources: {
      streets: { type: 'vector', url: `${origin}/tiles.json` },
      parks: { type: 'vector', url: `pmtiles://${origin}/parks.pmtiles` },
    },
    layers: [
      { id: 'ground', type: 'background', paint: { 'background-color': GROUND_COLOR } },
      {
        id: 'parks',
        type: 'fill',
        source: 'parks',
        'source-layer': 'parks',
        paint: { 'fill-color': PARK_COLOR },
      },
      {
        id: 'streets',
        type: 'line',
        source: 'streets',
        'source-layer': 'streets',
        paint: { 'line-color': STREET_COLOR, 'line-width': 5 },
      },
      {
        id: 'street-names',
        type: 'symbol',
        source: 'streets',
        'source-layer': 'streets',
        minzoom: 16,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [FONT],
          'text-size': 11,
          'symbol-placement': 'line',
        },
        paint: { 'text-color': '#333333' },
      },
    ],
  };
}

function tileJson(origin: string): unknown {
  return {
    tilejson: '3.0.0',
    name: 'streets',
    tiles: [`${origin}/tiles/{z}/{x}/{y}.pbf`],
    minzoom: 0,
    maxzoom: STREET_MAXZOOM,
    bounds: MAP_BOUNDS,
    vector_layers: [{ id: 'streets', fields: { name: 'String' } }],
  };
}

interface Body {
  type: string;
  data: Uint8Array;
}

const json = (value: unknown): Body => ({
  type: 'application/json',
  data: new TextEncoder().encode(JSON.stringify(value)),
});

export async function startTestMapServer(opts: { port?: number } = {}): Promise<TestMapServer> {
  const archive = parksArchive(10, STREET_MAXZOOM);
  const tile = streetTiles(STREET_MAXZOOM);
  const sprites = { 1: sprite(1), 2: sprite(2) };
  let server: Server | null = null;

  const state: TestMapServer = {
    origin: '',
    port: opts.port ?? 0,
    styleUrl: '',
    archiveUrl: '',
    requests: [],
    delayMs: 0,
    failing: new Set(),
    stop: async () => {
      const s = server;
      server = null;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: async () => {
      if (server) return;
      server = createServer((req, res) => void handle(req, res));
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen(state.port, '127.0.0.1', () => resolve());
      });
      state.port = (server.address() as AddressInfo).port;
      state.origin = `http://127.0.0.1:${state.port}`;
      state.styleUrl = `${state.origin}/style.json`;
      state.archiveUrl = `${state.origin}/parks.pmtiles`;
    },
  };

  function body(path: string): Body | null {
    if (path === '/style.json') return json(styleJson(state.origin));
    if (path === '/tiles.json') return json(tileJson(state.origin));
    if (path === '/parks.pmtiles') return { type: 'application/vnd.pmtiles', data: archive };
    const t = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(path);
    if (t) {
      const data = tile(Number(t[1]), Number(t[2]), Number(t[3]));
      return data ? { type: 'application/x-protobuf', data } : null;
    }
    const s = /^\/sprites\/test(@2x)?\.(json|png)$/.exec(path);
    if (s) {
      const sheet = sprites[s[1] ? 2 : 1];
      return s[2] === 'json'
        ? { type: 'application/json', data: new TextEncoder().encode(sheet.json) }
        : { type: 'image/png', data: sheet.png };
    }
    const g = /^\/fonts\/([^/]+)\/(\d+-\d+)\.pbf$/.exec(path);
    if (g) {
      const stack = decodeURIComponent(g[1]!);
      return {
        type: 'application/x-protobuf',
        data: glyphPbf(stack, g[2]!, DUTCH_ENGLISH_CHARACTERS),
      };
    }
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const range = req.headers.range ?? null;
    const log = (status: number) =>
      state.requests.push({ method: req.method ?? 'GET', path, range, status });
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'ETag, Content-Length, Content-Range');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', 'Range');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
      res.writeHead(204).end();
      return;
    }
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    if (state.failing.has(path)) {
      log(500);
      res.writeHead(500).end('failing on purpose');
      return;
    }
    const found = body(path);
    if (!found) {
      log(404);
      res.writeHead(404).end();
      return;
    }
    const etag = `"${createHash('sha1').update(found.data).digest('hex').slice(0, 16)}"`;
    res.setHeader('Content-Type', found.type);
    res.setHeader('ETag', etag);
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', 'no-cache');
    const r = range ? /^bytes=(\d+)-(\d*)$/.exec(range) : null;
    if (r) {
      const start = Number(r[1]);
      const end = Math.min(r[2] ? Number(r[2]) : found.data.length - 1, found.data.length - 1);
      const slice = found.data.subarray(start, end + 1);
      res.setHeader('Content-Range', `bytes ${start}-${end}/${found.data.length}`);
      res.setHeader('Content-Length', String(slice.length));
      log(206);
      res.writeHead(206);
      res.end(req.method === 'HEAD' ? undefined : slice);
      return;
    }
    res.setHeader('Content-Length', String(found.data.length));
    log(200);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : found.data);
  }

  await state.start();
  return state;
}

export { PARKS_BOUNDS };
