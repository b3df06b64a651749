import { useCallback, useSyncExternalStore } from 'react';
import { appAudio } from '../../lib/audio/appAudio.ts';
import type { AudioService } from '../../lib/audio/audioService.ts';
import type { AudioSnapshot, AudioStatus, AudioTrack } from '../../lib/audio/audioTypes.ts';

export interface TrackState {
  /** This track is the one loaded in the app's player. */
  current: boolean;
  status: AudioStatus;
  playing: boolean;
  position: number;
  duration: number;
  error: string | null;
  toggle(): void;
  seek(seconds: number): void;
}

const STOPPED = { status: 'stopped' as const, position: 0, duration: 0, error: null };

/**
 * One stop's view of the app's single player: its own state when it is the loaded track,
 * otherwise stopped at 0 (another stop's audio took over and rewound it).
 */
export function useAudioTrack(
  track: AudioTrack | null,
  service: AudioService = appAudio(),
): TrackState {
  const snapshot: AudioSnapshot = useSyncExternalStore(
    service.subscribe,
    service.getSnapshot,
    service.getSnapshot,
  );
  const current = !!track && snapshot.track?.id === track.id;
  const view = current ? snapshot : STOPPED;
  const toggle = useCallback(() => {
    if (track) void service.toggle(track);
  }, [service, track]);
  const seek = useCallback(
    (seconds: number) => {
      if (current) service.seek(seconds);
    },
    [service, current],
  );
  return {
    current,
    status: view.status,
    playing: view.status === 'playing',
    position: view.position,
    duration: view.duration,
    error: view.error,
    toggle,
    seek,
  };
}
