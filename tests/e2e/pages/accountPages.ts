import type { Locator, Page } from 'playwright-core';
import { APP_DIALOG } from './everyScreen.ts';

/** The local server's public anon key (supabase/local/keys.ts): the API needs it on every call. */
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.IZYKasOtxTbJpLVJZ3cQVPd5137M8AOePN_2VbulPqs';

export interface Mail {
  to: string;
  type: string;
  link: string;
}

/** A route as the phone has it in IndexedDB, and whether its stories can be read there. */
export interface StoredRoute {
  name: string;
  kind: 'builtin' | 'trial' | 'book' | 'daypass' | 'subscription';
  stops: number;
  unlocked: boolean;
}

let counter = 0;

/** A fresh address per call, so specs never meet each other's accounts. */
export function newEmail(prefix = 'walker'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.example.com`;
}

/**
 * The account screens over the map (sign-in, register, password, option select, profile,
 * checkout), the dev mailbox and the local stand-in checkout: locators and what a visitor does.
 */
export class AccountPages {
  readonly dialog: Locator;
  readonly title: Locator;
  readonly note: Locator;
  readonly submit: Locator;
  readonly email: Locator;
  readonly emailConfirmation: Locator;
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly terms: Locator;
  readonly remember: Locator;
  readonly toast: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.dialog = page.locator(APP_DIALOG);
    this.title = this.dialog.locator('.screen-dialog__title');
    this.note = page.getByTestId('form-note');
    this.submit = page.getByTestId('submit');
    this.email = page.getByTestId('email');
    this.emailConfirmation = page.getByTestId('email-confirmation');
    this.password = page.getByTestId('password');
    this.confirmation = page.getByTestId('confirmation');
    this.terms = page.getByTestId('terms');
    this.remember = page.getByTestId('remember');
    this.toast = page.getByTestId('toast');
  }

  url(path: string): string {
    return new URL(path, this.baseUrl).toString();
  }

  /** Opens an app path and waits for its screen. */
  async open(path: string): Promise<void> {
    await this.page.goto(this.url(path));
    await this.dialog.waitFor();
  }

  /** The message of the form (or screen) on show, once it has one. */
  async noteText(): Promise<string> {
    const text = this.page.locator(
      '[data-testid=form-note][data-tone] .form-note__text:not(:empty)',
    );
    await text.first().waitFor();
    return (await text.first().innerText()).trim();
  }

  /** The error under a field (by its test id), or '' when it has none. */
  async fieldError(testId: string): Promise<string> {
    return (await this.page.getByTestId(`${testId}-error`).innerText()).trim();
  }

  /** The test id of the element that has the focus. */
  focused(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
  }

  async signInWithDayPass(email: string, password: string, remember = false): Promise<void> {
    await this.open('/login');
    await this.email.fill(email);
    await this.password.fill(password);
    if (remember) await this.remember.check();
    await this.submit.click();
  }

  async register(opts: {
    email: string;
    confirmation?: string;
    password: string;
    terms?: boolean;
  }): Promise<void> {
    await this.email.fill(opts.email);
    await this.emailConfirmation.fill(opts.confirmation ?? opts.email);
    await this.password.fill(opts.password);
    if (opts.terms ?? true) await this.terms.check();
    await this.submit.click();
  }

  /** The signed-in user's e-mail as the menu shows it, or null when nobody is signed in. */
  async signedInAs(): Promise<string | null> {
    await this.open('/menu');
    const who = this.page.getByTestId('menu-signed-in');
    const signIn = this.page.getByTestId('menu-sign-in');
    await who.or(signIn).first().waitFor();
    if (await signIn.isVisible()) return null;
    return (await who.innerText()).replace(/^.*?(\S+@\S+)$/, '$1');
  }

  /** The newest mail of `type` to `to` in the dev mailbox, waiting for it to arrive. */
  async mail(to: string, type: 'signup' | 'recovery'): Promise<Mail> {
    for (let i = 0; i < 50; i++) {
      const res = await fetch(this.url('/_dev/mail.json'));
      const mails = (await res.json()) as Mail[];
      const found = mails.find((m) => m.to === to.toLowerCase() && m.type === type);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no ${type} mail to ${to}`);
  }

  /** Opens the link of the newest mail of `type` to `to`, as the visitor's mail app would. */
  async followMail(to: string, type: 'signup' | 'recovery'): Promise<void> {
    const mail = await this.mail(to, type);
    await this.page.goto(mail.link);
  }

  /** An account created and confirmed through the public auth API (not through the UI). */
  async confirmedAccount(email: string, password: string): Promise<void> {
    await this.unconfirmedAccount(email, password);
    const mail = await this.mail(email, 'signup');
    const res = await fetch(mail.link, { redirect: 'manual' });
    if (res.status !== 303) throw new Error(`confirming ${email} answered ${res.status}`);
  }

  async unconfirmedAccount(email: string, password: string): Promise<void> {
    const res = await fetch(this.url('/auth/v1/signup'), {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`sign-up of ${email} answered ${res.status}`);
  }

  /** On the local stand-in checkout page: pay (or cancel) and follow it back to the app. */
  async payOnLocalCheckout(action: 'Pay 15 EUR' | 'Cancel' = 'Pay 15 EUR'): Promise<void> {
    await this.page.waitForURL(/\/_dev\/checkout\//, { timeout: 20_000 });
    await this.page.getByRole('button', { name: action }).click();
    await this.page.waitForURL(/\/checkout\/(success|cancelled)/, { timeout: 20_000 });
  }

  /** Every route on the phone, with its kind and whether all its stops can be read. */
  storedRoutes(): Promise<StoredRoute[]> {
    return this.page.evaluate(
      () =>
        new Promise<StoredRoute[]>((resolve, reject) => {
          const open = indexedDB.open('routegids');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(['routes', 'routeStops', 'locations']);
            const all = (name: string) =>
              new Promise<Record<string, unknown>[]>((done, fail) => {
                const req = tx.objectStore(name).getAll();
                req.onsuccess = () => done(req.result as Record<string, unknown>[]);
                req.onerror = () => fail(req.error);
              });
            Promise.all([all('routes'), all('routeStops'), all('locations')]).then(
              ([routes, stops, locations]) => {
                const locked = new Map(locations.map((l) => [l.id, l.locked === true]));
                resolve(
                  routes.map((r) => {
                    // A stop whose location is never served (hidden content type) is dropped.
                    const mine = stops.filter(
                      (s) => s.route_id === r.id && locked.has(s.location_id),
                    );
                    const kind = r.is_builtin
                      ? 'builtin'
                      : r.is_trial
                        ? 'trial'
                        : r.is_book
                          ? 'book'
                          : r.daypass
                            ? 'daypass'
                            : 'subscription';
                    return {
                      name: String(r.name),
                      kind,
                      stops: mine.length,
                      unlocked: mine.length > 0 && mine.every((s) => !locked.get(s.location_id)),
                    } as StoredRoute;
                  }),
                );
              },
              reject,
            );
          };
        }),
    );
  }

  /** Names of the routes of `kind` whose stories the phone can show. */
  async unlocked(kind: StoredRoute['kind']): Promise<string[]> {
    return (await this.storedRoutes())
      .filter((r) => r.kind === kind && r.unlocked)
      .map((r) => r.name)
      .sort();
  }

  async locked(kind: StoredRoute['kind']): Promise<string[]> {
    return (await this.storedRoutes())
      .filter((r) => r.kind === kind && r.stops > 0 && !r.unlocked)
      .map((r) => r.name)
      .sort();
  }
}
