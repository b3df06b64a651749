import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API version supabase-js announces; errors echo it so the client reads `code`. */
export const API_VERSION = '2024-01-01';

/** An error GoTrue would answer with `{code, message}` and an HTTP status. */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  weakPassword: () =>
    new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', {
      weak_password: { reasons: ['length'] },
    }),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: ${detail}`),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userFromJwtMissing: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  overEmailRate: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  overRequestRate: () =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  badJson: (detail: string) =>
    new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
};

/**
 * Renders an error the way GoTrue does: the 2024-01-01 shape (with the version header the
 * client needs to trust `code`) when the caller asked for it, else the legacy shape.
 */
export function renderAuthError(c: Context, err: AuthError): Response {
  const requested = c.req.header('x-supabase-api-version') ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(requested) && requested >= API_VERSION) {
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json({ code: err.code, message: err.message, ...err.extra }, err.status);
  }
  c.header('x-sb-error-code', err.code);
  return c.json(
    { code: err.status, error_code: err.code, msg: err.message, ...err.extra },
    err.status,
  );
}

export function unexpectedFailure(): AuthError {
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}
