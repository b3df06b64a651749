/**
 * The newsletter platform's page the call to action opens (in a new tab): where walkers
 * subscribe. Set VITE_NEWSLETTER_URL at build time; the default is a placeholder publication.
 */
const DEFAULT_NEWSLETTER_URL = 'https://routegids.substack.com/about';

export const NEWSLETTER_URL: string =
  (import.meta.env.VITE_NEWSLETTER_URL as string | undefined)?.trim() || DEFAULT_NEWSLETTER_URL;
