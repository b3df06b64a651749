import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { ApiEnv } from './env.ts';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/**
 * The function never opens a realtime channel, but supabase-js builds a realtime client
 * eagerly and, on Node 20 (no native WebSocket), throws unless given a transport.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error('The api function does not use realtime');
  }
}

const serverOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtimeTransport as unknown as RealtimeTransport },
};

/** Service-role client: the only way this function touches the database and auth admin. */
export function serviceClient(env: ApiEnv): SupabaseClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, serverOptions);
}

/** Anon client, for calls that must behave exactly as a browser's would (sign-up). */
export function anonClient(env: ApiEnv): SupabaseClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, serverOptions);
}

/** A client acting as the caller, so RLS and `auth.uid()` apply to their own JWT. */
export function callerClient(env: ApiEnv, jwt: string): SupabaseClient {
  return createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    ...serverOptions,
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  });
}
