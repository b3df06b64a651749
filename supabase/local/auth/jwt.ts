import { decodeProtectedHeader, errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * HS256 JWTs as Supabase issues them with a legacy JWT secret. The default secret is
 * deliberately fake-looking: it only protects a developer's own machine, and `JWT_SECRET`
 * overrides it. With the default secret the anon key equals `LOCAL_ANON_KEY` in ../keys.ts.
 */
export const DEFAULT_JWT_SECRET = 'routegids-local-dev-jwt-secret-not-for-production-0000';

/** Far-future expiry of the API keys, the same one the Supabase CLI demo keys use. */
const API_KEY_EXP = 1983812996;

/** PostgREST and GoTrue accept tokens up to 30 s outside their time window. */
const CLOCK_SKEW_SECONDS = 30;

export type JwtFailure = { ok: false; expired: boolean; message: string };
export type JwtSuccess = { ok: true; claims: JWTPayload & Record<string, unknown> };

export type JwtSigner = {
  sign(claims: Record<string, unknown>): Promise<string>;
  verify(token: string): Promise<JwtSuccess | JwtFailure>;
};

export function createJwtSigner(secret: string): JwtSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key),
    verify: (token) => verifyToken(token, key),
  };
}

async function verifyToken(token: string, key: Uint8Array): Promise<JwtSuccess | JwtFailure> {
  const parts = token.split('.').length;
  if (parts !== 3) return fail(`Expected 3 parts in JWT; got ${parts}`);
  try {
    // Checked before verification so that "alg: none" and asymmetric algorithms get the
    // same message PostgREST gives instead of a generic signature failure.
    if (decodeProtectedHeader(token).alg !== 'HS256') {
      return fail('Wrong or unsupported encoding algorithm');
    }
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    return { ok: true, claims: payload as JWTPayload & Record<string, unknown> };
  } catch (err) {
    if (err instanceof errors.JWTExpired)
      return { ok: false, expired: true, message: 'JWT expired' };
    if (err instanceof errors.JWTClaimValidationFailed) return fail('JWT not yet valid');
    return fail('JWT cryptographic operation failed');
  }
}

function fail(message: string): JwtFailure {
  return { ok: false, expired: false, message };
}

export type ApiKeys = { anonKey: string; serviceRoleKey: string };

/** The legacy-style API keys: JWTs with only a role, signed with the project secret. */
export async function createApiKeys(signer: JwtSigner): Promise<ApiKeys> {
  // Claim order is part of the signed bytes: keep it, or the anon key stops matching keys.ts.
  const key = (role: string) => signer.sign({ iss: 'supabase-demo', role, exp: API_KEY_EXP });
  return { anonKey: await key('anon'), serviceRoleKey: await key('service_role') };
}
