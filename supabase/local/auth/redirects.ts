/**
 * GoTrue's `redirect_to` rule: allowed when it has the site URL's origin, points at a loopback
 * address, or matches the allow list; anything else silently becomes the site URL, so a mail
 * link can never send a session token to a foreign site.
 */
export function resolveRedirect(
  requested: string | undefined,
  siteUrl: string,
  allowList: string[],
): string {
  const site = new URL(siteUrl).toString();
  const chosen = choose(requested, site, allowList);
  // Normalised so a bare origin gets its "/" before the fragment or query that is appended.
  return new URL(chosen).toString();
}

function choose(requested: string | undefined, siteUrl: string, allowList: string[]): string {
  if (!requested) return siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return siteUrl;
  if (target.origin === new URL(siteUrl).origin) return requested;
  if (isLoopback(target.hostname)) return requested;
  return allowList.some((pattern) => globMatches(pattern, requested)) ? requested : siteUrl;
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function globMatches(pattern: string, value: string): boolean {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/.]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(value);
}
