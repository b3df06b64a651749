import type { AudioTimers } from '../../src/lib/audio/audioService.ts';
import type { AudioEngine, EngineHandlers, EngineSound } from '../../src/lib/audio/audioTypes.ts';

/** A sound that plays in test time: `advance(s)` moves it on, and ends it at its duration. */
export class FakeSound implements EngineSound {
  at = 0;
  playing = false;
  unloaded = false;
  stops = 0;
  speed = 1;
  constructor(
    readonly src: string,
    readonly h: EngineHandlers,
    readonly length: number,
  ) {}
  play() {
    this.playing = true;
    this.h.onPlay();
  }
  pause() {
    this.playing = false;
    this.h.onPause();
  }
  stop() {
    this.playing = false;
    this.at = 0;
    this.stops++;
  }
  position() {
    return this.at;
  }
  seek(s: number) {
    this.at = s;
  }
  duration() {
    return this.length;
  }
  rate(r: number) {
    this.speed = r;
  }
  unload() {
    this.unloaded = true;
  }
  advance(seconds: number) {
    if (!this.playing) return;
    this.at = Math.min(this.length, this.at + seconds * this.speed);
    if (this.at >= this.length) {
      this.playing = false;
      this.h.onEnd();
    }
  }
}

/** An engine whose sounds load at once (or fail, for URLs containing "missing"). */
export function fakeEngine(length = 65): { engine: AudioEngine; sounds: FakeSound[] } {
  const sounds: FakeSound[] = [];
  return {
    sounds,
    engine: {
      create(src, h) {
        const sound = new FakeSound(src, h, length);
        sounds.push(sound);
        queueMicrotask(() => (src.includes('missing') ? h.onError('404') : h.onLoad()));
        return sound;
      },
    },
  };
}

/** Interval timers the test runs by hand. */
export function manualTimers(): AudioTimers & { tick(): void } {
  const intervals = new Map<number, () => void>();
  let next = 1;
  return {
    setInterval(cb) {
      intervals.set(next, cb);
      return next++;
    },
    clearInterval(handle) {
      intervals.delete(handle as number);
    },
    tick() {
      for (const cb of [...intervals.values()]) cb();
    },
  };
}
