/** The <template> the build leaves the map's preload links in (scripts/vite/shellFirst.ts). */
export const AFTER_START_ID = 'after-start';

/**
 * Starts the downloads the page held back until the entry has rendered: the map's chunks and
 * style sheet (modulepreload, preload) and MapLibre's worker (prefetch). On a slow link the
 * map's 300 KB would otherwise share it with the entry (and the first visit's landing page
 * needs only the entry to work); on a fast one, V8's compile of the map's 1.1 MB as it
 * streams in (a background thread) would share a phone's few cores with the first render.
 * Once only; nothing to do in development, where the page has no such template.
 */
export function preloadAfterStart(doc: Document = document): void {
  const template = doc.getElementById(AFTER_START_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content.cloneNode(true));
  template.remove();
}
