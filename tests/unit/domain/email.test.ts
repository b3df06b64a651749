import { describe, expect, it } from 'vitest';
import {
  cleanEmail,
  isEmailTooLong,
  MAX_EMAIL_BYTES,
  normaliseEmail,
} from '../../../src/domain/email.ts';

describe('the e-mail rule', () => {
  it('makes one identity of an address in disguise', () => {
    const plain = 'jan.jansen@example.com';
    for (const disguised of [
      ' Jan.Jansen@Example.COM ',
      'jan.jansen\u200b@example.com',
      '\ufeffjan.jan\u2060sen@exam\u00adple.com\u200d',
      'jan.jansen@example.com\t\n',
    ]) {
      expect(normaliseEmail(disguised)).toBe(plain);
    }
  });

  it('composes accents (NFC)', () => {
    expect(normaliseEmail('jose\u0301@example.com')).toBe('jos\u00e9@example.com');
  });

  it('keeps case when only cleaning, for case-sensitive lookups', () => {
    expect(cleanEmail(' Jan\u200b.Jansen@Example.com ')).toBe('Jan.Jansen@Example.com');
  });

  it('counts the limit in UTF-8 bytes after cleaning, like GoTrue', () => {
    const at = '@example.com';
    const fits = `${'a'.repeat(MAX_EMAIL_BYTES - at.length)}${at}`;
    expect(isEmailTooLong(fits)).toBe(false);
    expect(isEmailTooLong(`${fits}\u200b\u200b`)).toBe(false);
    expect(isEmailTooLong(`a${fits}`)).toBe(true);
    // é is two bytes in UTF-8.
    expect(isEmailTooLong(`${'\u00e9'.repeat(122)}${at}`)).toBe(true);
    expect(isEmailTooLong('x'.repeat(1024 * 1024))).toBe(true);
  });
});
