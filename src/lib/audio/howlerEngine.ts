/**
 * howler behind the AudioEngine port. Loaded with a dynamic import, so howler is not in the
 * first-paint bundle. `html5: true` streams through an <audio> element: a long file starts
 * before it has all arrived, seeking uses range requests, and the service worker's cached
 * copy (with Range support) plays offline.
 */
import type { AudioEngine, EngineHandlers, EngineSound } from './audioTypes.ts';

export async function loadHowlerEngine(): Promise<AudioEngine> {
  const { Howl } = await import('howler');
  return {
    create(src: string, h: EngineHandlers): EngineSound {
      const howl = new Howl({
        src: [src],
        html5: true,
        preload: true,
        // Our URLs name their format; a query string (?v=) must not hide it from howler.
        format: [formatOf(src)],
        onload: () => h.onLoad(),
        onplay: () => h.onPlay(),
        onpause: () => h.onPause(),
        onend: () => h.onEnd(),
        onloaderror: (_id, error) => h.onError(String(error ?? 'load error')),
        onplayerror: (_id, error) => h.onError(String(error ?? 'play error')),
      });
      return {
        play: () => {
          howl.play();
        },
        pause: () => {
          howl.pause();
        },
        stop: () => {
          howl.stop();
        },
        position: () => {
          const at = howl.seek();
          return typeof at === 'number' ? at : 0;
        },
        seek: (seconds) => {
          howl.seek(seconds);
        },
        duration: () => howl.duration(),
        rate: (rate) => {
          howl.rate(rate);
        },
        unload: () => howl.unload(),
      };
    },
  };
}

function formatOf(src: string): string {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return ext ?? 'mp3';
}
