import { appAudio } from './appAudio.ts';

/** 0.05 s of silence (a WAV), small enough to inline: playing it needs no network. */
const SILENCE =
  'data:audio/wav;base64,UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA';

/**
 * Call inside a tap (Start walk): browsers refuse `play()` that no gesture started, and
 * Safari remembers the permission per page only once something has played in a gesture. A
 * moment of silence is played now, and the player's engine starts loading, so a stop's audio
 * can start later by itself (arrival by GPS, the lock screen).
 */
export function unlockAudio(): void {
  if (typeof Audio !== 'undefined') {
    try {
      const silent = new Audio(SILENCE);
      silent.volume = 0;
      silent.play().catch(() => {
        // Refused (no gesture after all, or no audio device): nothing more can be done here.
      });
    } catch {
      // An environment without media playback: the walk goes on without sound.
    }
  }
  appAudio().warmUp();
}
