import './packControl.css';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DownloadOutcome,
  downloadRoute,
  sizeRoutePack,
} from '../../actions/packs/downloadRoute.ts';
import { deleteRoutePack, repairRoutePack } from '../../actions/packs/managePacks.ts';
import { usePack } from '../../db/hooks/usePacks.ts';
import { formatBytes } from '../../domain/byteSize.ts';
import { storageSpace } from '../../lib/storageSpace.ts';
import { languageAtom } from '../../state/language.ts';
import { PackProgressBar } from './PackProgressBar.tsx';
import { type PackView, packView } from './packView.ts';

export interface PackControlProps {
  routeId: string;
  /** The route's name, for the controls' accessible names. */
  routeName: string;
  /** Work out the size at once when no plan is stored (the downloads screen; the map's popover). */
  autoSize?: boolean;
  /** Say the space left beside the size (off where the screen says it once for all routes). */
  showFree?: boolean;
}

/** A message the last action left, until the next one. */
type Notice = Exclude<DownloadOutcome, { status: 'started' } | { status: 'declined' }>;

/**
 * One route's offline download: its size and the space left before, progress during, "ready"
 * after, and repair or delete. Reads the pack row live (the service worker writes it from
 * another context, so every tab and a reload show the same state).
 */
export default function PackControl({
  routeId,
  routeName,
  autoSize = true,
  showFree = true,
}: PackControlProps) {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const row = usePack(routeId);
  const view = packView(row);
  const [busy, setBusy] = useState(false);
  const [sizing, setSizing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [free, setFree] = useState<number | null>(null);
  const [withVideos, setWithVideos] = useState<boolean | null>(null);
  const size = (bytes: number) => formatBytes(bytes, lang);
  const videos = row?.videos ?? [];
  const videoBytes = videos.reduce((sum, f) => sum + (f.bytes ?? 0), 0);
  const videosChosen = withVideos ?? row?.with_videos ?? false;
  // The plan's size counts the videos as it was made; the box may say otherwise now.
  const videoDelta =
    videosChosen === (row?.with_videos ?? false) ? 0 : videosChosen ? videoBytes : -videoBytes;

  const hasPlan = row !== undefined && row !== null;
  useEffect(() => {
    if (!autoSize || row === undefined || hasPlan) return;
    setSizing(true);
    // The plan lands in the pack row (a live query): only the "working it out" line is local.
    sizeRoutePack(routeId)
      .catch(() => null)
      .finally(() => setSizing(false));
  }, [autoSize, routeId, row, hasPlan]);

  const kind = view.kind;
  useEffect(() => {
    if (kind !== 'absent' && kind !== 'failed') return;
    let live = true;
    void storageSpace().then((s) => live && setFree(s.free));
    return () => {
      live = false;
    };
  }, [kind]);

  const run = useCallback(async (action: () => Promise<DownloadOutcome | unknown>) => {
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await action();
      if (isNotice(outcome)) setNotice(outcome);
    } catch (error) {
      console.error('Download:', error);
      setNotice({ status: 'map-unreachable' });
    } finally {
      setBusy(false);
    }
  }, []);

  const start = (consent = false) =>
    run(() => downloadRoute(routeId, { consent, withVideos: videosChosen }));
  const addVideos = () => run(() => downloadRoute(routeId, { withVideos: true }));
  const remove = () => run(() => deleteRoutePack(routeId));
  const repair = () => run(() => repairRoutePack(routeId));

  // Until the pack's row is read, its state is unknown: showing "absent" (free space, a
  // download button) would flash before a ready pack's line.
  if (row === undefined) return null;

  return (
    <section
      className="pack-control"
      aria-label={t('packs.label', { route: routeName })}
      data-testid="pack-control"
      data-state={view.kind}
      data-route={routeId}
    >
      <Status view={view} sizing={sizing} size={size} free={showFree ? free : null} />
      {notice ? <NoticeText notice={notice} size={size} /> : null}
      {view.kind === 'absent' && videos.length > 0 ? (
        <label className="pack-control__videos">
          <input
            type="checkbox"
            checked={videosChosen}
            onChange={(e) => setWithVideos(e.target.checked)}
            data-testid="pack-videos"
          />
          {t('packs.withVideos', { size: size(videoBytes) })}
        </label>
      ) : null}
      <div className="pack-control__actions">
        {notice?.status === 'needs-consent' ? (
          <>
            <button
              type="button"
              className="pack-control__primary"
              disabled={busy}
              onClick={() => start(true)}
            >
              {t('packs.meteredYes')}
            </button>
            <button type="button" className="pack-control__quiet" onClick={() => setNotice(null)}>
              {t('packs.later')}
            </button>
          </>
        ) : view.kind === 'absent' ? (
          <button
            type="button"
            className="pack-control__primary"
            disabled={busy || sizing}
            onClick={() => start(false)}
            data-testid="pack-download"
          >
            {view.bytes
              ? t('packs.downloadSize', { size: size(view.bytes + videoDelta) })
              : t('packs.download')}
          </button>
        ) : null}
        {view.kind === 'ready' && videos.length > 0 && !row?.with_videos ? (
          <button type="button" className="pack-control__quiet" disabled={busy} onClick={addVideos}>
            {t('packs.addVideos', { size: size(videoBytes) })}
          </button>
        ) : null}
        {view.kind === 'failed' ? (
          <button
            type="button"
            className="pack-control__primary"
            disabled={busy}
            onClick={repair}
            data-testid="pack-repair"
          >
            {view.problem === 'evicted' ? t('packs.repair') : t('packs.retry')}
          </button>
        ) : null}
        {view.kind !== 'absent' ? (
          <button
            type="button"
            className="pack-control__quiet"
            disabled={busy}
            onClick={remove}
            aria-label={t('packs.deleteLabel', { route: routeName })}
            data-testid="pack-delete"
          >
            {t('packs.delete')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

const isNotice = (v: unknown): v is Notice =>
  typeof v === 'object' &&
  v !== null &&
  'status' in v &&
  v.status !== 'started' &&
  v.status !== 'declined';

function Status({
  view,
  sizing,
  size,
  free,
}: {
  view: PackView;
  sizing: boolean;
  size: (n: number) => string;
  free: number | null;
}) {
  const { t } = useTranslation();
  switch (view.kind) {
    case 'absent':
      if (!sizing && free === null) return null;
      return (
        <p className="pack-control__status" data-testid="pack-status">
          {sizing ? t('packs.sizing') : t('packs.free', { size: size(free ?? 0) })}
        </p>
      );
    case 'queued':
      return (
        <>
          <p className="pack-control__status" data-testid="pack-status">
            {t('packs.queued')}
          </p>
          <PackProgressBar percent={view.percent} />
        </>
      );
    case 'downloading':
      return (
        <>
          <p className="pack-control__status" data-testid="pack-status">
            {view.refreshing
              ? t('packs.refreshing', { percent: view.percent })
              : t('packs.downloading', { percent: view.percent })}
            <span className="pack-control__bytes">
              {t('packs.progress', { done: size(view.bytesDone), total: size(view.bytesTotal) })}
            </span>
          </p>
          <PackProgressBar percent={view.percent} />
        </>
      );
    case 'paused':
      return (
        <>
          <p className="pack-control__status" data-testid="pack-status">
            {t('packs.paused')}
          </p>
          <PackProgressBar percent={view.percent} />
        </>
      );
    case 'ready':
      return (
        <p className="pack-control__status pack-control__status--ready" data-testid="pack-status">
          <span aria-hidden="true">✓ </span>
          {t('packs.readySize', { size: size(view.bytes) })}
        </p>
      );
    case 'failed':
      return (
        <p
          className="pack-control__status pack-control__status--error"
          role="alert"
          data-testid="pack-status"
        >
          {view.problem === 'quota'
            ? t('packs.quota')
            : view.problem === 'evicted'
              ? t('packs.evicted')
              : t('packs.failedFile')}
          {free !== null ? (
            <span className="pack-control__bytes">{t('packs.free', { size: size(free) })}</span>
          ) : null}
        </p>
      );
    default:
      return null;
  }
}

function NoticeText({ notice, size }: { notice: Notice; size: (n: number) => string }) {
  const { t } = useTranslation();
  const text = (() => {
    switch (notice.status) {
      case 'needs-consent':
        return t('packs.metered', { size: size(notice.bytes) });
      case 'no-space':
        return t('packs.noSpace', { size: size(notice.bytes), free: size(notice.free) });
      case 'offline':
        return t('packs.offline');
      case 'map-unreachable':
        return t('packs.mapUnreachable');
      case 'texts-unreachable':
        return t('packs.textsUnreachable');
      case 'unsupported':
        return t('packs.unsupported');
      default:
        return null;
    }
  })();
  return (
    <p className="pack-control__notice" role="status" data-testid="pack-notice">
      {text}
    </p>
  );
}
