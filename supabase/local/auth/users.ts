import { randomUUID } from 'node:crypto';
import { normaliseEmail as normalised } from '../../functions/_shared/email.ts';
import type { Queryable } from '../database.ts';

/**
 * `auth.users` and `auth.identities` as the auth endpoints need them, and their JSON shape on
 * the wire (GoTrue's `models.User`). Every function takes a Queryable so callers choose the
 * transaction.
 */
export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  invited_at: Date | string | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | string | null;
  recovery_token: string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  banned_until: Date | string | null;
  deleted_at: Date | string | null;
  is_anonymous: boolean;
};

type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  email: string | null;
};

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change,
  email_change_token_new, email_change_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, banned_until, deleted_at, is_anonymous`;

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/** The shared e-mail rule (functions/_shared/email.ts); '' for anything not a string. */
export function normaliseEmail(email: unknown): string {
  return typeof email === 'string' ? normalised(email) : '';
}

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email);
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null limit 1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findUserByToken(
  q: Queryable,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token_new',
  hash: string,
): Promise<UserRow | null> {
  if (!hash) return null;
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${column} = $1 and deleted_at is null limit 1`,
    [hash],
  );
  return rows[0] ?? null;
}

export type NewUser = {
  id?: string;
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  role?: string;
  invited?: boolean;
};

/** Inserts the user and its e-mail identity. */
export async function insertUser(q: Queryable, u: NewUser): Promise<UserRow> {
  const id = u.id ?? randomUUID();
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token,
       recovery_token, email_change_token_new, email_change, is_super_admin, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
       case when $5 then now() end, case when $6 then now() end, $7::jsonb, $8::jsonb, now(), now(),
       '', '', '', '', false, false)
     returning ${USER_COLUMNS}`,
    [
      id,
      u.role ?? 'authenticated',
      u.email,
      u.passwordHash,
      u.confirmed,
      u.invited ?? false,
      JSON.stringify({ ...EMAIL_APP_METADATA, ...u.appMetadata }),
      JSON.stringify(u.userMetadata),
    ],
  );
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now())`,
    [id, id, JSON.stringify(identityData(id, u.email, u.confirmed))],
  );
  return rows[0]!;
}

function identityData(id: string, email: string, verified: boolean): Record<string, unknown> {
  return { sub: id, email, email_verified: verified, phone_verified: false };
}

/** Column updates by name; values are always bound parameters. */
export async function updateUser(
  q: Queryable,
  id: string,
  changes: Partial<Record<UpdatableColumn, unknown>>,
): Promise<UserRow> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const params: unknown[] = [];
  const sets = entries.map(([col, v]) => {
    if (v === NOW) return `${col} = now()`;
    params.push(serialise(col, v));
    return `${col} = $${params.length + 1}${castFor(col)}`;
  });
  const { rows } = await q.query<UserRow>(
    `update auth.users set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    [id, ...params],
  );
  return rows[0]!;
}

/** Marker for "set this column to the database's now()". */
export const NOW = Symbol('now');

type UpdatableColumn =
  | 'email'
  | 'encrypted_password'
  | 'email_confirmed_at'
  | 'confirmation_token'
  | 'confirmation_sent_at'
  | 'recovery_token'
  | 'recovery_sent_at'
  | 'email_change'
  | 'email_change_token_new'
  | 'email_change_sent_at'
  | 'last_sign_in_at'
  | 'raw_app_meta_data'
  | 'raw_user_meta_data'
  | 'banned_until'
  | 'role';

function castFor(col: string): string {
  if (col.startsWith('raw_')) return '::jsonb';
  if (col.endsWith('_at') || col === 'banned_until') return '::timestamptz';
  return '';
}

function serialise(col: string, v: unknown): unknown {
  return col.startsWith('raw_') ? JSON.stringify(v) : v;
}

/** Keeps the e-mail identity in step with the user (confirmation, e-mail change, sign-in). */
export async function syncEmailIdentity(
  q: Queryable,
  user: UserRow,
  signedIn = false,
): Promise<void> {
  await q.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
       ${signedIn ? ', last_sign_in_at = now()' : ''}
     where user_id = $1 and provider = 'email'`,
    [
      user.id,
      JSON.stringify({ email: user.email, email_verified: user.email_confirmed_at !== null }),
    ],
  );
}

export async function deleteUser(q: Queryable, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { rows } = await q.query<{ id: string }>(
    'delete from auth.users where id = $1 returning id',
    [id],
  );
  return rows.length > 0;
}

export function isUuid(v: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
}

export function isConfirmed(u: UserRow): boolean {
  return u.email_confirmed_at !== null;
}

export function isBanned(u: UserRow, now = Date.now()): boolean {
  return u.banned_until !== null && new Date(u.banned_until).getTime() > now;
}

export function iso(v: Date | string | null | undefined): string | undefined {
  if (v === null || v === undefined) return undefined;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** GoTrue's User JSON: empty optional timestamps are omitted, never null. */
export async function userJson(q: Queryable, u: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
       updated_at, email from auth.identities where user_id = $1 order by created_at`,
    [u.id],
  );
  const confirmed = iso(u.email_confirmed_at);
  return stripUndefined({
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: confirmed,
    phone: '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: confirmed,
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: u.email_change ? iso(u.email_change_sent_at) : undefined,
    last_sign_in_at: iso(u.last_sign_in_at),
    invited_at: iso(u.invited_at),
    banned_until: iso(u.banned_until),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: rows.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
  });
}

function identityJson(i: IdentityRow): Record<string, unknown> {
  return stripUndefined({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  });
}

function stripUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
