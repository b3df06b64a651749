import './audioPlayer.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMediaTime } from '../../domain/mediaTime.ts';
import type { AudioTrack } from '../../lib/audio/audioTypes.ts';
import { useAudioTrack } from './useAudioTrack.ts';

/**
 * A stop's audio: play/pause, "Spelend" / "Gestopt", a seek bar and the time as m:ss. Every
 * player on screen (the drawer's, the carousel's) drives the app's one audio service, so
 * starting one stops and rewinds another. `transcriptId` names the element with what the
 * audio says (the stop's article, which the audio reads): the player points to it
 * (aria-details) and offers a button that takes the reader there.
 */
export function AudioPlayer({ track, transcriptId }: { track: AudioTrack; transcriptId?: string }) {
  const { t } = useTranslation();
  const audio = useAudioTrack(track);
  const busy = audio.current && audio.status === 'loading';
  const failed = audio.current && audio.status === 'error';
  const max = audio.duration > 0 ? audio.duration : 0;
  const time = `${formatMediaTime(audio.position)} / ${formatMediaTime(audio.duration)}`;
  const valueText = useMemo(
    () =>
      t('audio.positionText', {
        position: formatMediaTime(audio.position),
        duration: formatMediaTime(audio.duration),
      }),
    [t, audio.position, audio.duration],
  );
  return (
    <div
      className={`audio-player${audio.playing ? ' audio-player--playing' : ''}`}
      data-testid="audio-player"
      data-track={track.id}
      data-src={track.src}
      aria-details={transcriptId}
    >
      <button
        type="button"
        className="audio-player__toggle"
        data-testid="audio-toggle"
        aria-label={audio.playing ? t('audio.pause') : t('audio.play')}
        aria-busy={busy}
        onClick={audio.toggle}
      >
        {audio.playing ? (
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
            <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z"
              fill="currentColor"
            />
          </svg>
        )}
      </button>
      <div className="audio-player__main">
        <div className="audio-player__row">
          <span className="audio-player__status" data-testid="audio-status" aria-live="polite">
            {failed ? t('audio.failed') : audio.playing ? t('audio.playing') : t('audio.stopped')}
          </span>
          <span className="audio-player__time" data-testid="audio-time">
            {time}
          </span>
        </div>
        <input
          type="range"
          className="audio-player__seek"
          data-testid="audio-seek"
          aria-label={t('audio.seek')}
          aria-valuetext={valueText}
          min={0}
          max={max}
          step={0.1}
          value={Math.min(audio.position, max)}
          disabled={!audio.current || max === 0}
          onChange={(e) => audio.seek(Number(e.currentTarget.value))}
        />
        {transcriptId ? (
          <button
            type="button"
            className="audio-player__transcript"
            data-testid="audio-transcript"
            onClick={() => showTranscript(transcriptId)}
          >
            {t('audio.transcript')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Brings the transcript into view and moves the focus there, so reading starts at its top. */
function showTranscript(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  el.focus({ preventScroll: true });
}
