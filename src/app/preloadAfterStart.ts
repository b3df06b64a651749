/** The <template> the build leaves the map's preload links in (scripts/vite/shellFirst.ts). */
export const AFTER_START_ID = 'after-start';

function startDownloads(doc: Document): void {
  const template = doc.getElementById(AFTER_START_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content.cloneNode(true));
  template.remove();
}

/**
 * Starts the downloads the page held back until the entry arrived: the map's chunks and
 * style sheet (modulepreload, preload) and MapLibre's worker (prefetch). With `after` (the
 * first screen's own chunk), once that is in, failed or not: on a slow link the map's 300 KB
 * would otherwise share it with what the visitor sees first. Nothing to do in development,
 * where the page has no such template.
 */
export function preloadAfterStart(after?: Promise<unknown>, doc: Document = document): void {
  if (!after) {
    startDownloads(doc);
    return;
  }
  const go = () => startDownloads(doc);
  after.then(go, go);
}
