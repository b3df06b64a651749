/** Newsletter subscribers the e2e server knows (LOCAL_SUBSCRIBERS: no payment key there). */
export const E2E_SUBSCRIBERS = ['abonnee@e2e.example.com', 'lezer@e2e.example.com'];

/** The newsletter platform's address in the e2e build (the link is checked, never followed). */
export const E2E_NEWSLETTER_URL = 'https://newsletter.example.com/routegids';
