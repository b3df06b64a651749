import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from '../../support/startTestServer.ts';

/** The admin API the edge function uses, with the service-role key only. */
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

describe('auth admin API', () => {
  it('creates, finds, updates, lists and deletes users', async () => {
    const admin = s.admin().auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: 'secret1',
      email_confirm: true,
      user_metadata: { a: 1 },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect(s.mail.latest(email)).toBeUndefined();

    const signIn = await s.client().auth.signInWithPassword({ email, password: 'secret1' });
    expect(signIn.error).toBeNull();

    const dup = await admin.createUser({ email, password: 'secret1' });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('email_exists');

    const found = await admin.getUserById(id);
    expect(found.data.user?.email).toBe(email);

    const updated = await admin.updateUserById(id, {
      user_metadata: { b: 2 },
      app_metadata: { plan: 'x' },
    });
    expect(updated.data.user?.user_metadata).toMatchObject({ a: 1, b: 2 });
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: 'email', plan: 'x' });

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.some((u) => u.email === email)).toBe(true);

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
  });

  it('pages the user list with the total and next page', async () => {
    const admin = s.admin().auth.admin;
    for (let i = 0; i < 3; i += 1) {
      await admin.createUser({ email: uniqueEmail('page'), password: 'secret1' });
    }
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    const pagination = data as { total?: number; nextPage?: number | null };
    expect(pagination.total).toBeGreaterThanOrEqual(3);
    expect(pagination.nextPage).toBe(2);
  });

  it('generates links that verifyOtp accepts, without sending mail', async () => {
    const admin = s.admin().auth.admin;
    const email = uniqueEmail('link');
    await admin.createUser({ email, password: 'secret1', email_confirm: true });
    const { data, error } = await admin.generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(data.properties?.verification_type).toBe('recovery');
    expect(s.mail.latest(email)).toBeUndefined();

    const verified = await s
      .client()
      .auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);

    const unknown = await admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(unknown.error?.status).toBe(404);
  });

  it('refuses admin calls made with the anon key or a user token', async () => {
    const anon = await s.client().auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');

    const email = uniqueEmail();
    await s.admin().auth.admin.createUser({ email, password: 'secret1', email_confirm: true });
    const user = s.client();
    await user.auth.signInWithPassword({ email, password: 'secret1' });
    const { data } = await user.auth.getSession();
    const res = await fetch(`${s.url}/auth/v1/admin/users`, {
      headers: { apikey: s.anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(res.status).toBe(403);
  });
});
