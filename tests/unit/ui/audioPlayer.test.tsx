// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../src/i18n/i18n.ts';
import { AudioService } from '../../../src/lib/audio/audioService.ts';
import type { AudioTrack } from '../../../src/lib/audio/audioTypes.ts';
import { AudioPlayer } from '../../../src/ui/audio/AudioPlayer.tsx';
import { fakeEngine, manualTimers } from '../../support/fakeAudioEngine.ts';

const { engine, sounds } = fakeEngine(125);
const timers = manualTimers();
const service = new AudioService({ engine: async () => engine, timers });

// Every player on screen reaches the app's one service; here it is one with a fake engine.
vi.mock('../../../src/lib/audio/appAudio.ts', () => ({ appAudio: () => service }));

beforeAll(() => initI18n('nl'));
afterEach(() => {
  cleanup();
  service.unload();
});

const stop1: AudioTrack = { id: 'loc-1', src: '/mp3/stop-1.mp3', title: 'Stop 1' };
const stop2: AudioTrack = { id: 'loc-2', src: '/mp3/stop-2.mp3', title: 'Stop 2' };

function players() {
  render(
    <>
      <AudioPlayer track={stop1} />
      <AudioPlayer track={stop2} />
    </>,
  );
  const [one, two] = screen.getAllByTestId('audio-player').map((el) => within(el));
  return { one: one!, two: two! };
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('the audio players', () => {
  it('show "Gestopt" and 0:00 before anything plays', () => {
    const { one } = players();
    expect(one.getByTestId('audio-status').textContent).toBe('Gestopt');
    expect(one.getByTestId('audio-time').textContent).toBe('0:00 / 0:00');
  });

  it('play, show "Spelend" and the time as m:ss, and seek', async () => {
    const { one } = players();
    await act(async () => fireEvent.click(one.getByTestId('audio-toggle')));
    await flush();
    act(() => {
      sounds.at(-1)?.advance(67.8);
      timers.tick();
    });
    expect(one.getByTestId('audio-status').textContent).toBe('Spelend');
    expect(one.getByTestId('audio-time').textContent).toBe('1:07 / 2:05');
    act(() => {
      fireEvent.input(one.getByTestId('audio-seek'), { target: { value: '100' } });
    });
    expect(one.getByTestId('audio-time').textContent).toBe('1:40 / 2:05');
    expect(sounds.at(-1)?.at).toBe(100);
  });

  it('let one play at a time: starting the second stops the first and rewinds it to 0:00', async () => {
    const { one, two } = players();
    await act(async () => fireEvent.click(one.getByTestId('audio-toggle')));
    await flush();
    act(() => {
      sounds.at(-1)?.advance(30);
      timers.tick();
    });
    await act(async () => fireEvent.click(two.getByTestId('audio-toggle')));
    await flush();
    expect(two.getByTestId('audio-status').textContent).toBe('Spelend');
    expect(one.getByTestId('audio-status').textContent).toBe('Gestopt');
    expect(one.getByTestId('audio-time').textContent).toBe('0:00 / 0:00');
    expect(one.getByTestId('audio-toggle').getAttribute('aria-label')).toBe('Afspelen');
    expect(two.getByTestId('audio-toggle').getAttribute('aria-label')).toBe('Pauzeren');
  });

  it('reset the progress at the end of the track', async () => {
    const { two } = players();
    await act(async () => fireEvent.click(two.getByTestId('audio-toggle')));
    await flush();
    act(() => {
      sounds.at(-1)?.advance(200);
      timers.tick();
    });
    expect(two.getByTestId('audio-status').textContent).toBe('Gestopt');
    expect(two.getByTestId('audio-time').textContent).toBe('0:00 / 2:05');
  });
});

describe('the transcript', () => {
  it('is pointed to by the player, and its button takes the reader to it', () => {
    render(
      <>
        <AudioPlayer track={stop1} transcriptId="article-1" />
        <div id="article-1" tabIndex={-1}>
          De tekst die de audio voorleest.
        </div>
      </>,
    );
    expect(screen.getByTestId('audio-player').getAttribute('aria-details')).toBe('article-1');
    const button = screen.getByTestId('audio-transcript');
    expect(button.textContent).toBe('Tekst bij de audio');
    fireEvent.click(button);
    expect(document.activeElement?.id).toBe('article-1');
  });

  it('is not offered when the stop has no text', () => {
    render(<AudioPlayer track={stop1} />);
    expect(screen.queryByTestId('audio-transcript')).toBeNull();
    expect(screen.getByTestId('audio-player').hasAttribute('aria-details')).toBe(false);
  });
});
