import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/** "Confirm email" switched off (AUTH_AUTOCONFIRM=1), as in a local Supabase CLI project. */
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ env: { AUTH_AUTOCONFIRM: '1' } });
});
afterAll(async () => {
  await s?.close();
});

describe('sign-up with confirmation off', () => {
  it('signs the new user in at once and sends no mail', async () => {
    const email = uniqueEmail();
    const supabase = s.client();
    const { data, error } = await supabase.auth.signUp({ email, password: 'secret1' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(s.mail.latest(email)).toBeUndefined();
    const { data: me } = await supabase.auth.getUser();
    expect(me.user?.id).toBe(data.user?.id);
  });

  it('answers an already-registered e-mail with user_already_exists', async () => {
    const email = uniqueEmail();
    await s.client().auth.signUp({ email, password: 'secret1' });
    const { data, error } = await s.client().auth.signUp({ email, password: 'secret1' });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });
});
