/**
 * The app's security headers, built in one place and used twice: the build writes them to
 * `dist/_headers` (the Netlify / Cloudflare Pages format; `headersFile()` below) and
 * the local server serves that file's rules with the app's files (supabase/local/static.ts).
 *
 * The Content Security Policy allows only what the app loads: its own files, the hosts the
 * build is configured with (map style, PMTiles archive, Supabase), MapLibre's blob: worker and
 * blob:/data: images, and inline `<style>` elements of the built index.html by their sha256
 * hash (computed from the built file, so a changed critical CSS never needs a hand-edited
 * hash). Inline scripts likewise by hash only: the built index.html's one (landingShell.ts).
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadEnv } from 'vite';
import { PATHS } from '../../src/app/paths.ts';

/** The build-time settings that decide which other hosts the page may reach. */
export interface HeaderSettings {
  /** VITE_MAP_STYLE_URL (the app's default when empty). */
  mapStyleUrl?: string;
  /** VITE_MAP_PMTILES_URL. */
  pmtilesUrl?: string;
  /** VITE_SUPABASE_URL (empty: the same origin). */
  supabaseUrl?: string;
  /** CSP_EXTRA_HOSTS: more origins for images and connections (a media CDN), comma-separated. */
  extraHosts?: string;
  /** The built index.html, whose inline `<style>` elements are allowed by hash. */
  indexHtml: string;
}

/** src/lib/mapSettings.ts's default style, so the default build's map is allowed too. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** Headers every response of the app carries. */
export type HeaderSet = Record<string, string>;

/** `sha256-…` sources of the texts of every `tag` element of an HTML document that `keep`s. */
function inlineHashes(html: string, tag: 'style' | 'script', keep: (attrs: string) => boolean) {
  const hashes: string[] = [];
  // <style> and <script> are raw-text elements: the text ends at the first closing tag.
  const element = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)<\\/${tag}\\s*>`, 'gi');
  for (const match of html.matchAll(element)) {
    if (!keep(match[1] ?? '')) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return [...new Set(hashes)];
}

/** `sha256-…` sources for every inline `<style>` element of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  return inlineHashes(html, 'style', () => true);
}

/** `sha256-…` sources for every inline `<script>` (one without `src`) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return inlineHashes(html, 'script', (attrs) => !/\bsrc\s*=/i.test(attrs));
}

/** `https://host[:port]` of a configured URL; null when empty or not http(s). */
function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    throw new Error(`Not a URL in the build settings: ${url}`);
  }
}

/** The origins of configured URLs, each once, in a stable order. */
function originsOf(urls: (string | undefined)[]): string[] {
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== null))];
}

function extraHosts(settings: HeaderSettings): string[] {
  return (settings.extraHosts ?? '').split(',');
}

/** Supabase Realtime is a WebSocket on the API's host. */
function websocketOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

export function contentSecurityPolicy(settings: HeaderSettings): string {
  const hosts = originsOf([
    settings.mapStyleUrl || DEFAULT_MAP_STYLE_URL,
    settings.pmtilesUrl,
    settings.supabaseUrl,
    ...extraHosts(settings),
  ]);
  // Audio comes from Storage (Supabase's host) or a configured media host, never the map's.
  const mediaHosts = originsOf([settings.supabaseUrl, ...extraHosts(settings)]);
  const supabase = originOf(settings.supabaseUrl);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes(settings.indexHtml)]],
    // The app points MapLibre at its worker file (same origin); MapLibre's own default is a
    // blob: URL, allowed so a build without that setting still draws the map.
    ['worker-src', ["'self'", 'blob:']],
    ['style-src', ["'self'", ...inlineStyleHashes(settings.indexHtml)]],
    ['img-src', ["'self'", 'data:', 'blob:', ...hosts]],
    ['media-src', ["'self'", 'blob:', ...mediaHosts]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      ["'self'", 'data:', 'blob:', ...hosts, ...(supabase ? [websocketOf(supabase)] : [])],
    ],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Geolocation for the app's own pages (the walker's position); every other feature off. */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

/** The headers every file of the app is served with. */
export function securityHeaders(settings: HeaderSettings): HeaderSet {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
  };
}

/** One `_headers` rule: a path pattern (`*` matches any rest) and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: HeaderSet;
}

const NO_CACHE: HeaderSet = { 'Cache-Control': 'no-cache' };

/**
 * The static host's rules. Hosts merge every matching rule's headers (Cloudflare joins a header
 * named twice with a comma), so no header name appears in two rules that can match one path:
 * the security headers are on every path, Cache-Control only on the shell, the service
 * worker, the manifest and the screens' own paths (which serve the shell).
 */
export function headerRules(settings: HeaderSettings): HeaderRule[] {
  const shellPaths = new Set<string>(['/', '/index.html', '/sw.js', '/manifest.webmanifest']);
  for (const p of Object.values(PATHS)) {
    // `/r/:routeId/:stop` → `/r/*`: a rest match covers every parameter below it.
    const cut = p.indexOf('/:');
    shellPaths.add(cut === -1 ? p : `${p.slice(0, cut)}/*`);
  }
  return [
    { pattern: '/*', headers: securityHeaders(settings) },
    ...[...shellPaths].map((pattern) => ({ pattern, headers: NO_CACHE })),
    {
      pattern: '/assets/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
  ];
}

/** The rules in the `_headers` file format (Netlify, Cloudflare Pages). */
export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(
    ({ pattern, headers }) =>
      `${pattern}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Written by the build (scripts/vite/securityHeaders.ts); do not edit.\n${blocks.join('\n')}\n`;
}

/** Reads a `_headers` file back (the local server serves what the build wrote). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) throw new Error(`_headers: a header line outside a rule: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` pattern matches a path: exact, or a trailing `*` for any rest. */
export function patternMatches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

/** The merged headers of every rule that matches `pathname`, later rules winning. */
export function headersFor(rules: HeaderRule[], pathname: string): HeaderSet {
  return Object.assign(
    {},
    ...rules.filter((r) => patternMatches(r.pattern, pathname)).map((r) => r.headers),
  );
}

/** The settings a build with `env` (VITE_* names and CSP_EXTRA_HOSTS) writes headers for. */
export function settingsFromEnv(
  env: Record<string, string | undefined>,
  indexHtml: string,
): HeaderSettings {
  return {
    mapStyleUrl: env.VITE_MAP_STYLE_URL,
    pmtilesUrl: env.VITE_MAP_PMTILES_URL,
    supabaseUrl: env.VITE_SUPABASE_URL,
    extraHosts: env.CSP_EXTRA_HOSTS,
    indexHtml,
  };
}

/** Vite plugin: writes `dist/_headers` after the build, from the built index.html. */
export function headersFile(): Plugin {
  let outDir = '';
  let env: Record<string, string> = {};
  return {
    name: 'routegids-headers-file',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      env = { ...loadEnv(config.mode, config.root, ''), ...pick(process.env) };
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // No page: the build failed before writing it; its own error is the one to see.
        const html = await readFile(path.join(outDir, 'index.html'), 'utf8').catch(() => null);
        if (html === null) return;
        const rules = headerRules(settingsFromEnv(env, html));
        await writeFile(path.join(outDir, '_headers'), formatHeadersFile(rules));
      },
    },
  };
}

/** process.env without undefined values (it overrides .env files, as in Vite). */
function pick(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((e): e is [string, string] => e[1] !== undefined),
  );
}
