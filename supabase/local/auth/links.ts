import type { Queryable } from '../database.ts';
import type { AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import type { MailType } from './mailer.ts';
import { generateOtp, tokenHash } from './otp.ts';
import { createFlowState, type Pkce } from './pkce.ts';
import { resolveRedirect } from './redirects.ts';
import type { AmrMethod } from './sessions.ts';
import { NOW, type UserRow, updateUser } from './users.ts';

/**
 * One-time e-mail links. Issuing a new link replaces the user's previous token of that kind,
 * so only the newest link works; the database keeps only the hash.
 */
const COLUMNS = {
  signup: ['confirmation_token', 'confirmation_sent_at'],
  invite: ['confirmation_token', 'confirmation_sent_at'],
  recovery: ['recovery_token', 'recovery_sent_at'],
  magiclink: ['recovery_token', 'recovery_sent_at'],
  email_change: ['email_change_token_new', 'email_change_sent_at'],
} as const;

export type LinkType = keyof typeof COLUMNS;

/** How a session that comes from this kind of link was authenticated (GoTrue's names). */
export const AMR_FOR_LINK: Record<LinkType, AmrMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

export function tokenColumn(type: LinkType) {
  return COLUMNS[type][0];
}

export function sentAtColumn(type: LinkType) {
  return COLUMNS[type][1];
}

export type IssuedLink = {
  link: string;
  /** The address the link is for (the new one for an e-mail change). */
  to: string;
  otp: string;
  hash: string;
  redirectTo: string;
  user: UserRow;
};

export async function issueLink(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  type: LinkType,
  requestedRedirect: string | undefined,
  pkce: Pkce | null = null,
): Promise<IssuedLink> {
  const otp = generateOtp();
  const to = type === 'email_change' ? (user.email_change ?? '') : (user.email ?? '');
  // A PKCE link is marked in the token itself, so /verify knows to answer with a code.
  const hash = (pkce ? 'pkce_' : '') + tokenHash(to, otp);
  if (pkce) await createFlowState(q, user.id, pkce, AMR_FOR_LINK[type]);
  const updated = await updateUser(q, user.id, {
    [tokenColumn(type)]: hash,
    [sentAtColumn(type)]: NOW,
  });
  const redirectTo = resolveRedirect(
    requestedRedirect,
    ctx.siteUrl(),
    ctx.config.redirectAllowList,
  );
  const link = `${ctx.publicUrl()}/auth/v1/verify?token=${hash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
  return { link, to, otp, hash, redirectTo, user: updated };
}

/** Issues a link (same arguments as issueLink) and "sends" it to the dev mailbox. */
export async function mailLink(...args: Parameters<typeof issueLink>): Promise<UserRow> {
  const [ctx, , , type] = args;
  const issued = await issueLink(...args);
  ctx.mailbox.send(issued.to, type satisfies MailType, issued.link, issued.otp);
  return issued.user;
}

/** GoTrue's per-user e-mail frequency limit (SMTP max frequency, 60 s by default). */
export function checkMailInterval(ctx: AuthContext, user: UserRow, type: LinkType): void {
  const sentAt = user[sentAtColumn(type)];
  if (!sentAt) return;
  const waitMs =
    new Date(sentAt).getTime() + ctx.config.emailMinIntervalSeconds * 1000 - Date.now();
  if (waitMs > 0) throw authErrors.overEmailRate(Math.ceil(waitMs / 1000));
}

/** A link has expired when it is older than the OTP lifetime (24 h). */
export function linkExpired(ctx: AuthContext, user: UserRow, type: LinkType): boolean {
  const sentAt = user[sentAtColumn(type)];
  if (!sentAt) return true;
  return Date.now() > new Date(sentAt).getTime() + ctx.config.otpExpirySeconds * 1000;
}
