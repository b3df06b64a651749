/**
 * Web Push as the sync layer offers it: the server's public VAPID key (the private one never
 * leaves the server) and the signed-in user's subscriptions, stored with RLS (own rows only).
 * The browser side (permission, PushManager) is src/lib/webPush.ts.
 */
export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushPort {
  /** The application server key, or null when the server sends no notifications. */
  publicKey(): Promise<string | null>;
  /** Stores (or moves to the signed-in user) this browser's subscription. */
  save(subscription: PushSubscriptionKeys, lang: string): Promise<void>;
  /** Forgets this browser's subscription (own rows only). */
  remove(endpoint: string): Promise<void>;
}
