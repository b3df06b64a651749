import type { Page } from 'playwright-core';

/**
 * A style sheet for the test's own eyes (hiding overlays to look at the map canvas). The app's
 * CSP refuses inline `<style>` (page.addStyleTag); a constructed sheet is the page's own
 * script's doing and is allowed, as the app's CSP intends for script-made styles.
 * Resolves with a function that takes the sheet away again.
 */
export async function addTestStyle(page: Page, css: string): Promise<() => Promise<void>> {
  const key = `__testSheet${Date.now()}${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ text, name }) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      (window as unknown as Record<string, CSSStyleSheet>)[name] = sheet;
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    { text: css, name: key },
  );
  return async () => {
    await page.evaluate((name) => {
      const sheet = (window as unknown as Record<string, CSSStyleSheet>)[name];
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }, key);
  };
}
