import { describe, expect, it } from 'vitest';
import { AudioService } from '../../../src/lib/audio/audioService.ts';
import type { AudioEvent, AudioTrack } from '../../../src/lib/audio/audioTypes.ts';
import { fakeEngine, manualTimers } from '../../support/fakeAudioEngine.ts';

const stop1: AudioTrack = { id: 'loc-1', src: '/mp3/stop-1.mp3', title: 'Stop 1' };
const stop2: AudioTrack = { id: 'loc-2', src: '/mp3/stop-2.mp3', title: 'Stop 2' };

function setup() {
  const { engine, sounds } = fakeEngine(65);
  const timers = manualTimers();
  const audio = new AudioService({ engine: async () => engine, timers });
  const events: AudioEvent['type'][] = [];
  audio.on((e) => events.push(e.type));
  /** Lets the fake sound play on by `s` seconds and the service read its position. */
  const play = (s: number) => {
    sounds.at(-1)?.advance(s);
    timers.tick();
  };
  return { audio, sounds, play, events };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the audio service', () => {
  it('plays a track and follows its position while it plays', async () => {
    const { audio, play } = setup();
    await audio.play(stop1);
    await settle();
    expect(audio.getSnapshot()).toMatchObject({ status: 'playing', duration: 65 });
    play(12.4);
    expect(audio.getSnapshot().position).toBeCloseTo(12.4);
  });

  it('plays one track at a time: starting another stops and rewinds the first', async () => {
    const { audio, sounds, play } = setup();
    await audio.play(stop1);
    play(20);
    await audio.play(stop2);
    await settle();
    const [first, second] = sounds;
    expect(first?.playing).toBe(false);
    expect(first?.at).toBe(0);
    expect(first?.unloaded).toBe(true);
    expect(second?.playing).toBe(true);
    expect(audio.getSnapshot()).toMatchObject({ track: stop2, status: 'playing', position: 0 });
    // Back to the first: it starts from the beginning, not from 20 s.
    await audio.play(stop1);
    await settle();
    expect(sounds[2]?.at).toBe(0);
    expect(audio.getSnapshot().position).toBe(0);
  });

  it('pauses and resumes where it was; toggle does the one or the other', async () => {
    const { audio, play } = setup();
    await audio.toggle(stop1);
    play(8);
    await audio.toggle(stop1);
    expect(audio.getSnapshot()).toMatchObject({ status: 'paused', position: 8 });
    await audio.toggle(stop1);
    expect(audio.getSnapshot()).toMatchObject({ status: 'playing', position: 8 });
  });

  it('seeks within the track, clamped to its length', async () => {
    const { audio, sounds } = setup();
    await audio.play(stop1);
    await settle();
    audio.seek(30);
    expect(sounds[0]?.at).toBe(30);
    expect(audio.getSnapshot().position).toBe(30);
    audio.seek(999);
    expect(audio.getSnapshot().position).toBe(65);
    audio.seek(-5);
    expect(audio.getSnapshot().position).toBe(0);
  });

  it('resets the progress when the track ends', async () => {
    const { audio, play, events } = setup();
    await audio.play(stop1);
    play(70);
    expect(audio.getSnapshot()).toMatchObject({ status: 'stopped', position: 0 });
    expect(events).toContain('end');
  });

  it('keeps the playback speed for the next track', async () => {
    const { audio, sounds } = setup();
    await audio.play(stop1);
    audio.setRate(1.5);
    await audio.play(stop2);
    expect(sounds[1]?.speed).toBe(1.5);
    expect(audio.getSnapshot().rate).toBe(1.5);
  });

  it('reports a track that cannot load, and plays the next one fine', async () => {
    const { audio } = setup();
    await audio.play({ ...stop1, src: '/missing.mp3' });
    await settle();
    expect(audio.getSnapshot()).toMatchObject({ status: 'error', error: '404' });
    await audio.play(stop2);
    await settle();
    expect(audio.getSnapshot().status).toBe('playing');
  });

  it('tells listeners what happens, for the lock screen and GPS later', async () => {
    const { audio, play, events } = setup();
    await audio.play(stop1);
    play(3);
    audio.pause();
    audio.seek(10);
    await audio.play(stop2);
    expect(events).toEqual(['track', 'play', 'pause', 'seek', 'track', 'play']);
  });
});
