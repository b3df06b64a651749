import type { Context } from 'hono';
import type { JwtSigner } from '../auth/jwt.ts';
import type { JwtClaims } from '../database.ts';
import { jwtError, pgrstError } from './errors.ts';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * PostgREST's authentication step: the Bearer JWT (the gateway substitutes the apikey when the
 * request has none) decides the database role; a token without a role claim is anonymous. A
 * bad, expired or foreign-signed token is refused, never downgraded to anon.
 */
export async function requestClaims(signer: JwtSigner, c: Context): Promise<JwtClaims> {
  const header = c.req.header('authorization');
  const bearer = header ? /^bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (header && !bearer) throw jwtError('PGRST301', 'Expected 3 parts in JWT; got 1');
  const token = bearer ?? c.req.header('apikey') ?? c.req.query('apikey');
  if (!token) return { role: 'anon' };
  const result = await signer.verify(token);
  if (!result.ok) throw jwtError(result.expired ? 'PGRST303' : 'PGRST301', result.message);
  const role = result.claims.role ?? 'anon';
  if (typeof role !== 'string' || !API_ROLES.has(role)) {
    throw pgrstError(401, '22023', `role "${String(role)}" does not exist`);
  }
  return { ...result.claims, role: role as JwtClaims['role'] };
}
