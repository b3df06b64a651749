import { type Context, type ErrorHandler, Hono } from 'hono';
import type { Queryable } from '../database.ts';
import type { AuthContext } from './context.ts';
import { AuthError, authErrors } from './errors.ts';
import { issueLink, type LinkType, mailLink } from './links.ts';
import { hashPassword } from './passwords.ts';
import {
  checkMetadataSize,
  checkPassword,
  emailInput,
  emailInvalid,
  readBody,
  record,
  requireAdmin,
  str,
} from './request.ts';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  isConfirmed,
  isValidEmail,
  NOW,
  type UserRow,
  updateUser,
  userJson,
} from './users.ts';

/**
 * The admin API under /admin (service-role key only): what `supabase.auth.admin.*` and our edge
 * function call. Admin calls never send mail, except /invite.
 */
export function createAdminRoutes(ctx: AuthContext, onError: ErrorHandler): Hono {
  const app = new Hono();
  app.onError(onError);
  app.use('*', async (c, next) => {
    await requireAdmin(ctx, c);
    await next();
  });
  app.post('/users', async (c) => c.json(await createUser(ctx, await readBody(c))));
  app.get('/users', async (c) => {
    const page = positive(c.req.query('page'), 1);
    const perPage = Math.min(positive(c.req.query('per_page'), 50), 1000);
    const { users, total } = await listUsers(ctx, page, perPage);
    c.header('X-Total-Count', String(total));
    const link = paginationLink(page, perPage, total);
    if (link) c.header('Link', link);
    return c.json({ users, aud: 'authenticated' });
  });
  app.get('/users/:id', async (c) =>
    c.json(await userJson(ctx.db, await userOr404(ctx.db, c.req.param('id')))),
  );
  app.put('/users/:id', async (c) =>
    c.json(await updateUserById(ctx, c.req.param('id'), await readBody(c))),
  );
  app.delete('/users/:id', async (c) => {
    const deleted = await ctx.db.transaction((q) => deleteUser(q, c.req.param('id')));
    if (!deleted) throw userNotFound();
    return c.json({});
  });
  app.post('/generate_link', async (c) => {
    const body = await readBody(c);
    return c.json(
      await generateLink(ctx, body, c.req.query('redirect_to') ?? str(body.redirect_to)),
    );
  });
  return app;
}

/** POST /invite: creates the user and mails an invite link (admin only). */
export async function inviteUser(ctx: AuthContext, c: Context): Promise<Response> {
  await requireAdmin(ctx, c);
  const body = await readBody(c);
  return c.json(await invite(ctx, body, c.req.query('redirect_to')));
}

function userNotFound(): AuthError {
  return new AuthError(404, 'user_not_found', 'User not found');
}

function emailExists(): AuthError {
  return new AuthError(
    422,
    'email_exists',
    'A user with this email address has already been registered',
  );
}

async function userOr404(q: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(q, id);
  if (!user) throw userNotFound();
  return user;
}

function positive(v: string | undefined, fallback: number): number {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : fallback;
}

function validEmailOrThrow(value: unknown): string {
  const email = emailInput(value);
  if (!email) throw authErrors.validation('Unable to validate email address: invalid format');
  if (!isValidEmail(email)) throw emailInvalid();
  return email;
}

async function passwordHashFor(ctx: AuthContext, value: unknown): Promise<string | null> {
  const password = str(value);
  if (password === undefined) return null;
  checkPassword(password);
  return hashPassword(password, ctx.config.bcryptCost);
}

async function createUser(
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const email = validEmailOrThrow(body.email);
  const userMetadata = record(body.user_metadata) ?? {};
  const appMetadata = record(body.app_metadata);
  checkMetadataSize(userMetadata);
  checkMetadataSize(appMetadata, 'App metadata');
  const passwordHash = await passwordHashFor(ctx, body.password);
  return ctx.db.transaction(async (q) => {
    if (await findUserByEmail(q, email)) throw emailExists();
    let user = await insertUser(q, {
      id: str(body.id),
      email,
      passwordHash,
      userMetadata,
      appMetadata,
      confirmed: body.email_confirm === true,
      role: str(body.role),
    });
    const bannedUntil = banUntil(body.ban_duration);
    if (bannedUntil !== undefined)
      user = await updateUser(q, user.id, { banned_until: bannedUntil });
    return userJson(q, user);
  });
}

