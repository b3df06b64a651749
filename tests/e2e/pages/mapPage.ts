import type { CDPSession, Locator, Page } from 'playwright-core';

/** The route screen at '/': locators and the things a walker does on it. */
export class MapPage {
  readonly loadingOverlay: Locator;
  readonly markers: Locator;
  readonly activeMarker: Locator;
  readonly counter: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly drawer: Locator;
  readonly drawerHeader: Locator;
  readonly drawerOverlay: Locator;
  readonly title: Locator;
  readonly category: Locator;
  readonly article: Locator;
  readonly languageSwitch: Locator;
  readonly logo: Locator;
  readonly offlineBadge: Locator;
  readonly mapCanvas: Locator;
  readonly locate: Locator;
  readonly navigate: Locator;
  readonly zoomOutButton: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.loadingOverlay = page.getByTestId('map-loading');
    this.markers = page.getByTestId('stop-marker');
    this.activeMarker = page.locator('[data-testid=stop-marker][data-active=true]');
    this.counter = page.getByTestId('counter');
    this.next = page.getByTestId('next');
    this.previous = page.getByTestId('previous');
    this.drawer = page.getByTestId('drawer');
    this.drawerHeader = page.getByTestId('drawer-header');
    this.drawerOverlay = page.getByTestId('drawer-overlay');
    this.title = page.getByTestId('stop-title');
    this.category = page.getByTestId('stop-category');
    this.article = page.getByTestId('article');
    this.languageSwitch = page.getByTestId('language-switch');
    this.logo = page.getByTestId('logo');
    this.offlineBadge = page.getByTestId('map-offline');
    this.mapCanvas = page.locator('canvas.maplibregl-canvas');
    this.locate = page.getByTestId('locate');
    this.navigate = page.getByTestId('navigate');
    this.zoomOutButton = page.locator('.maplibregl-ctrl-zoom-out');
  }

  /** Opens `path` and waits until the loading overlay has gone and the drawer is interactive. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(new URL(path, this.baseUrl).toString());
    await this.waitUntilLoaded();
  }

  /**
   * The map fired `load` (the app marks it) and the overlay has gone. Checking the overlay
   * alone is not enough: before the first render it is not there yet either.
   */
  async waitUntilLoaded(): Promise<void> {
    await this.page.waitForFunction(
      () =>
        performance.getEntriesByName('map-load').length > 0 &&
        document.querySelector('[data-testid=map-loading]') === null,
      undefined,
      { timeout: 30_000 },
    );
    await this.drawer.waitFor({ state: 'attached' });
  }

  async isDrawerOpen(): Promise<boolean> {
    return (await this.drawer.getAttribute('data-open')) === 'true';
  }

  /** Waits until the drawer reports `open` and its spring has settled. */
  async waitForDrawer(open: boolean): Promise<void> {
    await this.page.waitForFunction(
      (want) =>
        document.querySelector('[data-testid=drawer]')?.getAttribute('data-open') === String(want),
      open,
    );
    await this.waitForSheetToSettle();
  }

  /** The sheet's top edge, px from the top of the viewport. */
  async sheetTop(): Promise<number> {
    const box = await this.drawer.boundingBox();
    if (!box) throw new Error('drawer not visible');
    return box.y;
  }

  private async waitForSheetToSettle(): Promise<void> {
    let last = Number.NaN;
    for (let i = 0; i < 40; i++) {
      const top = await this.sheetTop();
      if (Math.abs(top - last) < 0.5) return;
      last = top;
      await this.page.waitForTimeout(100);
    }
  }

  async tapHeader(): Promise<void> {
    await this.drawerHeader.tap();
  }

  async tapOverlay(): Promise<void> {
    // Tap the dimmed map above the sheet, not the middle of the screen (the sheet covers it).
    await this.drawerOverlay.tap({ position: { x: 40, y: 120 } });
  }

  /**
   * A finger on the header moves `dy` px (negative: up) in `steps`, then lifts; `whileHeld`
   * runs before it lifts.
   */
  async dragHeader(dy: number, steps = 12, whileHeld?: () => Promise<void>): Promise<void> {
    const box = await this.drawerHeader.boundingBox();
    if (!box) throw new Error('drawer header not visible');
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(box.height / 2, 40);
    const cdp = await this.cdp();
    const point = (py: number) => [{ x, y: py, id: 1, radiusX: 2, radiusY: 2, force: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(y) });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: point(y + (dy * i) / steps),
      });
      await this.page.waitForTimeout(16);
    }
    await this.page.waitForTimeout(120); // hold still: a slow drag, not a flick
    await whileHeld?.();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** A marker that is on screen (between the top bar and the drawer) and not active. */
  async visibleInactiveMarker(): Promise<{ marker: Locator; number: number }> {
    const viewport = this.page.viewportSize();
    const drawerTop = await this.sheetTop();
    for (const marker of await this.markers.all()) {
      if ((await marker.getAttribute('data-active')) === 'true') continue;
      const box = await marker.boundingBox();
      if (!box || !viewport) continue;
      if (
        box.y > 70 &&
        box.y + box.height < drawerTop &&
        box.x > 0 &&
        box.x + box.width < viewport.width - 50
      ) {
        const label = (await marker.getAttribute('aria-label')) ?? '';
        return { marker, number: Number(/\d+/.exec(label)?.[0]) };
      }
    }
    throw new Error('no inactive marker on screen');
  }

  /** Taps the map's zoom-out button and waits for the zoom animation to end. */
  async zoomOut(): Promise<void> {
    await this.zoomOutButton.tap();
    await this.page.waitForTimeout(600);
  }

  async stepNext(times = 1): Promise<void> {
    for (let i = 0; i < times; i++) await this.next.tap();
  }

  async switchLanguage(): Promise<void> {
    await this.languageSwitch.tap();
  }

  /**
   * Switches the language by a click in the page and returns, for each of the following
   * animation frames (just before each paint), the language code the switch offers and the
   * next button's text, so a test can tell whether any painted frame mixed the two languages.
   */
  async switchLanguageRecordingFrames(frames = 12): Promise<{ offers: string; next: string }[]> {
    return this.page.evaluate(
      (count) =>
        new Promise<{ offers: string; next: string }[]>((resolve) => {
          const switchButton = document.querySelector<HTMLElement>(
            '[data-testid="language-switch"]',
          );
          const next = document.querySelector('[data-testid="next"]');
          const code = switchButton?.querySelector('.lang-switch__code');
          if (!switchButton || !next || !code) throw new Error('no language switch or next button');
          const seen: { offers: string; next: string }[] = [];
          const record = () => {
            seen.push({ offers: code.textContent ?? '', next: next.textContent ?? '' });
            if (seen.length < count) requestAnimationFrame(record);
            else resolve(seen);
          };
          requestAnimationFrame(record);
          switchButton.click();
        }),
      frames,
    );
  }

  /**
   * Tries to scroll the page itself with a mouse wheel over the footer (over the map, the
   * map takes the wheel for zooming). Returns the page's scroll position after.
   */
  async scrollPage(dy: number): Promise<number> {
    const box = await this.counter.boundingBox();
    if (!box) throw new Error('footer not visible');
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.wheel(0, dy);
    await this.page.waitForTimeout(200);
    return this.page.evaluate(() => document.scrollingElement?.scrollTop ?? window.scrollY);
  }

  private cdpSession: CDPSession | null = null;
  private async cdp(): Promise<CDPSession> {
    this.cdpSession ??= await this.page.context().newCDPSession(this.page);
    return this.cdpSession;
  }
}
