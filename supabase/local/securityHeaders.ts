import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type HeaderRule,
  type HeaderSet,
  headerRules,
  headersFor,
  parseHeadersFile,
  settingsFromEnv,
} from '../../scripts/vite/securityHeaders.ts';

/**
 * The security headers for a path of the built app: the rules the build wrote to
 * `dist/_headers` (scripts/vite/securityHeaders.ts), re-read when the file changes, so the local
 * server serves exactly what the static host will. A build older than that file gets the same
 * rules computed from its index.html and this process's environment. Cache-Control is left to
 * the caller (static.ts decides it per file, including for paths that serve the shell).
 */
export function appSecurityHeaders(distDir: string): (pathname: string) => Promise<HeaderSet> {
  let cached: { mtimeMs: number; rules: HeaderRule[] } | null = null;
  const load = async (): Promise<HeaderRule[]> => {
    const file = path.join(distDir, '_headers');
    const stats = await stat(file).catch(() => null);
    if (stats) {
      if (cached?.mtimeMs !== stats.mtimeMs) {
        cached = { mtimeMs: stats.mtimeMs, rules: parseHeadersFile(await readFile(file, 'utf8')) };
      }
      return cached.rules;
    }
    const html = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => '');
    return headerRules(settingsFromEnv(process.env, html));
  };
  return async (pathname) => {
    const { 'Cache-Control': _cache, ...headers } = headersFor(await load(), pathname);
    return headers;
  };
}
