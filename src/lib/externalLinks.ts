/**
 * Addresses outside the app, from the build (public, never secrets): the newsletter platform
 * where a subscription is bought (NEWSLETTER_URL, also read by the build as
 * VITE_NEWSLETTER_URL) and the contact address. Null when the build has none: the screens then
 * leave the link out rather than point at a guess.
 */
function read(value: unknown): string | null {
  return typeof value === 'string' && /^(https?:|mailto:)/.test(value.trim()) ? value.trim() : null;
}

export function newsletterUrl(): string | null {
  return read(import.meta.env?.VITE_NEWSLETTER_URL);
}

export function contactEmail(): string | null {
  const email = import.meta.env?.VITE_CONTACT_EMAIL;
  return typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email.trim()) ? email.trim() : null;
}
