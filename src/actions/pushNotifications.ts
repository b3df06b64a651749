import {
  type BrowserPushSubscription,
  currentPushSubscription,
  rememberPushAnswer,
  subscribeToPush,
  unsubscribeFromPush,
} from '../lib/webPush.ts';
import type { PushPort } from '../sync/push.ts';
import { pushPort } from '../sync/supabase/runtime.ts';

/** The browser and server sides, swapped in tests. */
export interface PushContext {
  port(): Promise<PushPort>;
  browser: {
    current(): Promise<BrowserPushSubscription | null>;
    subscribe(key: string): Promise<BrowserPushSubscription | null>;
    unsubscribe(): Promise<string | null>;
  };
  remember(userId: string): void;
}

export function appPushContext(): PushContext {
  return {
    port: pushPort,
    browser: {
      current: currentPushSubscription,
      subscribe: subscribeToPush,
      unsubscribe: unsubscribeFromPush,
    },
    remember: rememberPushAnswer,
  };
}

export type EnablePushResult = 'enabled' | 'refused' | 'unavailable' | 'failed';

/**
 * The user said yes to the in-app question: only now is the browser asked for permission.
 * The subscription is stored on the server for the signed-in user (own rows only), with the
 * language the notifications should speak.
 */
export async function enablePush(
  userId: string,
  lang: string,
  ctx: PushContext = appPushContext(),
): Promise<EnablePushResult> {
  ctx.remember(userId);
  try {
    const port = await ctx.port();
    const key = await port.publicKey();
    if (!key) return 'unavailable';
    const sub = await ctx.browser.subscribe(key);
    if (!sub) return 'refused';
    await port.save(sub, lang);
    return 'enabled';
  } catch (error) {
    console.warn('Push subscription failed:', error);
    return 'failed';
  }
}

/** The user said "not now": the question is not asked again on this device. */
export function declinePush(userId: string, ctx: Pick<PushContext, 'remember'> = appPushContext()) {
  ctx.remember(userId);
}

/** Unsubscribe (profile): the browser's subscription ends and the server forgets it. */
export async function disablePush(ctx: PushContext = appPushContext()): Promise<boolean> {
  try {
    const endpoint = await ctx.browser.unsubscribe();
    if (endpoint) await (await ctx.port()).remove(endpoint);
    return true;
  } catch (error) {
    console.warn('Push unsubscribe failed:', error);
    return false;
  }
}

/** Whether this browser is subscribed now. */
export async function isPushEnabled(ctx: PushContext = appPushContext()): Promise<boolean> {
  try {
    return (await ctx.browser.current()) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether to ask the in-app question at all: a service worker to subscribe with, and a server
 * that sends notifications (it has a public key).
 */
export async function pushOffered(ctx: Pick<PushContext, 'port'> = appPushContext()) {
  try {
    return (await (await ctx.port()).publicKey()) !== null;
  } catch {
    return false;
  }
}
