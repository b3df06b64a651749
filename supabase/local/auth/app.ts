import { type Context, Hono } from 'hono';
import { isClientAbort } from '../gateway.ts';
import { createAdminRoutes, inviteUser } from './admin.ts';
import type { AuthContext } from './context.ts';
import { AuthError, renderAuthError, unexpectedFailure } from './errors.ts';
import { logout } from './logout.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, updateCurrentUser } from './user.ts';
import { verifyGet, verifyPost } from './verify.ts';

/** `/auth/v1`: the GoTrue endpoints supabase-js calls, with GoTrue's error shapes. */
export function createAuthApp(ctx: AuthContext): Hono {
  const app = new Hono();
  const onError = (err: Error, c: Context) => {
    if (err instanceof AuthError) return renderAuthError(c, err);
    if (isClientAbort(err)) return c.body(null, 400);
    console.error('auth: unexpected failure', err);
    return renderAuthError(c, unexpectedFailure());
  };
  app.onError(onError);

  app.get('/health', (c) =>
    c.json({ version: 'routegids-local', name: 'GoTrue', description: 'Local auth server' }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: ctx.config.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  app.post('/signup', (c) => signup(ctx, c));
  app.post('/token', (c) => token(ctx, c));
  app.get('/user', (c) => getUser(ctx, c));
  app.put('/user', (c) => updateCurrentUser(ctx, c));
  app.post('/logout', (c) => logout(ctx, c));
  app.post('/recover', (c) => recover(ctx, c));
  app.post('/resend', (c) => resend(ctx, c));
  app.get('/verify', (c) => verifyGet(ctx, c));
  app.post('/verify', (c) => verifyPost(ctx, c));
  app.post('/invite', (c) => inviteUser(ctx, c));
  app.route('/admin', createAdminRoutes(ctx, onError));
  app.all('*', (c) => renderAuthError(c, new AuthError(404, 'not_found', 'Not Found')));
  return app;
}
