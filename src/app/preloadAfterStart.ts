/** The <template> the build leaves the map's preload links in (scripts/vite/shellFirst.ts). */
export const AFTER_START_ID = 'after-start';

/**
 * Starts the downloads the page held back until the entry arrived and was about to render: the
 * map's chunks and style sheet (modulepreload, preload) and MapLibre's worker (prefetch). On a
 * slow link the map's 300 KB would otherwise share it with the entry (and the first visit's
 * landing page needs only the entry to work). Called right before the first render, so the
 * map is asked for ahead of the chunks that render asks for. Once only; nothing to do in
 * development, where the page has no such template.
 */
export function preloadAfterStart(doc: Document = document): void {
  const template = doc.getElementById(AFTER_START_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content.cloneNode(true));
  template.remove();
}
