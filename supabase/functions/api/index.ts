/**
 * Supabase Edge Runtime entry (Deno). Everything else in this folder is runtime-neutral;
 * the local server mounts `createApiApp` directly.
 */
import { createApiApp } from './app.ts';
import { readApiEnv } from './env.ts';

// Typed locally so the whole repo type-checks under Node's tsc as well as under `deno check`.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const env = readApiEnv((name) => Deno.env.get(name), {
  // Supabase provides SUPABASE_URL; the app is served from the configured site URL.
  APP_URL: Deno.env.get('SITE_URL'),
});
if (!env.STRIPE_SECRET_KEY) {
  // The local stand-in checkout only exists on the local server; never fall back to it here.
  throw new Error('STRIPE_SECRET_KEY must be set for the deployed api function');
}

const app = createApiApp(env);
Deno.serve((request) => app.fetch(request));
