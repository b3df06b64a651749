/**
 * Everything the edge function reads from its environment. On Supabase it comes from
 * `Deno.env` (index.ts); the local server fills it from its own keys, URL and process.env
 * (`readApiEnv` does the defaulting for both). Secrets in here never leave the server.
 */
export type ApiEnv = {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  /** Absent in local development: checkout then uses the local stand-in at /_dev/checkout. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET: string;
  /** Only for tests: point the Stripe SDK at a fake API server. */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: 'http' | 'https';
  /** Only for tests: a shorter client timeout than the production 30 s, in ms. */
  STRIPE_TIMEOUT_MS?: string;
  /** The app's origin, for checkout success/cancel URLs and the confirmation-mail redirect. */
  APP_URL: string;
  NEWSLETTER_URL?: string;
  /**
   * Local development only (ignored when STRIPE_SECRET_KEY is set): comma-separated e-mails
   * that count as active newsletter subscribers. Anyone else has no customer record.
   */
  LOCAL_SUBSCRIBERS?: string;
  /**
   * Addresses and CIDR ranges of proxies whose `x-forwarded-for` entries are believed
   * (comma-separated). Empty: only the entry the nearest proxy (Supabase's gateway) added.
   */
  TRUSTED_PROXIES?: string;
  /**
   * Web Push (push/…): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints
   * it) and the contact the push services see. Without the keys the app offers no
   * notifications. The private key never leaves the server.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** `mailto:` or `https:`; default `mailto:push@<APP_URL's host>`. */
  VAPID_SUBJECT?: string;
  /** What the scheduler sends as its bearer token to push/dispatch (else the service role key). */
  PUSH_DISPATCH_SECRET?: string;
  /** Tests only: deliver to plain-http push endpoints on this machine (a fake push service). */
  PUSH_ALLOW_LOOPBACK?: string;
  /** Clock override for tests (epoch ms). */
  now?: () => number;
};

/**
 * The webhook secret the local stand-in checkout signs with when no payment key is set.
 * Deliberately not shaped like a real secret: it only ever guards a developer's own machine.
 */
export const LOCAL_DEV_WEBHOOK_SECRET = 'whsec_local_dev_only';

type Lookup = (name: string) => string | undefined;

/**
 * Builds the env from a variable lookup. Without a payment key the dev webhook secret is
 * the default; with one, a webhook secret is required (a real webhook must be verifiable).
 */
export function readApiEnv(get: Lookup, defaults: Partial<ApiEnv> = {}): ApiEnv {
  const pick = (name: keyof ApiEnv & string): string | undefined =>
    nonEmpty(get(name)) ?? (defaults[name] as string | undefined);
  const required = (name: keyof ApiEnv & string): string => {
    const value = pick(name);
    if (!value) throw new Error(`Missing environment variable ${name}`);
    return value;
  };
  const secretKey = pick('STRIPE_SECRET_KEY');
  const webhookSecret = secretKey
    ? required('STRIPE_WEBHOOK_SECRET')
    : (pick('STRIPE_WEBHOOK_SECRET') ?? LOCAL_DEV_WEBHOOK_SECRET);
  const protocol = pick('STRIPE_API_PROTOCOL');
  return {
    SUPABASE_URL: required('SUPABASE_URL'),
    SUPABASE_ANON_KEY: required('SUPABASE_ANON_KEY'),
    SUPABASE_SERVICE_ROLE_KEY: required('SUPABASE_SERVICE_ROLE_KEY'),
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_HOST: pick('STRIPE_API_HOST'),
    STRIPE_API_PORT: pick('STRIPE_API_PORT'),
    STRIPE_API_PROTOCOL: protocol === 'http' || protocol === 'https' ? protocol : undefined,
    STRIPE_TIMEOUT_MS: pick('STRIPE_TIMEOUT_MS'),
    APP_URL: required('APP_URL').replace(/\/+$/, ''),
    NEWSLETTER_URL: pick('NEWSLETTER_URL'),
    LOCAL_SUBSCRIBERS: pick('LOCAL_SUBSCRIBERS'),
    TRUSTED_PROXIES: pick('TRUSTED_PROXIES'),
    VAPID_PUBLIC_KEY: pick('VAPID_PUBLIC_KEY'),
    VAPID_PRIVATE_KEY: pick('VAPID_PRIVATE_KEY'),
    VAPID_SUBJECT: pick('VAPID_SUBJECT'),
    PUSH_DISPATCH_SECRET: pick('PUSH_DISPATCH_SECRET'),
    PUSH_ALLOW_LOOPBACK: pick('PUSH_ALLOW_LOOPBACK'),
    now: defaults.now,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
