import { describe, expect, it } from 'vitest';
import {
  createSignInLimiter,
  MAX_BYTES,
  MAX_ENTRIES,
} from '../../../supabase/local/auth/rateLimit.ts';

describe('the sign-in failure limiter', () => {
  it('locks an address after the limit, for the window', () => {
    const limiter = createSignInLimiter(3, 60);
    for (let i = 0; i < 3; i++) limiter.recordFailure('a@example.com', 1_000 + i);
    expect(limiter.isLocked('a@example.com', 2_000)).toBe(true);
    expect(limiter.isLocked('b@example.com', 2_000)).toBe(false);
    expect(limiter.isLocked('a@example.com', 62_000)).toBe(false);
  });

  it('holds a fixed amount per address, however long the address', () => {
    const limiter = createSignInLimiter(5, 60);
    for (let i = 0; i < 50; i++) limiter.recordFailure('x'.repeat(1024 * 1024), 1_000 + i);
    expect(limiter.stats().entries).toBe(1);
    expect(limiter.stats().bytes).toBeLessThan(512);
  });

  it('stays within its entry and byte bounds under a flood of addresses', () => {
    const limiter = createSignInLimiter(5, 300);
    for (let i = 0; i < 3 * MAX_ENTRIES; i++) limiter.recordFailure(`probe-${i}@example.com`, i);
    const { entries, bytes } = limiter.stats();
    expect(entries).toBeLessThanOrEqual(MAX_ENTRIES);
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    // The newest failures are the ones kept.
    limiter.recordFailure('probe-last@example.com', 3 * MAX_ENTRIES);
    expect(limiter.stats().entries).toBeLessThanOrEqual(MAX_ENTRIES);
  });

  it('drops expired entries before live ones when full', () => {
    const limiter = createSignInLimiter(2, 60);
    // A flood long ago, expired by now, nearly fills the table.
    for (let i = 0; i < MAX_ENTRIES - 1; i++) limiter.recordFailure(`old-${i}@example.com`, 1);
    limiter.recordFailure('victim@example.com', 100_000);
    limiter.recordFailure('victim@example.com', 100_001);
    for (let i = 0; i < 100; i++) limiter.recordFailure(`new-${i}@example.com`, 100_002);
    expect(limiter.isLocked('victim@example.com', 100_003)).toBe(true);
    expect(limiter.stats().entries).toBeLessThanOrEqual(MAX_ENTRIES);
  });
});
