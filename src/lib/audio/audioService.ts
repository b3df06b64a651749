/**
 * The one audio player of the app (specification, "Audio"): one track at a time. Loading or
 * playing another track stops the one before and rewinds it: its position is dropped with it,
 * so it starts at 0 next time. The end of a track rewinds it to 0 too.
 *
 * The UI reads `getSnapshot()` (with `subscribe`, for useSyncExternalStore); features that act
 * on playback (the lock screen, GPS-triggered play, resuming where one left off) listen with
 * `on()` and call the same verbs, so they all follow the same single-instance rule.
 *
 * While a track plays, its position is read from the engine every `tickMs` (howler has no
 * time-update event).
 */
import type {
  AudioEngine,
  AudioEvent,
  AudioSnapshot,
  AudioTrack,
  EngineSound,
} from './audioTypes.ts';

export interface AudioTimers {
  setInterval(cb: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface AudioServiceOptions {
  /** Resolves to the engine; called once, on the first track (howler loads lazily). */
  engine: () => Promise<AudioEngine>;
  timers?: AudioTimers;
  tickMs?: number;
}

const IDLE: AudioSnapshot = {
  track: null,
  status: 'idle',
  position: 0,
  duration: 0,
  rate: 1,
  error: null,
  wantsPlay: false,
};

type Listener = () => void;
type EventListener = (event: AudioEvent) => void;

export class AudioService {
  private snapshot: AudioSnapshot = IDLE;
  private sound: EngineSound | null = null;
  /** Bumped for every new track: callbacks of a sound that was replaced are ignored. */
  private generation = 0;
  private engine: Promise<AudioEngine> | null = null;
  private ticker: unknown = null;
  private readonly listeners = new Set<Listener>();
  private readonly eventListeners = new Set<EventListener>();
  private readonly timers: AudioTimers;
  private readonly tickMs: number;

  constructor(private readonly options: AudioServiceOptions) {
    this.timers = options.timers ?? {
      setInterval: (cb, ms) => globalThis.setInterval(cb, ms),
      clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
    };
    this.tickMs = options.tickMs ?? 250;
  }

  getSnapshot = (): AudioSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Playback events, for features beside the UI (lock screen, GPS, resume). */
  on(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Makes `track` the current one, stopped at 0; the previous one stops and rewinds. */
  async load(track: AudioTrack): Promise<void> {
    if (this.snapshot.track?.id === track.id && this.sound) return;
    this.release();
    const generation = ++this.generation;
    this.set({ ...IDLE, rate: this.snapshot.rate, track, status: 'loading' });
    this.emit({ type: 'track', track });
    const engine = await this.loadEngine().catch((e: unknown) => {
      this.fail(generation, e instanceof Error ? e.message : String(e));
      return null;
    });
    if (!engine || generation !== this.generation) return;
    const current = (): boolean => generation === this.generation;
    this.sound = engine.create(track.src, {
      onLoad: () => current() && this.onLoad(),
      onPlay: () => current() && this.onPlay(),
      onPause: () => current() && this.onPause(),
      onEnd: () => current() && this.onEnd(),
      onError: (message) => this.fail(generation, message),
    });
    this.sound.rate(this.snapshot.rate);
  }

  /** Plays `track` (loading it first when it is not the current one), or the current track. */
  async play(track?: AudioTrack): Promise<void> {
    if (track && this.snapshot.track?.id !== track.id) await this.load(track);
    if (!this.sound || this.snapshot.status === 'error') return;
    this.set({ wantsPlay: true });
    this.sound.play();
  }

  pause(): void {
    this.set({ wantsPlay: false });
    this.sound?.pause();
  }

  /** Play when this track is not playing, pause when it is. */
  async toggle(track: AudioTrack): Promise<void> {
    const s = this.snapshot;
    if (s.track?.id === track.id && (s.status === 'playing' || s.wantsPlay)) this.pause();
    else await this.play(track);
  }

  /** Stops and rewinds to 0; the track stays loaded. */
  stop(): void {
    if (!this.sound) return;
    this.stopTicking();
    this.sound.stop();
    this.set({ status: 'stopped', position: 0, wantsPlay: false });
    this.emit({ type: 'stop' });
  }

  seek(seconds: number): void {
    if (!this.sound || !Number.isFinite(seconds)) return;
    const max = this.snapshot.duration > 0 ? this.snapshot.duration : Number.POSITIVE_INFINITY;
    const position = Math.min(Math.max(0, seconds), max);
    this.sound.seek(position);
    const status =
      this.snapshot.status === 'stopped' && position > 0 ? 'paused' : this.snapshot.status;
    this.set({ position, status });
    this.emit({ type: 'seek', position });
  }

  /** Playback speed (the walk's 0.75–1.5×); kept for the tracks that follow. */
  setRate(rate: number): void {
    if (!Number.isFinite(rate) || rate <= 0) return;
    this.sound?.rate(rate);
    this.set({ rate });
    this.emit({ type: 'rate', rate });
  }

  /** Starts loading the engine ahead of the first track (a walk's start, in the tap). */
  warmUp(): void {
    this.loadEngine().catch(() => {
      // Tried again with the first track.
    });
  }

  /** Stops and forgets the current track (the app going away, access lost). */
  unload(): void {
    this.release();
    this.generation++;
    this.set({ ...IDLE, rate: this.snapshot.rate });
  }

  private loadEngine(): Promise<AudioEngine> {
    this.engine ??= this.options.engine();
    // A failed load may be retried with the next track.
    this.engine.catch(() => {
      this.engine = null;
    });
    return this.engine;
  }

  private release(): void {
    this.stopTicking();
    const old = this.sound;
    this.sound = null;
    if (old) {
      old.stop();
      old.unload();
    }
  }

  private onLoad(): void {
    const duration = this.sound?.duration() ?? 0;
    // Loaded and not asked to play yet: ready, at 0. (Asked: it stays "loading" until it plays.)
    const ready = this.snapshot.status === 'loading' && !this.snapshot.wantsPlay;
    this.set({ duration, ...(ready ? { status: 'stopped' } : {}) });
  }

  private onPlay(): void {
    this.set({ status: 'playing', duration: this.sound?.duration() || this.snapshot.duration });
    this.startTicking();
    this.emit({ type: 'play' });
  }

  private onPause(): void {
    this.stopTicking();
    this.set({ status: 'paused', position: this.sound?.position() ?? this.snapshot.position });
    this.emit({ type: 'pause' });
  }

  /** The end rewinds: progress back to 0, stopped (specification). */
  private onEnd(): void {
    this.stopTicking();
    this.sound?.stop();
    this.set({ status: 'stopped', position: 0, wantsPlay: false });
    this.emit({ type: 'end' });
  }

  private fail(generation: number, message: string): void {
    if (generation !== this.generation) return;
    this.stopTicking();
    this.set({ status: 'error', error: message, wantsPlay: false });
    this.emit({ type: 'error', message });
  }

  private startTicking(): void {
    this.stopTicking();
    this.ticker = this.timers.setInterval(() => {
      if (this.sound) this.set({ position: this.sound.position() });
    }, this.tickMs);
  }

  private stopTicking(): void {
    if (this.ticker !== null) this.timers.clearInterval(this.ticker);
    this.ticker = null;
  }

  private set(patch: Partial<AudioSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    const changed = (Object.keys(patch) as (keyof AudioSnapshot)[]).some(
      (k) => next[k] !== this.snapshot[k],
    );
    if (!changed) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private emit(event: AudioEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }
}
