/**
 * The lock screen and headphone buttons (Media Session API): what plays (stop title, route,
 * artwork) and what the buttons do (play, pause, seek, previous and next stop), kept in step
 * with the app's one audio player. Where the browser has no Media Session, nothing happens.
 */
import type { AudioService } from './audioService.ts';
import type { AudioTrack } from './audioTypes.ts';

export interface StopSkip {
  previous(): void;
  next(): void;
}

/** The part of `navigator.mediaSession` used here, so tests can pass a fake. */
export interface MediaSessionLike {
  metadata: MediaMetadata | null;
  playbackState: MediaSessionPlaybackState;
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void;
  setPositionState?(state?: MediaPositionState): void;
}

const SEEK_STEP_S = 10;

type MetadataInit = MediaMetadataInit;

export function trackMetadata(track: AudioTrack): MetadataInit {
  return {
    title: track.title,
    artist: track.album ?? '',
    album: track.album ?? '',
    artwork: track.artwork ? [{ src: track.artwork }] : [],
  };
}

const ACTIONS: MediaSessionAction[] = [
  'play',
  'pause',
  'seekbackward',
  'seekforward',
  'seekto',
  'previoustrack',
  'nexttrack',
];

/** Connects the player to the lock screen; the returned function disconnects it. */
export function connectMediaSession(
  audio: AudioService,
  skip: StopSkip,
  session: MediaSessionLike | undefined = typeof navigator === 'undefined' ||
  !('mediaSession' in navigator)
    ? undefined
    : navigator.mediaSession,
  makeMetadata: (init: MetadataInit) => MediaMetadata = (init) => new MediaMetadata(init),
): () => void {
  if (!session) return () => {};
  const handlers: Record<string, MediaSessionActionHandler> = {
    play: () => void audio.play(),
    pause: () => audio.pause(),
    seekbackward: (d) => audio.seek(audio.getSnapshot().position - (d.seekOffset ?? SEEK_STEP_S)),
    seekforward: (d) => audio.seek(audio.getSnapshot().position + (d.seekOffset ?? SEEK_STEP_S)),
    seekto: (d) => {
      if (d.seekTime !== undefined) audio.seek(d.seekTime);
    },
    previoustrack: () => skip.previous(),
    nexttrack: () => skip.next(),
  };
  for (const action of ACTIONS) {
    try {
      session.setActionHandler(action, handlers[action] ?? null);
    } catch {
      // This browser does not know the action (older Safari: seekto); the others still work.
    }
  }
  let shownTrack: string | null = null;
  const sync = () => {
    const s = audio.getSnapshot();
    if (s.track && s.track.id !== shownTrack) {
      session.metadata = makeMetadata(trackMetadata(s.track));
      shownTrack = s.track.id;
    }
    session.playbackState =
      s.status === 'playing' ? 'playing' : s.status === 'paused' ? 'paused' : 'none';
    if (s.duration > 0 && session.setPositionState) {
      try {
        session.setPositionState({
          duration: s.duration,
          position: Math.min(s.position, s.duration),
          playbackRate: s.rate,
        });
      } catch {
        // A position the browser refuses (a duration still changing) is left for the next tick.
      }
    }
  };
  sync();
  const off = audio.subscribe(sync);
  return () => {
    off();
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // See above.
      }
    }
    session.metadata = null;
    session.playbackState = 'none';
  };
}
