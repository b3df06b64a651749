/**
 * The local server's public anon key: a JWT with role `anon` signed with the default local
 * secret (see auth/jwt.ts), so it is stable across restarts and machines and can be the app's
 * default `VITE_SUPABASE_ANON_KEY`. It grants nothing Row Level Security does not grant to
 * anonymous visitors, exactly like a hosted project's anon key, so it is safe to bundle.
 *
 * This module is imported by browser code: it must stay free of Node imports and must never
 * hold the service-role key or the JWT secret.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.IZYKasOtxTbJpLVJZ3cQVPd5137M8AOePN_2VbulPqs';
