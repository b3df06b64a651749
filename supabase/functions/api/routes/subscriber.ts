import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Account, findAccount } from '../accounts.ts';
import { confirmationRedirectUrl } from '../checkoutUrls.ts';
import type { ApiDeps } from '../deps.ts';
import { logFailure } from '../log.ts';
import { errorBody, MESSAGES } from '../messages.ts';
import { rateLimited } from '../rateLimit.ts';
import { ProviderUnavailable, type SubscriptionCheck } from '../subscriptionCheck.ts';
import { storeSubscription } from '../subscriptionStore.ts';
import { anonClient } from '../supabaseClients.ts';
import { checkPassword, jsonBody, readEmail } from '../validation.ts';

/** The next step of the subscriber login, with the specification's code and message. */
export type SubscriberOutcome =
  | 'password'
  | 'activation_needed'
  | 'confirmation_sent'
  | 'subscription_required';

type Answer = { outcome: SubscriberOutcome; code: number; message: string };

/**
 * Both routes check their input first (that reveals nothing and costs nothing), then the rate
 * limit (rateLimit.ts), and only then look anything up or send mail.
 */
export function registerSubscriber(app: Hono, deps: ApiDeps): void {
  app.post('/subscriber/lookup', (c) => guarded(c, () => lookup(deps, c)));
  app.post('/subscriber/activate', (c) => guarded(c, () => activate(deps, c)));
}

/**
 * E-mail → next step. An existing account always goes to the password step (or, while
 * unconfirmed, gets its confirmation mail again); only without an account is the provider asked.
 */
async function lookup(deps: ApiDeps, c: Context): Promise<Response> {
  const body = await jsonBody(c.req);
  const read = readEmail(body.email);
  if ('invalid' in read) return invalid(c, read.invalid);
  const limited = await rateLimited(deps, c, 'lookup', read.identity);
  if (limited) return limited;
  const account = await findAccount(deps, read.identity);
  if (account) return c.json(await answerForAccount(deps, account));
  return answer(c, subscriptionAnswer(await deps.subscriptions.check(read.email)));
}

/**
 * Creates the account unconfirmed and lets the auth server send the confirmation mail. Access
 * follows only once the link in that mail is clicked, so typing someone else's e-mail never
 * grants it: the subscription is bound to whoever can read that mailbox.
 */
async function activate(deps: ApiDeps, c: Context): Promise<Response> {
  const body = await jsonBody(c.req);
  const read = readEmail(body.email);
  if ('invalid' in read) return invalid(c, read.invalid);
  const badPassword = checkPassword(body.password, body.confirmation);
  if (badPassword) return invalid(c, badPassword);
  const limited = await rateLimited(deps, c, 'activate', read.identity);
  if (limited) return limited;
  const account = await findAccount(deps, read.identity);
  if (account?.confirmed) {
    return answer(c, { outcome: 'password', code: 409, message: MESSAGES.userFound });
  }
  const check = await deps.subscriptions.check(read.email);
  const found = subscriptionAnswer(check);
  if (found.outcome !== 'activation_needed') return answer(c, found);
  const { data, error } = await anonClient(deps.env).auth.signUp({
    email: read.email,
    password: body.password as string,
    options: { emailRedirectTo: confirmationRedirectUrl(deps.env) },
  });
  if (error) return signUpFailed(c, error);
  const user = data.user;
  // No identities: the auth server's stand-in for an address that was confirmed meanwhile.
  if (user?.email && user.identities?.length) {
    // Remembers the customer found under the address as typed; the auth server lower-cases it.
    await storeSubscription(deps, { userId: user.id, email: user.email, check });
  }
  return c.json(confirmationSent());
}

async function answerForAccount(deps: ApiDeps, account: Account): Promise<Answer> {
  if (account.confirmed) return { outcome: 'password', code: 200, message: MESSAGES.userFound };
  // Resending is what the public auth API offers anyone; the auth server rate-limits it.
  await anonClient(deps.env).auth.resend({
    type: 'signup',
    email: account.email,
    options: { emailRedirectTo: confirmationRedirectUrl(deps.env) },
  });
  return confirmationSent();
}

function subscriptionAnswer(check: SubscriptionCheck): Answer {
  switch (check.kind) {
    case 'customer_missing':
      return { outcome: 'subscription_required', code: 404, message: MESSAGES.customerNotFound };
    case 'inactive':
      return {
        outcome: 'subscription_required',
        code: 401,
        message: MESSAGES.noActiveSubscription,
      };
    case 'active':
      return { outcome: 'activation_needed', code: 200, message: MESSAGES.activeSubscription };
  }
}

function confirmationSent(): Answer {
  return { outcome: 'confirmation_sent', code: 200, message: MESSAGES.confirmationSent };
}

function answer(c: Context, body: Answer): Response {
  return c.json(body, body.code as ContentfulStatusCode);
}

function invalid(c: Context, reason: string): Response {
  return c.json(errorBody(400, reason, 'Invalid request'), 400);
}

function signUpFailed(c: Context, error: { code?: string; status?: number; message: string }) {
  if (error.code === 'weak_password') return invalid(c, 'weakPassword');
  if (error.status === 429)
    return c.json(errorBody(429, error.code ?? 'rate_limited', error.message), 429);
  throw new Error(`signUp failed: ${error.message}`);
}

/** A provider that cannot answer is the specification's 500 "Failed to check subscription". */
async function guarded(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    logFailure(c.req.path, error);
    const body = errorBody(500, 'failed_to_check', MESSAGES.failedToCheck);
    return c.json(
      error instanceof ProviderUnavailable ? { ...body, details: error.message } : body,
      500,
    );
  }
}
