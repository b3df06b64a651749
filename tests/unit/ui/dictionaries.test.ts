import { describe, expect, it } from 'vitest';
import { accountEng as eng } from '../../../src/i18n/accountEng.ts';
import { accountNl as nl } from '../../../src/i18n/accountNl.ts';
import { eng as coreEng } from '../../../src/i18n/eng.ts';
import { nl as coreNl } from '../../../src/i18n/nl.ts';
import { walkEng } from '../../../src/i18n/walk.eng.ts';
import { walkNl } from '../../../src/i18n/walk.nl.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[`${prefix}${k}`, v] as [string, string]]
      : leaves(v, `${prefix}${k}.`),
  );
}

describe('the dictionaries', () => {
  it.each([
    ['core', coreNl, coreEng],
    ['account', nl, eng],
    ['walk', walkNl, walkEng],
  ] as const)('(%s) have the same keys, and no empty text', (_name, dutch, english) => {
    const nlLeaves = leaves(dutch);
    const engLeaves = leaves(english);
    expect(engLeaves.map(([k]) => k).sort()).toEqual(nlLeaves.map(([k]) => k).sort());
    for (const [key, text] of [...nlLeaves, ...engLeaves]) expect(text.trim(), key).not.toBe('');
  });

  it('the account and walk texts never replace a core text when they are merged in', () => {
    const core = new Set(leaves(coreNl).map(([k]) => k));
    expect(leaves(nl).filter(([k]) => core.has(k))).toEqual([]);
    expect(leaves(walkNl).filter(([k]) => core.has(k))).toEqual([]);
  });

  it('carry the walk texts the issue gives word for word', () => {
    expect(walkNl.walk.askPlay.replace('{{n}}', '4')).toBe('Je bent bij stop 4 — afspelen?');
    expect(walkNl.walk.resume).toBe('Verder waar je was');
  });

  it('carry the specification texts word for word', () => {
    expect(coreNl.map.loading).toBe('Kaart laden...');
    expect(coreNl.update.available).toBe('Er is een nieuwe versie beschikbaar');
    expect(coreNl.update.reload).toBe('Herladen');
    expect(coreNl.drawer.noText).toBe('Geen tekst beschikbaar');
    expect(coreEng.drawer.noText).toBe('No text available');
  });

  it('carry the account messages of sections 5 and 8 word for word, in the language the specification gives', () => {
    // Section 5: Dutch as the specification shows them.
    expect(nl.errors.emailNotConfirmed).toBe('E-mail is nog niet bevestigd.');
    expect(nl.errors.invalidCredentials).toBe('Ongeldige inloggegevens.');
    // Sections 5 and 8: English as the specification shows them.
    expect(eng.errors).toMatchObject({
      signInFailed: 'Sign in failed: {{message}}',
      alreadyRegistered: 'This email is already registered.',
      passwordTooShort: 'Password is too short.',
      registrationFailed: 'Registration failed: {{message}}',
      emailRequired: 'Please enter your email address.',
      invalidEmail: 'Invalid email address.',
      passwordRequired: 'Please enter your password.',
      passwordMismatch: 'Passwords do not match.',
      resetPasswordMismatch: 'Passwords do not match',
      termsRequired: 'You must agree to the terms and conditions',
      emailMismatch: 'Email addresses do not match',
      activationNeeded:
        'We found your subscription but your account is not yet activated. Please enter a password and continue.',
      invalidCredentials: 'Invalid login credentials.',
      generic: 'Something went wrong. Please try again later.',
      noDaypass: 'No active day pass found.',
      daypassGeneric: 'An error occurred during login.',
      registerGeneric: 'An error occurred during registration. Please try again.',
      paymentLink: 'An error occurred while creating the payment link. Please try again later.',
      signOut: 'Sign out failed. Please try again.',
    });
    expect(eng.notices.passwordReset).toBe('Password reset successful');
    expect(eng.notices.signUpSuccessful).toBe(
      'Sign up successful (auto-confirmed or status unclear)',
    );
    expect(eng.auth.passwordPlaceholder).toBe('Minimum 6 characters');
    // The same placeholders in both languages, so the message fills in.
    expect(nl.errors.signInFailed).toContain('{{message}}');
    expect(nl.errors.registrationFailed).toContain('{{message}}');
  });
});
