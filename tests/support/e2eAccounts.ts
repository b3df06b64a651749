import type { BrowserContext } from 'playwright-core';
import {
  createApiKeys,
  createJwtSigner,
  DEFAULT_JWT_SECRET,
} from '../../supabase/local/auth/jwt.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';

/**
 * Signed-in walkers for end-to-end specs, without the sign-in screens: the user is made through
 * the local server's admin API (confirmed at once), signed in through its password grant, and
 * the session is put where supabase-js keeps it ("remember": localStorage) before the app
 * starts. supabase-js then reports it as the initial session, and the sync engine stores the
 * user, checks access and pulls what they may read, as after a real sign-in.
 *
 * The keys are the local server's: the e2e server runs with the default (obviously fake) JWT
 * secret, so its service-role key can be made here; it is never bundled.
 */

/**
 * E-mails the e2e server treats as newsletter subscribers (LOCAL_SUBSCRIBERS, no payment key).
 * The first two are signed in through the admin API (stories, route selection); the last is
 * left for the spec that registers a subscriber through the screens.
 */
export const E2E_SUBSCRIBERS = [
  'subscriber-1@e2e.example.com',
  'subscriber-2@e2e.example.com',
  'abonnee@e2e.example.com',
] as const;

/** The newsletter platform's address in the e2e build (the link is checked, never followed). */
export const E2E_NEWSLETTER_URL = 'https://newsletter.example.com/routegids';

const PASSWORD = 'walker-password-e2e';

let serviceKey: Promise<string> | null = null;
function serviceRoleKey(): Promise<string> {
  serviceKey ??= createApiKeys(createJwtSigner(DEFAULT_JWT_SECRET)).then((k) => k.serviceRoleKey);
  return serviceKey;
}

export interface E2eSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
}

/** A confirmed user with this e-mail (made once; again is fine) and a fresh session. */
export async function signedInUser(baseUrl: string, email: string): Promise<E2eSession> {
  const key = await serviceRoleKey();
  const created = await fetch(`${baseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
  });
  if (!created.ok && created.status !== 422) {
    throw new Error(`creating ${email}: ${created.status} ${await created.text()}`);
  }
  const token = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!token.ok) throw new Error(`signing in ${email}: ${token.status} ${await token.text()}`);
  return (await token.json()) as E2eSession;
}

/** The app starts signed in as `session` (remembered), in every page of the context. */
export async function startSignedIn(context: BrowserContext, session: E2eSession): Promise<void> {
  await context.addInitScript(
    ({ value, userId }: { value: string; userId: string }) => {
      let storage: Storage;
      try {
        storage = localStorage;
      } catch {
        return; // a document without storage (the first about:blank, an error page)
      }
      if (storage.getItem('routegids.auth')) return; // the app has taken over
      storage.setItem('routegids.remember', '1');
      storage.setItem('routegids.auth', value);
      // The notifications question after sign-in is the account specs' to answer.
      storage.setItem('routegids.push.asked', userId);
    },
    { value: JSON.stringify(session), userId: session.user.id },
  );
}
