import { describe, expect, it } from 'vitest';
import { toFailure } from '../../../src/domain/authFailure.ts';

describe('toFailure', () => {
  it("keeps the server's code, message and status, for the UI to map to its texts", () => {
    expect(
      toFailure({ code: 'invalid_credentials', message: 'Invalid login credentials', status: 400 }),
    ).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials', status: 400 });
  });

  it('reads a missing code or status as null, and no error as no failure', () => {
    expect(toFailure({ message: 'Failed to fetch' })).toEqual({
      code: null,
      message: 'Failed to fetch',
      status: null,
    });
    expect(toFailure(null)).toBeNull();
  });
});
