import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { rememberAudio } from '../../actions/walk.ts';
import type { Lang } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { appAudio } from '../../lib/audio/appAudio.ts';
import type { AudioTrack } from '../../lib/audio/audioTypes.ts';
import { connectMediaSession } from '../../lib/audio/mediaSession.ts';
import { resumeAudioAtom } from '../../state/walk.ts';
import { stopTrack } from '../audio/stopTrack.ts';

/** How often the position of playing audio is stored (a killed tab loses at most this). */
const SAVE_EVERY_MS = 5000;

/**
 * The walk's audio: the current stop's track is loaded (so the lock screen names the stop and
 * its play button plays it), an audio position found on opening the app is sought to, the
 * position is stored while it plays, the speed follows the setting, and the lock screen's
 * previous/next buttons step through the stops. Returns `play(index)` for arrivals.
 */
export function useWalkAudio(opts: {
  routeId: string;
  stops: readonly RouteStopView[];
  index: number;
  lang: Lang;
  album: string | undefined;
  rate: number;
  onStep: (index: number) => void;
}): (index: number) => void {
  const { routeId, stops, index, lang, album, rate, onStep } = opts;
  const [resume, setResume] = useAtom(resumeAudioAtom);
  const trackOf = useCallback(
    (i: number): AudioTrack | null => {
      const view = stops[i];
      return view ? stopTrack(view.location, lang, album) : null;
    },
    [stops, lang, album],
  );
  const track = useMemo(() => trackOf(index), [trackOf, index]);

  useEffect(() => {
    if (!track) return;
    const audio = appAudio();
    let cancelled = false;
    void audio.load(track).then(() => {
      if (cancelled || resume?.trackId !== track.id) return;
      audio.seek(resume.position);
      setResume(null);
    });
    return () => {
      cancelled = true;
    };
  }, [track, resume, setResume]);

  useEffect(() => {
    appAudio().setRate(rate);
  }, [rate]);

  // Stored on pause and seek at once, and every few seconds while playing.
  useEffect(() => {
    const audio = appAudio();
    const save = () => {
      const s = audio.getSnapshot();
      if (!s.track || s.track.id !== track?.id) return;
      rememberAudio(routeId, index, { trackId: s.track.id, position: s.position }).catch(() => {
        // Losing the audio position is not worth troubling the walker with.
      });
    };
    const off = audio.on((e) => {
      if (e.type === 'pause' || e.type === 'seek' || e.type === 'end' || e.type === 'stop') save();
    });
    const id = setInterval(() => {
      if (audio.getSnapshot().status === 'playing') save();
    }, SAVE_EVERY_MS);
    return () => {
      off();
      clearInterval(id);
    };
  }, [routeId, index, track]);

  const step = useRef({ index, onStep, count: stops.length });
  step.current = { index, onStep, count: stops.length };
  useEffect(
    () =>
      connectMediaSession(appAudio(), {
        previous: () => {
          const s = step.current;
          if (s.index > 0) s.onStep(s.index - 1);
        },
        next: () => {
          const s = step.current;
          if (s.index < s.count - 1) s.onStep(s.index + 1);
        },
      }),
    [],
  );

  return useCallback(
    (i: number) => {
      const t = trackOf(i);
      if (t) void appAudio().play(t);
    },
    [trackOf],
  );
}
