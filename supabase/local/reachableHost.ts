import { LOCAL_DEV_WEBHOOK_SECRET } from '../functions/api/env.ts';
import { DEFAULT_JWT_SECRET } from './auth/jwt.ts';

/**
 * The repository's JWT secret and dev webhook secret are public: anyone can sign a
 * `service_role` token with the first and a day-pass webhook with the second. They are fine on
 * a developer's own machine and nowhere else, so a server that listens beyond loopback refuses
 * to start with either, and says which variable to set.
 */
export class UnsafeConfigError extends Error {
  override readonly name = 'UnsafeConfigError';
}

/** Supabase asks for JWT secrets of at least 32 characters. */
const MIN_JWT_SECRET_LENGTH = 32;

export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

export function checkSecretsForHost(host: string, env: Record<string, string | undefined>): void {
  if (isLoopback(host)) return;
  const where = `Refusing to listen on ${host || 'all interfaces'}`;
  const jwt = env.JWT_SECRET ?? '';
  if (!jwt || jwt === DEFAULT_JWT_SECRET) {
    throw new UnsafeConfigError(
      `${where}: JWT_SECRET is the repository's default, so anyone who can reach this server could sign their own service_role token. Set JWT_SECRET to a random value of at least ${MIN_JWT_SECRET_LENGTH} characters (for example the output of \`openssl rand -base64 48\`), or listen on localhost.`,
    );
  }
  if (jwt.length < MIN_JWT_SECRET_LENGTH) {
    throw new UnsafeConfigError(
      `${where}: JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long.`,
    );
  }
  const webhook = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!webhook || webhook === LOCAL_DEV_WEBHOOK_SECRET) {
    throw new UnsafeConfigError(
      `${where}: STRIPE_WEBHOOK_SECRET is not set, so payment webhooks would be checked with the repository's dev secret and anyone could grant themselves a day pass. Set STRIPE_WEBHOOK_SECRET (your Stripe endpoint's signing secret, or a random value when no STRIPE_SECRET_KEY is set), or listen on localhost.`,
    );
  }
}
