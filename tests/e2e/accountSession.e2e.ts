import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { launchPhoneProfile } from '../support/browser.ts';
import { baseUrl, usePhones } from '../support/phones.ts';
import { AccountPages, newEmail } from './pages/accountPages.ts';

describe('remember me', () => {
  let dir = '';
  let context: BrowserContext | null = null;
  afterEach(async () => {
    await context?.close();
    context = null;
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Closes the browser and starts it again on the same profile. */
  async function restart(): Promise<AccountPages> {
    await context?.close();
    context = await launchPhoneProfile(dir);
    const page = context.pages()[0] ?? (await context.newPage());
    return new AccountPages(page, baseUrl());
  }

  it('keeps the session over a browser restart only when it is on', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'routegids-profile-'));
    let ui = await restart();
    const email = newEmail('regular');
    await ui.confirmedAccount(email, 'walk-the-route-9');

    await ui.signInWithDayPass(email, 'walk-the-route-9', false);
    await expect.poll(() => ui.noteText()).toBe('Geen actieve dagpas gevonden.');
    expect(await ui.signedInAs()).toBe(email);
    ui = await restart();
    await ui.page.goto(ui.url('/'));
    await expect.poll(() => ui.signedInAs(), { timeout: 15_000 }).toBeNull();

    await ui.signInWithDayPass(email, 'walk-the-route-9', true);
    await expect.poll(() => ui.noteText()).toBe('Geen actieve dagpas gevonden.');
    ui = await restart();
    await ui.page.goto(ui.url('/'));
    // Give the app the time it took above to notice a missing session: it stays.
    await ui.page.waitForTimeout(3000);
    expect(await ui.signedInAs()).toBe(email);

    // Signing out ends it for the next start too.
    await ui.open('/account');
    await ui.page.getByTestId('sign-out').click();
    await expect.poll(() => ui.toast.textContent()).toBe('Je bent uitgelogd.');
    ui = await restart();
    await ui.page.goto(ui.url('/'));
    await ui.page.waitForTimeout(2000);
    expect(await ui.signedInAs()).toBeNull();
  });
});

describe('a walker who forgot the password', () => {
  const newPhone = usePhones();

  it('asks for a link, gets it in the mailbox, sets a new password and signs in with it', async () => {
    const { page } = await newPhone();
    const ui = new AccountPages(page, baseUrl());
    const email = newEmail('forgetful');
    await ui.confirmedAccount(email, 'old-password-1');

    await ui.open('/login');
    await page.getByTestId('to-forgot').click();
    await expect.poll(() => ui.title.textContent()).toBe('Wachtwoord vergeten');
    await ui.email.fill(`  ${email.toUpperCase()} `);
    await ui.submit.click();
    await expect
      .poll(() => ui.noteText())
      .toBe(
        'We hebben je een e-mail gestuurd met een link om je wachtwoord opnieuw in te stellen.',
      );

    await ui.followMail(email, 'recovery');
    await page.waitForURL(/\/reset-password/);
    await ui.password.waitFor();
    await ui.password.fill('new-password-2');
    await ui.confirmation.fill('new-password-3');
    await ui.submit.click();
    expect(await ui.fieldError('confirmation')).toBe('Wachtwoorden komen niet overeen');
    await page.getByTestId('confirmation-toggle').click();
    expect(await ui.confirmation.getAttribute('type')).toBe('text');
    await ui.confirmation.fill('new-password-2');
    await ui.submit.click();
    await expect.poll(() => ui.noteText()).toBe('Wachtwoord opnieuw ingesteld');
    expect(await ui.signedInAs()).toBe(email);

    await ui.open('/account');
    await page.getByTestId('sign-out').click();
    await expect.poll(() => ui.toast.textContent()).toBe('Je bent uitgelogd.');
    await ui.signInWithDayPass(email, 'old-password-1');
    await expect.poll(() => ui.noteText()).toBe('Ongeldige inloggegevens.');
    await ui.signInWithDayPass(email, 'new-password-2');
    await expect.poll(() => ui.noteText()).toBe('Geen actieve dagpas gevonden.');
    expect(await ui.signedInAs()).toBe(email);
  });
});
