import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, authStorage } from '../../lib/authStorage.ts';
import { nextTask } from '../../lib/nextTask.ts';

/**
 * The app's one supabase-js client, loaded on demand: supabase-js stays out of the first-paint
 * bundle (the UI reads Dexie and never waits for it). URL and anon key come from the build
 * env, defaulting to the local server on this origin and its public anon key (vite.config.ts
 * fills that in, so the app never imports the local server's files). The anon key grants only
 * what RLS grants anonymous visitors; no secret is bundled.
 */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

export function supabaseConfig(): SupabaseConfig {
  const env = import.meta.env ?? {};
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost:8787';
  return {
    url: (env.VITE_SUPABASE_URL as string | undefined) || origin,
    anonKey: (env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? '',
  };
}

let client: Promise<SupabaseClient> | null = null;

/**
 * The client is made in a task after supabase-js's evaluation, not in the same one: together
 * they were one long task on a phone, just after the map's load.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(async ({ createClient }) => {
    await nextTask();
    const { url, anonKey } = supabaseConfig();
    return createClient(url, anonKey, {
      auth: {
        storage: authStorage(),
        storageKey: AUTH_STORAGE_KEY,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      },
    });
  });
  return client;
}
