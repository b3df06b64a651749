import { describe, expect, it } from 'vitest';
import {
  clientFromHops,
  forwardedHops,
  parseTrustedProxies,
} from '../../../supabase/functions/_shared/clientAddress.ts';

describe('trusted proxies', () => {
  const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.168.1.7 ,2001:db8::/32, ::1');

  it.each([
    ['10.1.2.3', true],
    ['11.0.0.1', false],
    ['192.168.1.7', true],
    ['192.168.1.8', false],
    ['::ffff:10.9.9.9', true],
    ['2001:db8:0:1::5', true],
    ['2001:db9::5', false],
    ['::1', true],
    ['[::1]:443', true],
    ['10.0.0.1:8080', true],
    ['not-an-address', false],
  ])('%s → %s', (address, expected) => {
    expect(trusted.contains(address)).toBe(expected);
  });

  it('refuses a list it cannot read, rather than trusting less than asked', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('gateway.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(parseTrustedProxies('').contains('127.0.0.1')).toBe(false);
  });
});

describe('the client among the hops', () => {
  const none = parseTrustedProxies('');
  const proxies = parseTrustedProxies('10.0.0.0/8');
  const hops = (header: string, peer?: string) => [
    ...forwardedHops(header),
    ...(peer ? [peer] : []),
  ];

  it('is the entry the nearest proxy added when no proxy is trusted', () => {
    expect(clientFromHops(hops('6.6.6.6, 203.0.113.5'), none)).toBe('203.0.113.5');
  });

  it('is the first untrusted hop from the right', () => {
    expect(clientFromHops(hops('6.6.6.6, 203.0.113.5, 10.0.0.2', '10.0.0.1'), proxies)).toBe(
      '203.0.113.5',
    );
  });

  it('is the oldest hop when every hop is a trusted proxy, and unknown when there are none', () => {
    expect(clientFromHops(hops('10.0.0.3', '10.0.0.1'), proxies)).toBe('10.0.0.3');
    expect(clientFromHops(hops(''), none)).toBe('unknown');
  });

  it('bounds what a forged header can make it read or return', () => {
    const forged = `${'1.1.1.1,'.repeat(5000)}${'z'.repeat(500)}`;
    const client = clientFromHops(hops(forged), none);
    expect(client.length).toBeLessThanOrEqual(64);
  });
});
