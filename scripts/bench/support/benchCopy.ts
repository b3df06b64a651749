/**
 * The copy of the build the Lighthouse bench measures its "without" figures on: index.html
 * hides the map canvas (MapLibre still loads, starts and draws into it), and MapLibre alone
 * is built beside it at BARE_MAP_PATH (its `?canvas=hidden` hides its canvas likewise).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildBareMap } from './bareMap.ts';

const HIDE_MAP = '<style>.maplibregl-canvas{display:none!important}</style>';

/** Makes the copy in a new temporary folder and returns it; the caller removes it. */
export async function buildBenchCopy(dist: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'routegids-nomap-'));
  await cp(dist, dir, { recursive: true });
  const index = path.join(dir, 'index.html');
  const html = await readFile(index, 'utf8');
  await writeFile(index, html.replace('</head>', `${HIDE_MAP}</head>`));
  // No precompressed shell: it would still be the page without the style.
  await rm(`${index}.br`, { force: true });
  await rm(`${index}.gz`, { force: true });
  // The build's CSP allows its own inline styles by hash, not the one added here: without its
  // _headers the local server computes the headers from this index.html (securityHeaders.ts).
  await rm(path.join(dir, '_headers'), { force: true });
  await buildBareMap(dir);
  return dir;
}
