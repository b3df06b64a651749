import { DEFAULT_JWT_SECRET } from './auth/jwt.ts';

/**
 * Settings of the local server, read once from the environment. Defaults follow a hosted
 * Supabase project (e-mail confirmation on, 1 h access tokens, 10 s refresh-token reuse
 * window, 60 s between e-mails to one address), so code tested here behaves the same there.
 */
export type ServerConfig = {
  jwtSecret: string;
  jwtExpirySeconds: number;
  /** "Confirm email" switched off: sign-up returns a session at once. */
  autoconfirm: boolean;
  /** Where e-mail links land when `redirect_to` is absent or not allowed; default: the server. */
  siteUrl: string | undefined;
  /** Extra allowed `redirect_to` patterns (`*` matches within a path segment, `**` anything). */
  redirectAllowList: string[];
  bcryptCost: number;
  refreshTokenReuseSeconds: number;
  emailMinIntervalSeconds: number;
  otpExpirySeconds: number;
  /** Failed password sign-ins for one e-mail before it is locked for the rest of the window. */
  signInFailureLimit: number;
  signInFailureWindowSeconds: number;
  bodyLimitBytes: number;
};

type Env = Record<string, string | undefined>;

export function readConfig(env: Env): ServerConfig {
  return {
    jwtSecret: env.JWT_SECRET || DEFAULT_JWT_SECRET,
    jwtExpirySeconds: positiveInt(env.JWT_EXPIRY, 3600),
    autoconfirm: isOn(env.AUTH_AUTOCONFIRM),
    siteUrl: env.SITE_URL || undefined,
    redirectAllowList: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bcryptCost: positiveInt(env.AUTH_BCRYPT_COST, 10),
    refreshTokenReuseSeconds: 10,
    emailMinIntervalSeconds: positiveInt(env.AUTH_EMAIL_MIN_INTERVAL_SECONDS, 60),
    otpExpirySeconds: 86400,
    signInFailureLimit: 5,
    signInFailureWindowSeconds: 300,
    bodyLimitBytes: 1024 * 1024,
  };
}

function isOn(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
