import { describe, expect, it } from 'vitest';
import { clockTime } from '../../../src/domain/clockTime.ts';

const intl = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);

describe('clockTime', () => {
  it('shows hours and minutes as Dutch and British English clocks do, through the day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 37) {
      const at = new Date(2026, 10, 24, 0, minutes);
      expect(clockTime(at)).toBe(intl('nl-NL', at));
      expect(clockTime(at)).toBe(intl('en-GB', at));
    }
  });

  it('pads single digits and keeps the 24-hour clock', () => {
    expect(clockTime(new Date(2026, 0, 1, 8, 5))).toBe('08:05');
    expect(clockTime(new Date(2026, 0, 1, 17, 30))).toBe('17:30');
    expect(clockTime(new Date(2026, 0, 1, 0, 0))).toBe('00:00');
  });
});
