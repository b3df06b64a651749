import type { Locator, Page } from 'playwright-core';
import { swipe } from './touch.ts';

/** The route detail carousel (/stops): slides, audio, photos, the final slide. */
export class DetailPage {
  readonly root: Locator;
  readonly counter: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly bullets: Locator;
  readonly viewer: Locator;
  readonly cta: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('route-detail');
    this.counter = page.getByTestId('detail-counter');
    this.next = page.getByTestId('detail-next');
    this.previous = page.getByTestId('detail-previous');
    this.bullets = page.locator('[data-testid=pagination] .swiper-pagination-bullet');
    this.viewer = page.getByTestId('photo-viewer');
    this.cta = page.getByTestId('cta-slide');
  }

  /** From the map: open the drawer and its "Foto's, video en verhaal". */
  async openFromMap(): Promise<void> {
    await this.page.getByTestId('drawer-header').tap();
    await this.page.getByTestId('open-details').tap();
    await this.root.waitFor();
  }

  /** The slide of stop `index` (0-based), when rendered. */
  slide(index: number): Locator {
    return this.page.locator(`[data-testid=stop-slide][data-index="${index}"]`);
  }

  /** The active slide (swiper marks it). */
  get active(): Locator {
    return this.page.locator('.swiper-slide-active [data-testid=stop-slide]');
  }

  /** Waits until the active slide's media is ready ("Content laden..." gone). */
  async waitUntilReady(): Promise<void> {
    await this.page
      .locator('.swiper-slide-active [data-testid=stop-slide][data-ready=true]')
      .waitFor();
    await this.page.getByTestId('slide-loading').waitFor({ state: 'detached' });
  }

  /** A finger swipes the carousel: 'left' shows the next slide, 'right' the previous. */
  async swipe(direction: 'left' | 'right'): Promise<void> {
    const box = await this.root.boundingBox();
    if (!box) throw new Error('carousel not visible');
    const y = box.y + box.height * 0.35;
    // Well over half a slide (a slow swipe needs half of width + 40 px gap to change slides).
    const [a, b] = direction === 'left' ? [0.9, 0.1] : [0.1, 0.9];
    await swipe(this.page, { x: box.x + box.width * a, y }, { x: box.x + box.width * b, y });
    await this.page.waitForTimeout(700); // speed 500 ms
  }

  audio(index: number) {
    const slide = this.slide(index);
    return {
      toggle: slide.getByTestId('audio-toggle'),
      status: slide.getByTestId('audio-status'),
      time: slide.getByTestId('audio-time'),
      seek: slide.getByTestId('audio-seek'),
    };
  }

  /** Sets the seek bar to `seconds` the way a finger on the slider ends up doing. */
  async seek(index: number, seconds: number): Promise<void> {
    await this.audio(index).seek.evaluate((el, value) => {
      const input = el as HTMLInputElement;
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      set?.call(input, String(value));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, seconds);
  }

  /** Seconds shown as the current position ("m:ss / m:ss"). */
  async position(index: number): Promise<number> {
    const text = (await this.audio(index).time.textContent()) ?? '';
    const [m, s] = text.split(' / ')[0]!.split(':').map(Number);
    return (m ?? 0) * 60 + (s ?? 0);
  }

  async close(): Promise<void> {
    await this.page.locator('.screen-dialog__close').tap();
    await this.root.waitFor({ state: 'detached' });
  }
}
