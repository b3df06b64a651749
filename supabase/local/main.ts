import path from 'node:path';
import { UnsafeConfigError } from './reachableHost.ts';
import { type LocalServer, startLocalServer } from './server.ts';

/**
 * `node --import tsx supabase/local/main.ts`: the local server as a process (what `npm start`
 * and `npm run dev` run). Honours PORT, HOST, DATABASE_URL and DATA_DIR; stops cleanly on
 * SIGINT/SIGTERM so PGlite's files are closed.
 */
const dataDir = process.env.DATA_DIR || '.data';
const host = process.env.HOST || 'localhost';
const server: LocalServer = await startLocalServer({
  port: Number(process.env.PORT || 8787),
  host,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: dataDir === 'memory' ? 'memory' : path.resolve(dataDir, 'pglite'),
  distDir: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined,
}).catch((error: unknown) => {
  // A configuration the operator must fix: say what, without a stack trace in the way.
  if (error instanceof UnsafeConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});

console.log(`Routegids running at ${server.url}`);
console.log(`anon key: ${server.anonKey}`);
console.log(`dev mailbox: ${server.url}/_dev/mail`);
if (!/^(localhost|127\.\d+\.\d+\.\d+|::1)$/.test(host)) {
  // The mailbox holds working sign-in links: anyone who can reach the server can read it.
  console.error(
    `warning: listening on ${host}; the dev mailbox at /_dev/mail is readable by anyone on that network`,
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  });
}
