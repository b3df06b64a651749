/**
 * The local server's public anon key: a JWT with role `anon` signed with the default local
 * secret (see auth/jwt.ts), so it is stable across restarts and machines and can be the app's
 * default `VITE_SUPABASE_ANON_KEY`. It grants nothing Row Level Security does not grant to
 * anonymous visitors, exactly like a hosted project's anon key, so it is safe to bundle.
 *
 * vite.config.ts bakes it into the browser bundle when VITE_SUPABASE_ANON_KEY is empty, so it
 * must never hold the service-role key or the JWT secret. (src/ does not import this file:
 * the app keeps no dependency on the local server's code.)
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.IZYKasOtxTbJpLVJZ3cQVPd5137M8AOePN_2VbulPqs';
