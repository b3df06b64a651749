import { describe, expect, it } from 'vitest';
import { AudioService } from '../../../src/lib/audio/audioService.ts';
import type { AudioTrack } from '../../../src/lib/audio/audioTypes.ts';
import { connectMediaSession, type MediaSessionLike } from '../../../src/lib/audio/mediaSession.ts';
import { fakeEngine, manualTimers } from '../../support/fakeAudioEngine.ts';

const stop = (n: number): AudioTrack => ({
  id: `loc-${n}`,
  src: `/mp3/stop-${n}.mp3`,
  title: `Stop ${n}`,
  album: 'Museumplein',
  artwork: `/img/${n}.webp`,
});

function fakeSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const positions: MediaPositionState[] = [];
  const session: MediaSessionLike & { handlers: typeof handlers; positions: typeof positions } = {
    metadata: null,
    playbackState: 'none',
    handlers,
    positions,
    setActionHandler(action, handler) {
      if (action === 'seekto' && handler === undefined) throw new Error('unknown');
      handlers.set(action, handler);
    },
    setPositionState(state) {
      if (state) positions.push(state);
    },
  };
  return session;
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const metadata = (init: MediaMetadataInit) => init as unknown as MediaMetadata;

describe('the lock screen (Media Session)', () => {
  function setup() {
    const { engine, sounds } = fakeEngine(90);
    const timers = manualTimers();
    const audio = new AudioService({ engine: async () => engine, timers });
    const session = fakeSession();
    const steps: string[] = [];
    const off = connectMediaSession(
      audio,
      { previous: () => steps.push('previous'), next: () => steps.push('next') },
      session,
      metadata,
    );
    return { audio, session, steps, off, sounds, timers };
  }

  it('names the stop, its route and picture, and follows the track as the stop changes', async () => {
    const { audio, session } = setup();
    await audio.load(stop(3));
    expect(session.metadata).toMatchObject({
      title: 'Stop 3',
      artist: 'Museumplein',
      album: 'Museumplein',
      artwork: [{ src: '/img/3.webp' }],
    });
    await audio.load(stop(4));
    expect(session.metadata).toMatchObject({ title: 'Stop 4' });
  });

  it('plays, pauses and seeks the player from the lock screen buttons', async () => {
    const { audio, session, sounds, timers } = setup();
    await audio.load(stop(1));
    await settle();
    session.handlers.get('play')?.({ action: 'play' });
    await settle();
    expect(audio.getSnapshot().status).toBe('playing');
    expect(session.playbackState).toBe('playing');
    sounds.at(-1)?.advance(30);
    timers.tick();
    session.handlers.get('seekbackward')?.({ action: 'seekbackward' });
    expect(audio.getSnapshot().position).toBeCloseTo(20);
    session.handlers.get('seekforward')?.({ action: 'seekforward', seekOffset: 15 });
    expect(audio.getSnapshot().position).toBeCloseTo(35);
    session.handlers.get('seekto')?.({ action: 'seekto', seekTime: 60 });
    expect(audio.getSnapshot().position).toBeCloseTo(60);
    session.handlers.get('pause')?.({ action: 'pause' });
    expect(session.playbackState).toBe('paused');
    expect(session.positions.at(-1)).toMatchObject({ duration: 90, playbackRate: 1 });
  });

  it('steps to the previous and next stop, and lets go of everything when disconnected', async () => {
    const { session, steps, off } = setup();
    session.handlers.get('previoustrack')?.({ action: 'previoustrack' });
    session.handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(steps).toEqual(['previous', 'next']);
    off();
    expect([...session.handlers.values()].every((h) => h === null)).toBe(true);
    expect(session.metadata).toBeNull();
  });

  it('reports the playback speed to the lock screen', async () => {
    const { audio, session } = setup();
    await audio.play(stop(2));
    await settle();
    audio.setRate(1.5);
    expect(session.positions.at(-1)?.playbackRate).toBe(1.5);
  });
});
