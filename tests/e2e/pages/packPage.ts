import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { addTestStyle } from './testStyle.ts';

/** A pack row as the page stores it in IndexedDB (the fields the tests read). */
export interface StoredPack {
  route_id: string;
  state: string;
  version: string;
  ready_version: string | null;
  bytes_done: number;
  bytes_total: number;
  files_done: number;
  files_total: number;
  error: string | null;
  error_detail: string | null;
  files: { url: string; kind: string; bytes?: number }[];
}

export interface AudioCheck {
  played: boolean;
  duration: number;
  seekedTo: number;
  seekableEnd: number;
  advancedAfterSeek: boolean;
  error: string | null;
}

const hex = (c: string): [number, number, number] => [
  Number.parseInt(c.slice(1, 3), 16),
  Number.parseInt(c.slice(3, 5), 16),
  Number.parseInt(c.slice(5, 7), 16),
];

/** The offline-pack side of the route screen: the map's pill, the download control, storage. */
export class PackPage {
  readonly pill: Locator;
  readonly readyPill: Locator;
  readonly noMapBadge: Locator;
  readonly panel: Locator;
  readonly control: Locator;
  readonly status: Locator;
  readonly progress: Locator;
  readonly updateBanner: Locator;

  constructor(readonly page: Page) {
    this.pill = page.locator('.map-pack__pill');
    this.readyPill = page.getByTestId('map-pack-ready');
    this.noMapBadge = page.getByTestId('map-offline');
    this.panel = page.getByTestId('map-pack-panel');
    this.control = this.panel.getByTestId('pack-control');
    this.status = this.panel.getByTestId('pack-status');
    this.progress = page.getByTestId('pack-progress');
    this.updateBanner = page.getByTestId('update-banner');
  }

  async openPanel(): Promise<void> {
    if (!(await this.panel.isVisible())) await this.pill.click();
    await this.control.waitFor();
  }

  /** The route's pack row, read straight from IndexedDB (what every tab's UI reads). */
  async row(routeId: string): Promise<StoredPack | null> {
    return this.page.evaluate(
      (id) =>
        new Promise<StoredPack | null>((resolve, reject) => {
          const open = indexedDB.open('routegids');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('packs')) return resolve(null);
            const read = db.transaction('packs').objectStore('packs').get(id);
            read.onsuccess = () => {
              resolve((read.result as StoredPack | undefined) ?? null);
              db.close();
            };
            read.onerror = () => reject(read.error);
          };
        }),
      routeId,
    );
  }

  /** Polls the row until `done` says so; returns every row seen on the way (progress). */
  async watch(
    routeId: string,
    done: (row: StoredPack | null) => boolean,
    timeoutMs = 60_000,
  ): Promise<StoredPack[]> {
    const seen: StoredPack[] = [];
    const until = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.row(routeId);
      if (row) seen.push(row);
      if (done(row)) return seen;
      if (Date.now() > until) {
        throw new Error(
          `pack ${routeId} did not get there: ${JSON.stringify(row && { ...row, files: row.files.length })}`,
        );
      }
      await this.page.waitForTimeout(50);
    }
  }

  async waitForController(): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
  }

  /**
   * Pixels of the map's canvas alone (markers, route line, controls and the drawer hidden),
   * counted per colour: the test style's streets and parks show which tiles were drawn.
   */
  async mapColours(colours: Record<string, string>): Promise<Record<string, number>> {
    const removeStyle = await addTestStyle(
      this.page,
      '.maplibregl-marker,.maplibregl-control-container,.top-bar,.drawer,.drawer-footer,.map-pack,.update-banner{visibility:hidden!important}',
    );
    const shot = await this.page.locator('canvas.maplibregl-canvas').screenshot();
    await removeStyle();
    const image = PNG.sync.read(shot);
    const targets = Object.entries(colours).map(([name, c]) => [name, hex(c)] as const);
    const counts: Record<string, number> = Object.fromEntries(targets.map(([n]) => [n, 0]));
    for (let i = 0; i < image.data.length; i += 4) {
      const px = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
      for (const [name, [r, g, b]] of targets) {
        if (Math.abs(px[0]! - r) + Math.abs(px[1]! - g) + Math.abs(px[2]! - b) < 30)
          counts[name]!++;
      }
    }
    return counts;
  }

  /** Plays `url` in an `<audio crossorigin>` element (muted, so no gesture is needed) and seeks. */
  async playAndSeek(url: string, seekTo: number): Promise<AudioCheck> {
    return this.page.evaluate(
      async ({ url, seekTo }) => {
        const audio = document.createElement('audio');
        audio.crossOrigin = 'anonymous';
        audio.muted = true;
        audio.preload = 'auto';
        audio.src = url;
        document.body.append(audio);
        const once = (name: string, ms = 10_000) =>
          new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), ms);
            audio.addEventListener(
              name,
              () => {
                clearTimeout(timer);
                resolve(true);
              },
              { once: true },
            );
          });
        const result = {
          played: false,
          duration: 0,
          seekedTo: -1,
          seekableEnd: 0,
          advancedAfterSeek: false,
          error: null as string | null,
        };
        try {
          await audio.play();
          result.played = await once('timeupdate');
          result.duration = audio.duration;
          result.seekableEnd = audio.seekable.length ? audio.seekable.end(0) : 0;
          const seeked = once('seeked');
          audio.currentTime = seekTo;
          if (await seeked) result.seekedTo = audio.currentTime;
          const from = audio.currentTime;
          await new Promise((r) => setTimeout(r, 700));
          result.advancedAfterSeek = audio.currentTime > from;
        } catch (e) {
          result.error = e instanceof Error ? e.message : String(e);
        }
        if (audio.error) result.error = `media error ${audio.error.code}`;
        audio.pause();
        audio.remove();
        return result;
      },
      { url, seekTo },
    );
  }

  /** Loads each URL in an `<img>`; returns those that did not show (naturalWidth 0 or error). */
  async brokenImages(urls: string[]): Promise<string[]> {
    return this.page.evaluate(
      (list) =>
        Promise.all(
          list.map(
            (src) =>
              new Promise<string | null>((resolve) => {
                const img = new Image();
                img.onload = () => resolve(img.naturalWidth > 0 ? null : src);
                img.onerror = () => resolve(src);
                img.src = src;
              }),
          ),
        ).then((r) => r.filter((s): s is string => s !== null)),
      urls,
    );
  }
}
