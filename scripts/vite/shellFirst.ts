/**
 * The built index.html in order of need:
 *
 * - The entry's style sheets move from <head> to the end of <body>. index.html's shell (the
 *   "Kaart laden..." overlay, its styles inline) then paints as soon as the HTML is in: a
 *   style sheet in <head> holds back every paint, one in <body> only what follows it. The
 *   entry script still waits for it (a module script runs after the sheets before it are in),
 *   so React never renders unstyled.
 * - The map's chunk (src/ui/map/RouteMap.tsx, with MapLibre) and the chunks it imports are
 *   preloaded (`modulepreload`, never render-blocking), their style sheets too, and MapLibre's
 *   worker (a module worker, the browser has no preload for it) is prefetched. The links wait
 *   in a <template id="after-start">, which the entry puts in <head> right before its first
 *   render (src/app/preloadAfterStart.ts): the map then downloads while the app renders and
 *   opens the database, ahead of the chunks that render asks for, and does not share a slow
 *   link with the entry itself (300 KB beside its 95, the entry took up to four times as long
 *   to arrive).
 * - The entry and its modulepreloads ask for `fetchpriority="low"`: no paint waits for them
 *   (the shell and the first visit's landing page are in the HTML, and a module script runs
 *   after the parse in any case). Nothing else is fetched beside them, so on the wire they are
 *   no later (Lighthouse with its throttling applied: first paint 0.79-0.84 s either way).
 *   The hint is for the readers of priorities: Lighthouse's simulation counted a
 *   high-priority script that happened to arrive before the first paint as holding it back,
 *   and put a 1.6 s first paint on a page that paints at 0.8 s.
 */
import type { Plugin } from 'vite';
import { AFTER_START_ID } from '../../src/app/preloadAfterStart.ts';
import type { BundleChunk } from './bundleChunk.ts';

/** Lazy chunks the map screen needs at once, in the order they are wanted. */
const PRELOADED = [
  /\/src\/ui\/map\/RouteMap\.tsx$/,
  // react-map-gl imports MapLibre dynamically: a small facade chunk, one more round trip.
  /\/maplibre-gl\/dist\/maplibre-gl\.mjs$/,
];
const MAP_WORKER = /(^|\/)maplibre-gl-worker-[^/]+\.js$/;
const HEAD_STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?/g;
/** The entry's script and the modulepreloads Vite writes for its static imports. */
const ENTRY_SCRIPTS = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/** The chunk and the chunks it imports statically, in the order they are first reached. */
function closure(bundle: Record<string, unknown>, fileName: string, into: string[] = []): string[] {
  if (into.includes(fileName)) return into;
  into.push(fileName);
  const chunk = bundle[fileName] as BundleChunk | undefined;
  for (const dep of chunk?.imports ?? []) closure(bundle, dep, into);
  return into;
}

export function shellFirst(): Plugin {
  return {
    name: 'routegids:shell-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, unknown>;
        const [head = '', body = ''] = html.split('</head>');
        const sheets = [...head.matchAll(HEAD_STYLESHEET)].map((m) => m[0].trim());
        const preloaded = new Set(
          [...html.matchAll(/(?:href|src)="\/([^"]+\.js)"/g)].map((m) => m[1]),
        );
        const chunks = Object.values(bundle).filter(
          (c): c is BundleChunk => (c as BundleChunk).type === 'chunk',
        );
        const wanted = PRELOADED.flatMap((re) =>
          chunks.filter((c) => re.test(c.facadeModuleId ?? '')),
        );
        const files: string[] = [];
        for (const chunk of wanted) closure(bundle, chunk.fileName, files);
        const mapFiles = files.filter((f) => !preloaded.has(f));
        const preloads = mapFiles.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
        // Their styles (MapLibre's) too, as a preload: fetched now, applied when the chunk runs.
        const css = files.flatMap((f) => [
          ...((bundle[f] as BundleChunk).viteMetadata?.importedCss ?? []),
        ]);
        for (const f of new Set(css))
          if (!sheets.some((tag) => tag.includes(`/${f}"`)))
            preloads.push(`<link rel="preload" as="style" crossorigin href="/${f}">`);
        const worker = Object.keys(bundle).find((f) => MAP_WORKER.test(f));
        if (worker) preloads.push(`<link rel="prefetch" href="/${worker}">`);
        const later = preloads.map((tag) => `    ${tag}\n`).join('');
        const template =
          preloads.length > 0 ? [`<template id="${AFTER_START_ID}">\n${later}  </template>`] : [];
        const tail = [...sheets, ...template].map((tag) => `  ${tag}\n`).join('');
        const entryHead = head
          .replace(HEAD_STYLESHEET, '')
          .replace(ENTRY_SCRIPTS, '<$1 fetchpriority="low"');
        return `${entryHead}</head>${body.replace(/\s*<\/body>/, `\n${tail}</body>`)}`;
      },
    },
  };
}
