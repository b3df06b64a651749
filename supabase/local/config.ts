import { parseTrustedProxies, type TrustedProxies } from '../functions/_shared/clientAddress.ts';
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
  /**
   * Origins besides the server's own and SITE_URL's whose pages may call /auth/v1 and /rest/v1
   * (CORS_ALLOWED_ORIGINS, comma-separated).
   */
  corsAllowedOrigins: string[];
  /** Peers whose `X-Forwarded-For` is believed (TRUSTED_PROXIES); nobody's by default. */
  trustedProxies: TrustedProxies;
  /** Slow clients: the whole header block, then the whole request, must arrive within these. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Connections held at once; more are closed as they arrive. */
  maxConnections: number;
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
    corsAllowedOrigins: (env.CORS_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    headersTimeoutMs: positiveInt(env.HTTP_HEADERS_TIMEOUT_MS, 20_000),
    requestTimeoutMs: positiveInt(env.HTTP_REQUEST_TIMEOUT_MS, 60_000),
    maxConnections: positiveInt(env.HTTP_MAX_CONNECTIONS, 512),
  };
}

function isOn(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
