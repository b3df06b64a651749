/**
 * A first visit's landing page paints from the HTML. Without it, a visitor's first screen (the
 * landing page over the map) waits for the entry chunk, its first render, the database and the
 * landing page's own chunk: 4-5 s on a slow 4G phone (Lighthouse), against 0.7 s for the
 * HTML's loading screen. The build therefore puts into the built index.html:
 *
 * - the landing page as the app renders it (LandingScreen through Vite's SSR loader,
 *   renderLandingShell.tsx), in a non-modal <dialog id="landing-shell"> after #root, hidden
 *   unless <html> has the class FIRST_VISIT_CLASS; its start and close buttons submit a
 *   `method=dialog` form, so they close it before any script has run; ids get a prefix and
 *   test ids go, so nothing collides with the app's copy while both are in the page;
 * - its style sheets inline: the app's tokens and reset (src/app/base.css, otherwise in the
 *   entry's style sheet, which comes later: the copy's buttons would change size when it
 *   did), those of LandingScreen's chunk and the chunks it imports (as built), and the few
 *   rules that stand in for the modal dialog's top layer and backdrop;
 * - one inline script (allowed by its hash, securityHeaders.ts) that sets that class when this
 *   is the map's address, the landing page has not been seen (src/lib/firstVisit.ts) and no
 *   other language than the copy's was chosen (src/lib/languageStorage.ts).
 *
 * The app takes over in src/ui/landing/landingShell.ts. Dev (`vite`) has no copy.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { HOME_PATH } from '../../src/app/paths.ts';
import { DEFAULT_LANG, LANGS } from '../../src/i18n/i18n.ts';
import { LANDING_SEEN_KEY } from '../../src/lib/firstVisit.ts';
import { LANGUAGE_KEY } from '../../src/lib/languageStorage.ts';
import { FIRST_VISIT_CLASS, LANDING_SHELL_ID } from '../../src/ui/landing/landingShell.ts';
import type { BundleChunk } from './bundleChunk.ts';

const FORM_ID = `${LANDING_SHELL_ID}-form`;
const LANDING_MODULE = /\/src\/ui\/landing\/LandingScreen\.tsx$/;

type Asset = { type: 'asset'; source: string | Uint8Array };

/**
 * Sets FIRST_VISIT_CLASS as the app would open the landing page (useFirstVisitLanding): on the
 * map's address, not seen before, and in the copy's language (readStoredLanguage, where an
 * unknown value counts as none). Storage that throws (some private modes): no copy.
 */
export function firstVisitScript(): string {
  const j = JSON.stringify;
  return (
    `try{var s=localStorage,l=s.getItem(${j(LANGUAGE_KEY)});` +
    `if(${j(LANGS)}.indexOf(l)<0)l=${j(DEFAULT_LANG)};` +
    `if(location.pathname===${j(HOME_PATH)}&&s.getItem(${j(LANDING_SEEN_KEY)})!=="1"&&l===${j(DEFAULT_LANG)})` +
    `document.documentElement.classList.add(${j(FIRST_VISIT_CLASS)})}catch(e){}`
  );
}

/**
 * Stands in for what `showModal()` gives the app's copy: the top layer and a backdrop. While
 * the copy is open the loading bar under it holds still, as the app's does under a screen
 * (MapLoadingOverlay): a running animation nobody sees still draws a frame every refresh.
 */
const SHELL_CSS =
  `html:not(.${FIRST_VISIT_CLASS}) #${LANDING_SHELL_ID}{display:none}` +
  `#${LANDING_SHELL_ID}{position:fixed;inset:0;z-index:950;overflow:auto}` +
  `@media (min-width:768px){#${LANDING_SHELL_ID}{box-shadow:0 0 0 100vmax rgb(20 32 43 / .25)}}` +
  `.${FIRST_VISIT_CLASS}:has(#${LANDING_SHELL_ID}[open]) .map-loading__bar{animation-play-state:paused}`;

/** The rendered landing page as the HTML's copy (see the file's comment). */
export function landingShellMarkup(rendered: string): string {
  const open = /^<dialog\b([^>]*)>/;
  if (!open.test(rendered)) throw new Error('renderLandingShell: no <dialog> at the start');
  const closes = / class="[^"]*\b(?:screen-dialog__close|landing__start)\b/;
  return rendered
    .replace(/ data-testid="[^"]*"/g, '')
    .replace(/ (id|aria-labelledby)="([^"]*)"/g, ` $1="${LANDING_SHELL_ID}-$2"`)
    .replace(/<button\b([^>]*)>/g, (tag, attrs: string) =>
      closes.test(attrs)
        ? `<button${attrs.replace(' type="button"', ` type="submit" form="${FORM_ID}"`)}>`
        : tag,
    )
    .replace(
      open,
      (_, attrs: string) =>
        `<dialog id="${LANDING_SHELL_ID}" open${attrs.replace(/ class="([^"]*)"/, ' class="$1 screen-dialog--first"')}>` +
        `<form id="${FORM_ID}" method="dialog"></form>`,
    );
}

/** The app's tokens and reset, comments and runs of white space left out. */
async function baseCss(root: string): Promise<string> {
  const css = await readFile(path.join(root, 'src/app/base.css'), 'utf8');
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** LandingScreen's chunk and the chunks it imports: their built style sheets, in order. */
function landingCss(bundle: Record<string, unknown>, linked: string): string {
  const chunks = Object.values(bundle).filter(
    (c): c is BundleChunk => (c as BundleChunk).type === 'chunk',
  );
  // Its own chunk, or the first-screen stage that took it in (firstScreenChunks.ts).
  const landing = chunks.find((c) => c.moduleIds.some((id) => LANDING_MODULE.test(id)));
  if (!landing) throw new Error('landingShell: no chunk for LandingScreen.tsx');
  const files: string[] = [];
  const visit = (fileName: string, seen: Set<string>) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName] as BundleChunk | undefined;
    for (const dep of chunk?.imports ?? []) visit(dep, seen);
    for (const css of chunk?.viteMetadata?.importedCss ?? [])
      if (!files.includes(css)) files.push(css);
  };
  visit(landing.fileName, new Set());
  return files
    .filter((f) => !linked.includes(`/${f}"`))
    .map((f) => {
      const source = (bundle[f] as Asset | undefined)?.source ?? '';
      return typeof source === 'string' ? source : new TextDecoder().decode(source);
    })
    .join('')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();
}

export function landingShell(): Plugin {
  let root = process.cwd();
  let define: Record<string, unknown> = {};
  return {
    name: 'routegids:landing-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      define = config.define ?? {};
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, unknown>;
        const css = (await baseCss(root)) + landingCss(bundle, html);
        const server = await createServer({
          configFile: false,
          root,
          define,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        let rendered: string;
        try {
          const module = await server.ssrLoadModule('/scripts/vite/renderLandingShell.tsx');
          rendered = (module as { renderLandingShell: () => string }).renderLandingShell();
        } finally {
          await server.close();
        }
        const head = `<script>${firstVisitScript()}</script>\n<style>${css}${SHELL_CSS}</style>\n`;
        if (!html.includes('<noscript>'))
          throw new Error('landingShell: index.html has no <noscript>');
        return html
          .replace('</head>', `${head}</head>`)
          .replace('<noscript>', `${landingShellMarkup(rendered)}\n    <noscript>`);
      },
    },
  };
}
