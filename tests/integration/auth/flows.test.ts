import { isAuthApiError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/** The account flows a walker goes through, with e-mail confirmation on (the hosted default). */
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** Follows an e-mail link like a browser would, returning where the server sends it. */
async function openLink(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

function fragment(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}

async function signUpConfirmed(email: string, password: string): Promise<void> {
  const { error } = await s.client().auth.signUp({ email, password });
  expect(error).toBeNull();
  const mail = s.mail.latest(email, 'signup');
  expect(fragment(await openLink(mail!.link)).get('access_token')).toBeTruthy();
}

describe('sign-up', () => {
  it('sends a confirmation mail to the dev mailbox whose link verifies the account', async () => {
    const supabase = s.client();
    const email = uniqueEmail();
    const { data, error } = await supabase.auth.signUp({
      email,
      password: 'secret1',
      options: { emailRedirectTo: `${s.url}/welcome`, data: { lang: 'nl' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = s.mail.latest(email, 'signup');
    expect(mail?.subject).toBe('Confirm Your Signup');
    expect(mail?.html).toContain('/auth/v1/verify?token=');

    const landing = await openLink(mail!.link);
    expect(landing.origin + landing.pathname).toBe(`${s.url}/welcome`);
    const params = fragment(landing);
    expect(params.get('type')).toBe('signup');
    expect(params.get('token_type')).toBe('bearer');
    expect(Number(params.get('expires_in'))).toBe(3600);

    const { data: me, error: meError } = await supabase.auth.getUser(params.get('access_token')!);
    expect(meError).toBeNull();
    expect(me.user?.email_confirmed_at).toBeTruthy();
    expect(me.user?.user_metadata).toMatchObject({ lang: 'nl', email_verified: true });

    const signIn = await supabase.auth.signInWithPassword({ email, password: 'secret1' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
  });

  it('accepts a confirmation link only once', async () => {
    const email = uniqueEmail();
    await s.client().auth.signUp({ email, password: 'secret1' });
    const link = s.mail.latest(email, 'signup')!.link;
    await openLink(link);
    const again = fragment(await openLink(link));
    expect(again.get('error')).toBe('access_denied');
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('access_token')).toBeNull();
  });

  it('does not reveal an already-registered, confirmed e-mail and sends no mail', async () => {
    const email = uniqueEmail();
    await signUpConfirmed(email, 'secret1');
    const before = s.mail.list().length;
    const { data, error } = await s.client().auth.signUp({ email, password: 'another1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(s.mail.list()).toHaveLength(before);
    // The original password still works: the duplicate changed nothing.
    const signIn = await s.client().auth.signInWithPassword({ email, password: 'secret1' });
    expect(signIn.error).toBeNull();
  });

  it('refuses a second mail to an unconfirmed address within a minute', async () => {
    const email = uniqueEmail();
    await s.client().auth.signUp({ email, password: 'secret1' });
    const { error } = await s.client().auth.signUp({ email, password: 'secret1' });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
  });

  it('refuses a password under 6 characters', async () => {
    const { data, error } = await s
      .client()
      .auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(data.user).toBeNull();
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('refuses an invalid e-mail address', async () => {
    const { error } = await s.client().auth.signUp({ email: 'not-an-email', password: 'secret1' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_address_invalid');
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown e-mail with "Invalid login credentials"', async () => {
    const email = uniqueEmail();
    await signUpConfirmed(email, 'secret1');
    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'secret1' },
    ]) {
      const { data, error } = await s.client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('says "Email not confirmed" only when the password is right', async () => {
    const email = uniqueEmail();
    await s.client().auth.signUp({ email, password: 'secret1' });
    const right = await s.client().auth.signInWithPassword({ email, password: 'secret1' });
    expect(right.error?.code).toBe('email_not_confirmed');
    expect(right.error?.message).toBe('Email not confirmed');
    const wrong = await s.client().auth.signInWithPassword({ email, password: 'secret2' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('treats e-mail addresses case-insensitively', async () => {
    const email = uniqueEmail();
    await signUpConfirmed(email, 'secret1');
    const { error } = await s
      .client()
      .auth.signInWithPassword({ email: email.toUpperCase(), password: 'secret1' });
    expect(error).toBeNull();
  });
});

describe('sessions', () => {
  it('refreshes a session into new tokens that work', async () => {
    const email = uniqueEmail();
    await signUpConfirmed(email, 'secret1');
    const supabase = s.client();
    const { data } = await supabase.auth.signInWithPassword({ email, password: 'secret1' });
    const first = data.session!;
    const { data: refreshed, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(refreshed.session?.refresh_token).not.toBe(first.refresh_token);
    const { data: me } = await supabase.auth.getUser(refreshed.session!.access_token);
    expect(me.user?.email).toBe(email);
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await s.client().auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('ends the session on sign-out: the user endpoint and the refresh token stop working', async () => {
    const email = uniqueEmail();
    await signUpConfirmed(email, 'secret1');
    const supabase = s.client();
    const { data } = await supabase.auth.signInWithPassword({ email, password: 'secret1' });
    const session = data.session!;
    expect((await supabase.auth.signOut()).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    const me = await s.client().auth.getUser(session.access_token);
    expect(me.data.user).toBeNull();
    expect(me.error?.name).toBe('AuthSessionMissingError');
    const refresh = await s.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).not.toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a recovery link whose session can set a new password', async () => {
    const email = uniqueEmail();
    await signUpConfirmed(email, 'secret1');
    const other = s.client();
    await other.auth.signInWithPassword({ email, password: 'secret1' });

    const supabase = s.client();
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${s.url}/reset`,
    });
    expect(error).toBeNull();
    const mail = s.mail.latest(email, 'recovery');
    expect(mail?.subject).toBe('Reset Your Password');
    const landing = await openLink(mail!.link);
    expect(landing.pathname).toBe('/reset');
    const params = fragment(landing);
    expect(params.get('type')).toBe('recovery');

    await supabase.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    const same = await supabase.auth.updateUser({ password: 'secret1' });
    expect(same.error?.code).toBe('same_password');
    const updated = await supabase.auth.updateUser({ password: 'new-secret' });
    expect(updated.error).toBeNull();

    const oldPassword = await s.client().auth.signInWithPassword({ email, password: 'secret1' });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await s.client().auth.signInWithPassword({ email, password: 'new-secret' });
    expect(newPassword.error).toBeNull();
    // The password change ended the other device's session.
    const stale = await other.auth.refreshSession();
    expect(stale.error).not.toBeNull();
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = s.mail.list().length;
    const { error } = await s.client().auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(error).toBeNull();
    expect(s.mail.list()).toHaveLength(before);
  });
});

describe('other e-mail links', () => {
  it('supports the PKCE flow: the link returns a code only the same client can exchange', async () => {
    const pkce = s.client({ flowType: 'pkce' });
    const email = uniqueEmail('pkce');
    const { error } = await pkce.auth.signUp({
      email,
      password: 'secret1',
      options: { emailRedirectTo: `${s.url}/cb` },
    });
    expect(error).toBeNull();
    const link = s.mail.latest(email, 'signup')!.link;
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const landing = await openLink(link);
    const code = landing.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(landing.hash).toBe('');

    const stranger = await s.client().auth.exchangeCodeForSession(code!);
    expect(stranger.error).not.toBeNull();
    const { data, error: exchangeError } = await pkce.auth.exchangeCodeForSession(code!);
    expect(exchangeError).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('changes the e-mail address only after the link sent to the new address is opened', async () => {
    const email = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    await signUpConfirmed(email, 'secret1');
    const supabase = s.client();
    await supabase.auth.signInWithPassword({ email, password: 'secret1' });
    const { data, error } = await supabase.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);

    await openLink(s.mail.latest(newEmail, 'email_change')!.link);
    const signIn = await s
      .client()
      .auth.signInWithPassword({ email: newEmail, password: 'secret1' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(newEmail);
  });

  it('verifies a six-digit code from the mail with verifyOtp', async () => {
    const email = uniqueEmail('otp');
    await s.client().auth.signUp({ email, password: 'secret1' });
    const otp = s.mail.latest(email, 'signup')!.otp;
    const wrong = await s
      .client()
      .auth.verifyOtp({ email, token: otp === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await s.client().auth.verifyOtp({ email, token: otp, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });
});

describe('rpc as anon versus a user', () => {
  it('runs functions under the caller role with their JWT claims', async () => {
    const anon = s.client();
    const liked = await anon.rpc('set_location_like', {
      location_id: '00000000-0000-4000-8000-000000000001',
      liked: true,
    });
    expect(liked.status).toBe(401);
    expect(liked.error?.code).toBe('42501');

    const email = uniqueEmail();
    await signUpConfirmed(email, 'secret1');
    const user = s.client();
    await user.auth.signInWithPassword({ email, password: 'secret1' });
    const asUser = await user.rpc('set_location_like', {
      location_id: '00000000-0000-4000-8000-000000000001',
      liked: true,
    });
    // Past the sign-in check: the function saw auth.uid() and now refuses the unknown stop.
    expect(asUser.error?.code).toBe('PT404');
    expect(asUser.status).toBe(404);

    const access = await user.rpc('current_access');
    expect(access.error).toBeNull();
    expect(access.data).toMatchObject({ has_day_pass: false, has_subscription: false });
  });
});
