import { newsletterUrl } from './externalLinks.ts';

/**
 * The newsletter platform's page the call to action opens (in a new tab): where walkers
 * subscribe. Set VITE_NEWSLETTER_URL (or NEWSLETTER_URL) at build time; without it the slide
 * still needs somewhere to send people, so it falls back to a placeholder publication.
 */
const DEFAULT_NEWSLETTER_URL = 'https://routegids.substack.com/about';

export const NEWSLETTER_URL: string = newsletterUrl() ?? DEFAULT_NEWSLETTER_URL;
