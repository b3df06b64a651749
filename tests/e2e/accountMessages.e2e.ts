import { describe, expect, it } from 'vitest';
import { baseUrl, usePhones } from '../support/phones.ts';
import { AccountPages, newEmail } from './pages/accountPages.ts';

/**
 * Every message of the specification's sections 5 and 8 that a visitor can cause, as they see
 * it: at the field (named by aria-describedby, the focus moved there) or in the form's live
 * region, in Dutch and in English.
 */
const TEXTS = {
  nl: {
    wrongPassword: 'Ongeldige inloggegevens.',
    unconfirmed: 'E-mail is nog niet bevestigd.',
    emailMismatch: 'E-mailadressen komen niet overeen',
    terms: 'Je moet akkoord gaan met de algemene voorwaarden',
    tooShort: 'Wachtwoord is te kort.',
    noDayPass: 'Geen actieve dagpas gevonden.',
    subscriptionRequired: 'We vonden geen actief abonnement bij dit e-mailadres.',
    emailRequired: 'Vul je e-mailadres in.',
    invalidEmail: 'Ongeldig e-mailadres.',
    passwordRequired: 'Vul je wachtwoord in.',
    passwordMismatch: 'Wachtwoorden komen niet overeen.',
    confirmationSent:
      'Bevestigingsmail verstuurd. Klik op de link in de e-mail om je account te bevestigen.',
  },
  eng: {
    wrongPassword: 'Invalid login credentials.',
    unconfirmed: 'Email is not confirmed yet.',
    emailMismatch: 'Email addresses do not match',
    terms: 'You must agree to the terms and conditions',
    tooShort: 'Password is too short.',
    noDayPass: 'No active day pass found.',
    subscriptionRequired: 'We found no active subscription for this email address.',
    emailRequired: 'Please enter your email address.',
    invalidEmail: 'Invalid email address.',
    passwordRequired: 'Please enter your password.',
    passwordMismatch: 'Passwords do not match.',
    confirmationSent: 'Confirmation email sent. Click the link in it to confirm your account.',
  },
} as const;

describe.each(['nl', 'eng'] as const)('account messages (%s)', (lang) => {
  const newPhone = usePhones();
  const text = TEXTS[lang];

  async function phone() {
    const { page, context } = await newPhone();
    await context.addInitScript((l) => window.localStorage.setItem('routegids.language', l), lang);
    return new AccountPages(page, baseUrl());
  }

  it('sign-in: required fields at their fields, a wrong password, an unconfirmed account, no day pass', async () => {
    const ui = await phone();
    await ui.open('/login');
    await ui.submit.click();
    expect(await ui.fieldError('email')).toBe(text.emailRequired);
    expect(await ui.fieldError('password')).toBe(text.passwordRequired);
    expect(await ui.focused()).toBe('email');
    const describedBy = await ui.email.getAttribute('aria-describedby');
    expect(await ui.page.locator(`[id="${describedBy}"]`).innerText()).toBe(text.emailRequired);
    expect(await ui.email.getAttribute('aria-invalid')).toBe('true');

    await ui.email.fill('not-an-address');
    await ui.password.fill('whatever');
    await ui.submit.click();
    expect(await ui.fieldError('email')).toBe(text.invalidEmail);
    expect(await ui.fieldError('password')).toBe('');

    const member = newEmail('member');
    await ui.confirmedAccount(member, 'Right-password-1');
    await ui.email.fill(member);
    await ui.password.fill('right-password-1'); // passwords are case sensitive
    await ui.submit.click();
    await expect.poll(() => ui.noteText()).toBe(text.wrongPassword);
    expect(await ui.focused()).toBe('form-note');
    // What was typed stays.
    expect(await ui.email.inputValue()).toBe(member);

    const waiting = newEmail('unconfirmed');
    await ui.unconfirmedAccount(waiting, 'walk-the-route-9');
    await ui.email.fill(waiting);
    await ui.password.fill('walk-the-route-9');
    await ui.submit.click();
    await expect.poll(() => ui.noteText()).toBe(text.unconfirmed);

    await ui.email.fill(member);
    await ui.password.fill('Right-password-1');
    await ui.submit.click();
    await expect.poll(() => ui.noteText()).toBe(text.noDayPass);
  });

  it('register: mismatched e-mails, unchecked terms, a short password; then the confirmation mail', async () => {
    const ui = await phone();
    await ui.open('/register');
    const email = newEmail('newcomer');
    await ui.register({
      email,
      confirmation: `x${email}`,
      password: '12345',
      terms: false,
    });
    expect(await ui.fieldError('email-confirmation')).toBe(text.emailMismatch);
    expect(await ui.fieldError('password')).toBe(text.tooShort);
    expect(await ui.fieldError('terms')).toBe(text.terms);
    expect(await ui.focused()).toBe('email-confirmation');

    // Fixed, the two addresses match whatever their case; the server mails a confirmation.
    await ui.emailConfirmation.fill(email.toUpperCase());
    await ui.password.fill('walk-the-route-9');
    await ui.terms.check();
    await ui.submit.click();
    await expect.poll(() => ui.noteText()).toBe(text.confirmationSent);
    expect((await ui.mail(email, 'signup')).to).toBe(email);
  });

  it('subscriber login: an unknown subscriber is told a subscription is required; a stale reset link says so', async () => {
    const ui = await phone();
    await ui.open('/login/subscriber');
    await ui.submit.click();
    expect(await ui.fieldError('email')).toBe(text.emailRequired);
    await ui.email.fill(newEmail('stranger'));
    await ui.submit.click();
    await expect.poll(() => ui.noteText()).toContain(text.subscriptionRequired);
    expect(await ui.page.getByTestId('subscribe').isVisible()).toBe(true);

    await ui.open('/reset-password');
    // Opened without a recovery link: once checked, it says the link is not valid, and where to
    // get one.
    await expect.poll(() => ui.page.getByTestId('new-link').isVisible()).toBe(true);
  });

  it('offline, each account screen says it needs a connection, and a submit keeps what was typed', async () => {
    // The service worker keeps the screens' code for offline use, as on a real phone.
    const { page, context } = await newPhone({ serviceWorker: true });
    await context.addInitScript((l) => window.localStorage.setItem('routegids.language', l), lang);
    const ui = new AccountPages(page, baseUrl());
    await ui.open('/login');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await context.setOffline(true);
    const notice = page.getByTestId('needs-connection');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(
      lang === 'nl'
        ? 'Hiervoor is een internetverbinding nodig. De wandeling op de kaart blijft beschikbaar.'
        : 'This needs an internet connection. The walk on the map stays available.',
    );
    await ui.email.fill('walker@example.com');
    await ui.password.fill('walk-the-route-9');
    // The button says it cannot be used now; Enter still tries, and is told why not.
    expect(await ui.submit.getAttribute('aria-disabled')).toBe('true');
    await ui.password.press('Enter');
    expect(await ui.noteText()).toMatch(
      lang === 'nl' ? /^Je bent offline\./ : /^You are offline\./,
    );
    expect(await ui.email.inputValue()).toBe('walker@example.com');
    for (const path of ['/register', '/forgot-password', '/login/subscriber', '/account']) {
      await page.evaluate((p) => {
        history.pushState({ routegids: true }, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await notice.waitFor();
    }
    await context.setOffline(false);
  });
});
