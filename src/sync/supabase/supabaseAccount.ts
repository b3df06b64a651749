import type { SupabaseClient } from '@supabase/supabase-js';
import { toFailure } from '../../domain/authFailure.ts';
import type { AccountPort } from '../account.ts';
import type { AuthPort } from '../auth.ts';
import { errorMessage } from '../transport.ts';

/** Account calls over supabase-js; `auth` ends the session locally when the server cannot. */
export function createSupabaseAccount(client: SupabaseClient, auth: AuthPort): AccountPort {
  return {
    async signIn(email, password) {
      const { error } = await client.auth.signInWithPassword({ email, password });
      return toFailure(error);
    },

    async signUp(email, password, redirectTo) {
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: redirectTo ? { emailRedirectTo: redirectTo } : {},
      });
      if (error) return { error: toFailure(error), confirmationSent: false };
      return { error: null, confirmationSent: data.user?.identities?.length === 0 };
    },

    async signOut() {
      let serverError: string;
      try {
        const { error } = await client.auth.signOut();
        if (!error) return null;
        serverError = error.message;
      } catch (e) {
        serverError = errorMessage(e);
      }
      await auth.signOut();
      return serverError;
    },
  };
}
