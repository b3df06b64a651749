/**
 * Which address a request came from, when proxies stand in between.
 *
 * Each proxy appends the address it received the request from to `X-Forwarded-For`; entries to
 * the left of it were written by whoever came before, the client included, so a client can put
 * anything there. Reading from the right, every entry a trusted proxy added is believed; the
 * first entry that is not a trusted proxy is the client. With no trusted proxies that is the
 * rightmost entry: the one the nearest proxy added. Runtime-neutral (Deno and Node).
 */

/** A parsed `TRUSTED_PROXIES`: addresses and CIDR ranges, IPv4 and IPv6. */
export type TrustedProxies = { contains(address: string): boolean };

type Range = { v6: boolean; bits: bigint; prefix: number };

/** Comma-separated addresses or CIDR ranges ("10.0.0.0/8, ::1"); unparseable items are an error. */
export function parseTrustedProxies(list: string | undefined): TrustedProxies {
  const ranges: Range[] = (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const range = parseRange(item);
      if (!range) throw new Error(`TRUSTED_PROXIES: "${item}" is not an address or CIDR range`);
      return range;
    });
  return {
    contains(address) {
      const ip = parseIp(address);
      return ip !== null && ranges.some((r) => inRange(ip, r));
    },
  };
}

/**
 * The client among `hops`, oldest first (the `X-Forwarded-For` entries, then the connection's
 * peer when there is one). Answers a normalised address, or 'unknown' when there is none.
 */
export function clientFromHops(hops: readonly string[], trusted: TrustedProxies): string {
  const entries = hops
    .slice(-MAX_HOPS)
    .map(normaliseHop)
    .filter((hop) => hop !== '');
  for (let i = entries.length - 1; i >= 0; i--) {
    const hop = entries[i]!;
    if (!trusted.contains(hop)) return hop;
  }
  // Only trusted proxies: the oldest is the nearest thing to the client there is.
  return entries[0] ?? 'unknown';
}

/** Entries of an `X-Forwarded-For` header, oldest first. */
export function forwardedHops(header: string | null | undefined): string[] {
  return (header ?? '').slice(0, MAX_HEADER_LENGTH).split(',');
}

/** More hops than any real chain of proxies; a forged header can have thousands. */
const MAX_HOPS = 20;
const MAX_HEADER_LENGTH = 2048;
/** Longer values are not addresses; cutting them keeps a forged header from bloating keys. */
const MAX_HOP_LENGTH = 64;

/** Lower case, without brackets, port or the IPv4-mapped IPv6 prefix. */
function normaliseHop(raw: string): string {
  let hop = raw.trim().toLowerCase().slice(0, MAX_HOP_LENGTH);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) hop = bracketed[1]!;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  if (v4WithPort) hop = v4WithPort[1]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(hop);
  return mapped ? mapped[1]! : hop;
}

function parseRange(item: string): Range | null {
  const [address = '', prefixText] = item.split('/');
  const ip = parseIp(normaliseHop(address));
  if (!ip) return null;
  const max = ip.v6 ? 128 : 32;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  return { ...ip, prefix };
}

function inRange(ip: { v6: boolean; bits: bigint }, range: Range): boolean {
  if (ip.v6 !== range.v6) return false;
  const shift = BigInt((range.v6 ? 128 : 32) - range.prefix);
  return ip.bits >> shift === range.bits >> shift;
}

function parseIp(text: string): { v6: boolean; bits: bigint } | null {
  const hop = normaliseHop(text);
  return hop.includes(':') ? parseIpv6(hop) : parseIpv4(hop);
}

function parseIpv4(text: string): { v6: false; bits: bigint } | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let bits = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    bits = (bits << 8n) | BigInt(Number(part));
  }
  return { v6: false, bits };
}

function parseIpv6(text: string): { v6: true; bits: bigint } | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  let bits = 0n;
  for (const group of [...head, ...Array<string>(missing).fill('0'), ...tail]) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    bits = (bits << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return { v6: true, bits };
}
