/**
 * The audio service's vocabulary. The UI, and later the lock screen (Media Session) and
 * GPS-triggered play, all speak to the one service in these terms; howler is behind
 * `AudioEngine` and could be swapped for another player without touching them.
 */

/** Something to play: one stop's audio. */
export interface AudioTrack {
  /** Stable per stop (the location id): tells "this stop's audio" apart from another's. */
  id: string;
  src: string;
  title: string;
  /** For the lock screen later: the route's name, the stop's picture. */
  album?: string;
  artwork?: string;
}

/**
 * idle: nothing loaded; loading: fetching until it can play; playing; paused (keeps its
 * position); stopped (at 0: never started, ended, or stopped); error: it could not load or play.
 */
export type AudioStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'stopped' | 'error';

export interface AudioSnapshot {
  track: AudioTrack | null;
  status: AudioStatus;
  /** Seconds from the start. */
  position: number;
  /** Seconds; 0 until known. */
  duration: number;
  /** Playback speed, 1 = normal. */
  rate: number;
  /** Why it failed, when status is 'error'. */
  error: string | null;
  /** Whether the user has asked for play (and not pause) since the track was loaded. */
  wantsPlay: boolean;
}

export type AudioEvent =
  | { type: 'track'; track: AudioTrack }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'stop' }
  | { type: 'end' }
  | { type: 'seek'; position: number }
  | { type: 'rate'; rate: number }
  | { type: 'error'; message: string };

/** One loaded sound, as the engine gives it. */
export interface EngineSound {
  play(): void;
  pause(): void;
  stop(): void;
  /** Current position, seconds. */
  position(): number;
  seek(seconds: number): void;
  /** Seconds; 0 until known. */
  duration(): number;
  rate(rate: number): void;
  unload(): void;
}

export interface EngineHandlers {
  onLoad(): void;
  onPlay(): void;
  onPause(): void;
  onEnd(): void;
  onError(message: string): void;
}

/** Makes sounds. The app's is howler, loaded on first use; tests pass a fake. */
export interface AudioEngine {
  create(src: string, handlers: EngineHandlers): EngineSound;
}
