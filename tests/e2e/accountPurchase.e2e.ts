import { describe, expect, it } from 'vitest';
import { E2E_NEWSLETTER_URL, E2E_SUBSCRIBERS } from '../support/e2eAccounts.ts';
import { baseUrl, usePhones } from '../support/phones.ts';
import { AccountPages, newEmail } from './pages/accountPages.ts';

/** The six day-pass routes of the seed catalogue (scripts/seed/catalogue.ts). */
const DAY_PASS_ROUTES = [
  'De Pijp: markt en park',
  'De Plantage',
  'Jordaan: markten en grachten',
  'Noord aan het IJ',
  'Oost: park en markt',
  'Rondje Vondelpark',
];

describe('a visitor who buys a day pass', () => {
  const newPhone = usePhones();

  it('goes from the landing page to walking a paid route: registers, confirms, pays, and the six routes open', async () => {
    const { page, map } = await newPhone({ firstVisit: true });
    const ui = new AccountPages(page, baseUrl());
    await page.goto(ui.url('/'));
    await expect.poll(() => ui.title.textContent()).toBe('Welkom bij Routegids');
    await page.getByTestId('landing-register').click();
    await expect.poll(() => ui.title.textContent()).toBe('Registreren voor een dagpas');
    expect(await ui.password.getAttribute('placeholder')).toBe('Minimaal 6 tekens');

    const email = newEmail('buyer');
    await ui.register({ email, password: 'walk-the-route-9' });
    expect(await ui.noteText()).toBe(
      'Bevestigingsmail verstuurd. Klik op de link in de e-mail om je account te bevestigen.',
    );
    expect(await ui.locked('daypass')).toEqual(DAY_PASS_ROUTES);

    // The link in the mail signs in and, as this browser registered for a day pass, goes on to pay.
    await ui.followMail(email, 'signup');
    await ui.payOnLocalCheckout();
    expect(new URL(page.url()).pathname).toBe('/checkout/success');
    await expect
      .poll(() => page.getByTestId('checkout-success').getAttribute('data-state'), {
        timeout: 30_000,
      })
      .toBe('granted');
    expect(await page.getByTestId('checkout-active').innerText()).toMatch(
      /^Je dagpas is actief tot .+\.$/,
    );

    await expect.poll(() => ui.unlocked('daypass'), { timeout: 20_000 }).toEqual(DAY_PASS_ROUTES);
    expect(await ui.locked('subscription')).toContain('Het oude centrum');
    expect(await ui.unlocked('subscription')).toEqual([]);

    // The profile: the e-mail, a day pass, its expiry about 72 hours out, counting down.
    await page.getByTestId('to-profile').click();
    await expect.poll(() => page.getByTestId('profile-email').textContent()).toBe(email);
    await expect
      .poll(() => page.getByTestId('profile-access').getAttribute('data-kind'))
      .toBe('daypass');
    expect(await page.getByTestId('profile-expiry').innerText()).not.toBe('');
    const countdown = page.getByTestId('profile-countdown');
    const first = await countdown.innerText();
    expect(first).toMatch(/^(71|72) uur \d\d min \d\d s$/);
    await expect.poll(() => countdown.innerText(), { timeout: 5_000 }).not.toBe(first);

    // Closing goes to the map (not Back to the payment page); the walk goes on.
    await page.getByRole('button', { name: 'Sluiten' }).click();
    await map.waitUntilLoaded();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await ui.signedInAs()).toBe(email);
  });

  it('comes back from a cancelled payment to a screen that says so and pays on the second try', async () => {
    const { page } = await newPhone();
    const ui = new AccountPages(page, baseUrl());
    const email = newEmail('hesitant');
    await ui.confirmedAccount(email, 'walk-the-route-9');
    await ui.signInWithDayPass(email, 'walk-the-route-9');
    expect(await ui.noteText()).toBe('Geen actieve dagpas gevonden.');
    await page.getByTestId('to-buy').click();
    await expect.poll(() => ui.title.textContent()).toBe('Mijn account');
    await page.getByTestId('buy-day-pass').click();
    await ui.payOnLocalCheckout('Cancel');
    await expect.poll(() => ui.title.textContent()).toBe('Betaling geannuleerd');
    expect(await page.getByTestId('checkout-cancelled').innerText()).toContain(
      'Je betaling is geannuleerd.',
    );

    await page.getByTestId('retry-payment').click();
    await ui.payOnLocalCheckout();
    await expect
      .poll(() => page.getByTestId('checkout-success').getAttribute('data-state'), {
        timeout: 30_000,
      })
      .toBe('granted');
    await expect.poll(() => ui.unlocked('daypass'), { timeout: 20_000 }).toEqual(DAY_PASS_ROUTES);
  });
});

describe('a newsletter subscriber', () => {
  const newPhone = usePhones();

  it('activates an account with the subscription e-mail, confirms it by mail, signs in and sees every route', async () => {
    const { page } = await newPhone();
    const ui = new AccountPages(page, baseUrl());
    const email = E2E_SUBSCRIBERS[2];
    await ui.open('/login/subscriber');
    await ui.email.fill(email);
    await ui.submit.click();
    expect(await ui.noteText()).toBe(
      'We hebben je abonnement gevonden, maar je account is nog niet geactiveerd. Kies een wachtwoord en ga verder.',
    );
    await ui.password.fill('newsletter-reader-1');
    await ui.confirmation.fill('newsletter-reader-1');
    await ui.submit.click();
    await expect
      .poll(() => ui.noteText())
      .toBe(
        'Bevestigingsmail verstuurd. Klik op de link in de e-mail om je account te bevestigen.',
      );

    await ui.followMail(email, 'signup');
    await expect.poll(() => page.getByTestId('callback-done').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth/callback');
    await expect
      .poll(() => ui.unlocked('subscription'), { timeout: 20_000 })
      .toContain('Het oude centrum');
    await expect.poll(() => ui.locked('subscription')).toEqual([]);
    await expect.poll(() => ui.locked('daypass')).toEqual([]);

    // Signed out, and in again through the subscriber tab's password step.
    await ui.open('/account');
    await page.getByTestId('sign-out').click();
    await expect.poll(() => ui.locked('subscription')).toContain('Het oude centrum');
    await ui.open('/login/subscriber');
    await ui.email.fill(email);
    await ui.submit.click();
    await ui.password.fill('newsletter-reader-1');
    await ui.submit.click();
    await expect.poll(() => ui.toast.textContent()).toBe('Je bent ingelogd.');
    await expect.poll(() => ui.locked('subscription'), { timeout: 20_000 }).toEqual([]);
    expect(await ui.unlocked('subscription')).toContain('Het oude centrum');
  });

  it('is told a subscription is required when the e-mail has none, with the way to subscribe', async () => {
    const { page } = await newPhone();
    const ui = new AccountPages(page, baseUrl());
    await ui.open('/login/subscriber');
    await ui.email.fill(newEmail('stranger'));
    await ui.submit.click();
    expect(await ui.noteText()).toContain('We vonden geen actief abonnement bij dit e-mailadres.');
    const subscribe = page.getByTestId('subscribe');
    expect(await subscribe.getAttribute('href')).toBe(E2E_NEWSLETTER_URL);
    expect(await subscribe.getAttribute('target')).toBe('_blank');
  });
});
