import type { ServerConfig } from '../config.ts';
import type { Database } from '../database.ts';
import type { ApiKeys, JwtSigner } from './jwt.ts';
import type { Mailbox } from './mailer.ts';
import type { SignInLimiter } from './rateLimit.ts';

/** What every auth endpoint needs; one per server. */
export type AuthContext = {
  db: Database;
  config: ServerConfig;
  signer: JwtSigner;
  keys: ApiKeys;
  mailbox: Mailbox;
  limiter: SignInLimiter;
  /** The server's own origin, known once it listens (links in mails, JWT issuer). */
  publicUrl(): string;
  /** Where mail links land by default: SITE_URL, else the server (which serves the app). */
  siteUrl(): string;
};
