import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/vite/compileHints.ts';
import { firstScreenChunks } from './scripts/vite/firstScreenChunks.ts';
import { landingShell } from './scripts/vite/landingShell.ts';
import { preactAliases } from './scripts/vite/preactAliases.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { headersFile } from './scripts/vite/securityHeaders.ts';
import { shellFirst } from './scripts/vite/shellFirst.ts';
import { startChunk } from './scripts/vite/startChunk.ts';
import { LOCAL_ANON_KEY } from './supabase/local/keys.ts';

/** Paths served by the local Supabase-compatible server (supabase/local). */
const backendPaths = ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1', '/_dev'];
const backend = process.env.BACKEND_URL ?? 'http://localhost:8787';

/** What the first paint runs, as one chunk beside the entry (see startChunk). */
const start = startChunk(fileURLToPath(new URL('./src/app/main.tsx', import.meta.url)));
/** The map's own code: a start runs it before the map's load (compileHints below). */
const MAP_SCREEN = 'map-screen';
/**
 * The lazy code a start loads, a chunk per stage (see firstScreenChunks), in order of need:
 * the map's own code (MapLibre apart), the pack notices, the landing page, the screen over
 * the map. The landing page (first visits) comes before the screen so that it never waits for
 * the screen's 80 KB: what they share is in the landing's chunk, which a return visit then
 * loads with the screen's after the map's load (8 KB gzip, from the precache).
 */
const firstScreen = firstScreenChunks(
  [
    { name: MAP_SCREEN, roots: [/\/src\/ui\/map\/RouteMap\.tsx$/] },
    // Mounted at once, also where the rest waits for the map's load (a return visit).
    { name: 'pack-toasts', roots: [/\/src\/ui\/packs\/usePackToasts\.ts$/] },
    { name: 'landing', roots: [/\/src\/ui\/landing\/LandingScreen\.tsx$/] },
    {
      name: 'screen',
      roots: [
        /\/src\/ui\/packs\/MapPackPill\.tsx$/,
        /\/src\/ui\/drawer\/StopSheet\.tsx$/,
        /\/src\/ui\/walk\/WalkControls\.tsx$/,
      ],
    },
  ],
  /[\\/]node_modules[\\/](maplibre-gl|@vis\.gl)[\\/]/,
);

export default defineConfig(({ mode }) => ({
  define: {
    // Public links, not secrets: the newsletter platform (the server's NEWSLETTER_URL serves
    // both) and the contact address.
    'import.meta.env.VITE_NEWSLETTER_URL': JSON.stringify(
      loadEnv(mode, process.cwd(), 'VITE_').VITE_NEWSLETTER_URL ||
        loadEnv(mode, process.cwd(), '').NEWSLETTER_URL ||
        '',
    ),
    // The browser's default anon key comes from the build, not from an import of the local
    // server's files (src/ never imports supabase/local): an empty VITE_SUPABASE_ANON_KEY means
    // the local server on the same origin, whose key is public (it grants only anon RLS).
    'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(
      loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
    ),
  },
  // No React plugin: the JSX is compiled by Vite (tsconfig's react-jsx, whose runtime the aliases
  // point at Preact's), and React Fast Refresh cannot drive Preact, so an edit reloads the page.
  plugins: [
    start.plugin,
    firstScreen.plugin,
    shellFirst(),
    // The start's own code compiles while it downloads, off the main thread (compileHints.ts).
    compileHints([start.group.name, MAP_SCREEN]),
    // A first visit's landing page in the built index.html, painted before any script.
    landingShell(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app, not its content: the built-in route's audio and photos (2.3 MB) come with
        // its pack, which downloads after the map has loaded (actions/packs/keepPacks.ts), or
        // from the network when played or opened before that.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json,webmanifest}'],
        globIgnores: ['**/node_modules/**', 'mp3/**', 'img/route/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // dist/_headers for the static host (and the local server): CSP with the built index.html's
    // inline style hashes, nosniff, Referrer-Policy, Permissions-Policy, Cache-Control.
    headersFile(),
    // Last: `.br` and `.gz` beside the built text files, the service worker's included.
    precompress(),
  ],
  resolve: { alias: preactAliases },
  server: {
    proxy: Object.fromEntries(
      backendPaths.map((p) => [p, { target: backend, changeOrigin: false }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/bench reads the chunk graph (first paint vs. lazy chunks) from the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: { codeSplitting: { groups: [start.group, ...firstScreen.groups] } },
      // "use client" marks React Server Components boundaries, which a client-only app does
      // not have: bundling drops it harmlessly (the React plugin used to hide this warning).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use client/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
}));
