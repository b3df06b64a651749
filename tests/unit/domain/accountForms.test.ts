import { describe, expect, it } from 'vitest';
import {
  emailProblem,
  newPasswordProblems,
  registerProblems,
  signInProblems,
} from '../../../src/domain/accountForms.ts';
import { normaliseEmail } from '../../../src/domain/email.ts';

describe('normaliseEmail', () => {
  it('trims, lower-cases, composes and drops characters nobody can see or type on purpose', () => {
    expect(normaliseEmail('  Walker@Example.COM\t')).toBe('walker@example.com');
    expect(normaliseEmail('wal\u200Bker@exa\uFEFFmple.com\u200D')).toBe('walker@example.com');
    expect(normaliseEmail('soft\u00ADhyphen@example.com')).toBe('softhyphen@example.com');
    // "é" typed as e + combining accent is the same address as the composed one.
    expect(normaliseEmail('Jose\u0301@example.com')).toBe('jos\u00e9@example.com');
  });
});

describe('the account forms rules', () => {
  it('an e-mail is required, and must look like one', () => {
    expect(emailProblem('')).toBe('emailRequired');
    expect(emailProblem(' \u200B ')).toBe('emailRequired');
    expect(emailProblem('walker')).toBe('invalidEmail');
    expect(emailProblem('walker@example')).toBe('invalidEmail');
    expect(emailProblem('wal ker@example.com')).toBe('invalidEmail');
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('invalidEmail');
    expect(emailProblem(' Walker@Example.com ')).toBeNull();
  });

  it('sign-in needs both fields, and does not judge the length of an existing password', () => {
    expect(signInProblems({ email: '', password: '' })).toEqual([
      ['email', 'emailRequired'],
      ['password', 'passwordRequired'],
    ]);
    expect(signInProblems({ email: 'a@b.nl', password: 'abc' })).toEqual([]);
  });

  it('register: the second e-mail must match (case and spaces aside), 6 characters, the terms', () => {
    expect(
      registerProblems({
        terms: false,
        email: 'walker@example.com',
        emailConfirmation: 'walker@example.org',
        password: '12345',
      }),
    ).toEqual([
      ['emailConfirmation', 'emailMismatch'],
      ['password', 'passwordTooShort'],
      ['terms', 'termsRequired'],
    ]);
    expect(
      registerProblems({
        terms: true,
        email: 'walker@example.com',
        emailConfirmation: ' WALKER@example.com',
        password: '123456',
      }),
    ).toEqual([]);
    // An invalid first address is the problem; comparing it would only add noise.
    expect(
      registerProblems({ terms: true, email: 'walker', emailConfirmation: '', password: '123456' }),
    ).toEqual([['email', 'invalidEmail']]);
  });

  it('a new password: required, 6 characters, and the confirmation must match it exactly', () => {
    expect(newPasswordProblems({ password: '', confirmation: '' })).toEqual([
      ['password', 'passwordRequired'],
    ]);
    expect(newPasswordProblems({ password: 'Secret', confirmation: 'secret' })).toEqual([
      ['confirmation', 'passwordMismatch'],
    ]);
    expect(newPasswordProblems({ password: 'Secret', confirmation: 'Secret' })).toEqual([]);
  });
});