async function listUsers(ctx: AuthContext, page: number, perPage: number) {
  return ctx.db.transaction(async (q) => {
    const count = await q.query<{ n: number | string }>(
      'select count(*) as n from auth.users where deleted_at is null',
    );
    const { rows } = await q.query<{ id: string }>(
      'select id from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const users: Record<string, unknown>[] = [];
    for (const { id } of rows) {
      const user = await findUserById(q, id);
      if (user) users.push(await userJson(q, user));
    }
    return { users, total: Number(count.rows[0]?.n ?? 0) };
  });
}

/** GoTrue's Link header; supabase-js reads the page number right after `page=`, so it comes first. */
function paginationLink(page: number, perPage: number, total: number): string | null {
  const last = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
  return links.join(', ');
}

async function updateUserById(
  ctx: AuthContext,
  id: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const passwordHash = await passwordHashFor(ctx, body.password);
  const email = body.email === undefined ? undefined : validEmailOrThrow(body.email);
  return ctx.db.transaction(async (q) => {
    let user = await userOr404(q, id);
    if (email && email !== user.email) {
      const owner = await findUserByEmail(q, email);
      if (owner && owner.id !== user.id) throw emailExists();
    }
    const userMeta = record(body.user_metadata);
    const appMeta = record(body.app_metadata);
    const userMerged = userMeta ? { ...user.raw_user_meta_data, ...userMeta } : undefined;
    const appMerged = appMeta ? { ...user.raw_app_meta_data, ...appMeta } : undefined;
    checkMetadataSize(userMerged);
    checkMetadataSize(appMerged, 'App metadata');
    user = await updateUser(q, user.id, {
      email: email && email !== user.email ? email : undefined,
      encrypted_password: passwordHash ?? undefined,
      email_confirmed_at: body.email_confirm === true && !isConfirmed(user) ? NOW : undefined,
      raw_user_meta_data: userMerged,
      raw_app_meta_data: appMerged,
      role: str(body.role),
      banned_until: banUntil(body.ban_duration),
    });
    return userJson(q, user);
  });
}

/** Go duration strings ("24h", "1h30m", "none" to lift a ban) → the ban's end, or undefined. */
function banUntil(value: unknown): string | null | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (value === 'none') return null;
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) {
    throw authErrors.validation(`invalid format for ban duration: ${value}`);
  }
  const ms = parts.reduce((sum, p) => sum + Number(p[1]) * (units[p[2] ?? 's'] ?? 0), 0);
  return new Date(Date.now() + ms).toISOString();
}

const GENERATE_TYPES = new Set([
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_new',
  'email_change_current',
]);

async function generateLink(
  ctx: AuthContext,
  body: Record<string, unknown>,
  redirect: string | undefined,
): Promise<Record<string, unknown>> {
  const type = str(body.type) ?? '';
  if (!GENERATE_TYPES.has(type))
    throw authErrors.validation('Invalid email action link type requested');
  const email = validEmailOrThrow(body.email);
  const passwordHash = type === 'signup' ? await passwordHashFor(ctx, body.password) : null;
  if (type === 'signup' && !passwordHash)
    throw authErrors.validation('Signup requires a valid password');
  const newEmail = type.startsWith('email_change') ? validEmailOrThrow(body.new_email) : undefined;
  const data = record(body.data) ?? {};
  checkMetadataSize(data);

  return ctx.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email);
    let linkType: LinkType;
    if (type === 'recovery') {
      if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
      linkType = 'recovery';
    } else if (type === 'signup' || type === 'invite' || (type === 'magiclink' && !user)) {
      if (user && isConfirmed(user)) throw emailExists();
      user ??= await insertUser(q, {
        email,
        passwordHash,
        userMetadata: data,
        confirmed: false,
        invited: type === 'invite',
      });
      linkType = type === 'invite' ? 'invite' : 'signup';
    } else if (type === 'magiclink') {
      linkType = 'magiclink';
    } else {
      if (!user) throw userNotFound();
      if (newEmail && (await findUserByEmail(q, newEmail))) throw emailExists();
      user = await updateUser(q, user.id, { email_change: newEmail });
      linkType = 'email_change';
    }
    if (!user) throw userNotFound();
    const issued = await issueLink(ctx, q, user, linkType, redirect);
    return {
      ...(await userJson(q, issued.user)),
      action_link: issued.link,
      email_otp: issued.otp,
      hashed_token: issued.hash,
      verification_type: linkType,
      redirect_to: issued.redirectTo,
    };
  });
}

async function invite(
  ctx: AuthContext,
  body: Record<string, unknown>,
  redirect: string | undefined,
): Promise<Record<string, unknown>> {
  const email = validEmailOrThrow(body.email);
  const data = record(body.data) ?? {};
  checkMetadataSize(data);
  return ctx.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email);
    if (user && isConfirmed(user)) throw emailExists();
    user ??= await insertUser(q, {
      email,
      passwordHash: null,
      userMetadata: data,
      confirmed: false,
      invited: true,
    });
    return userJson(q, await mailLink(ctx, q, user, 'invite', redirect));
  });
}
