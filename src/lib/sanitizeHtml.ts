import DOMPurify from 'dompurify';

let hooked = false;

/** Links in articles leave the app: open them in a new tab, without handing it our window. */
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Article HTML from the content source, safe to set as innerHTML: scripts, event handlers,
 * `javascript:` URLs, forms and styles are removed; text markup, links, images and embeds of
 * plain media stay.
 */
export function sanitizeArticleHtml(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
