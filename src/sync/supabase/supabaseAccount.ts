import type { SupabaseClient } from '@supabase/supabase-js';
import {
  type AuthFailure,
  networkFailure,
  timeoutFailure,
  toFailure,
} from '../../domain/authFailure.ts';
import { ACCOUNT_TIMEOUT_MS, type AccountPort } from '../account.ts';
import type { AuthPort } from '../auth.ts';
import { TimeoutError, withTimeout } from '../timeout.ts';
import { errorMessage } from '../transport.ts';

export interface SupabaseAccountOptions {
  timeoutMs?: number;
}

/** Account calls over supabase-js; `auth` ends the session locally when the server cannot. */
export function createSupabaseAccount(
  client: SupabaseClient,
  auth: AuthPort,
  opts: SupabaseAccountOptions = {},
): AccountPort {
  const ms = opts.timeoutMs ?? ACCOUNT_TIMEOUT_MS;
  /** Runs an auth call that answers `{ error }`; a throw or a timeout becomes a failure too. */
  const call = async <T extends { error: AuthErrorLike | null }>(
    work: () => Promise<T>,
  ): Promise<{ answer: T | null; failure: AuthFailure | null }> => {
    try {
      const answer = await withTimeout(work(), ms);
      return { answer, failure: answer.error ? authFailure(answer.error) : null };
    } catch (e) {
      return { answer: null, failure: thrownFailure(e) };
    }
  };

  return {
    async signIn(email, password) {
      return (await call(() => client.auth.signInWithPassword({ email, password }))).failure;
    },

    async signUp(email, password, redirectTo) {
      const { answer, failure } = await call(() =>
        client.auth.signUp({
          email,
          password,
          options: redirectTo ? { emailRedirectTo: redirectTo } : {},
        }),
      );
      if (failure || !answer) {
        return { error: failure, confirmationSent: false, signedIn: false };
      }
      return {
        error: null,
        confirmationSent: answer.data.user?.identities?.length === 0,
        signedIn: answer.data.session !== null,
      };
    },

    async signOut() {
      let serverError: string;
      try {
        const { error } = await withTimeout(client.auth.signOut(), ms);
        if (!error) return null;
        serverError = error.message;
      } catch (e) {
        serverError = errorMessage(e);
      }
      await auth.signOut();
      return serverError;
    },

    async requestPasswordReset(email, redirectTo) {
      return (await call(() => client.auth.resetPasswordForEmail(email, { redirectTo }))).failure;
    },

    async updatePassword(password) {
      return (await call(() => client.auth.updateUser({ password }))).failure;
    },

    async completeEmailLink() {
      const { failure } = await call(() => client.auth.initialize());
      const { data } = await client.auth.getSession();
      return { signedIn: data.session !== null, error: failure };
    },
  };
}

interface AuthErrorLike {
  name?: string;
  code?: string;
  message: string;
  status?: number;
}

/** supabase-js reports a request that got no answer as AuthRetryableFetchError (status 0). */
function authFailure(error: AuthErrorLike): AuthFailure | null {
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) {
    return networkFailure(error.message);
  }
  return toFailure(error);
}

function thrownFailure(e: unknown): AuthFailure {
  if (e instanceof TimeoutError) return timeoutFailure();
  return networkFailure(errorMessage(e));
}
