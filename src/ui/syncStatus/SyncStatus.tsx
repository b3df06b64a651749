import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../db/hooks/useSyncStatus.ts';
import { clockTime } from '../../domain/clockTime.ts';
import './syncStatus.css';

/**
 * A small status pill: online or offline, how many changes (likes, visits, scans) still wait
 * for the server, and when the content was last updated. Quiet when all is well.
 */
export const SyncStatus = memo(function SyncStatus() {
  const { t } = useTranslation();
  const { online, pending, lastSyncedAt } = useSyncStatus();
  const time = lastSyncedAt ? clockTime(new Date(lastSyncedAt)) : null;
  const updated = time ? t('sync.lastSynced', { time }) : t('sync.never');
  const state = online ? t('sync.online') : t('sync.offline');
  const waiting = pending > 0 ? t('sync.pending', { count: pending }) : null;
  const spoken = [state, waiting, updated].filter(Boolean).join(' · ');
  // Visible: a dot, "Offline" when offline, and an upload arrow with the waiting count; it must
  // fit a phone's top bar. The whole sentence is there for screen readers and as a tooltip.
  return (
    <output
      className={`sync-status${online ? '' : ' sync-status--offline'}`}
      aria-label={t('sync.label')}
      title={spoken}
      data-testid="sync-status"
      data-online={online}
      data-pending={pending}
    >
      <span className="sync-status__dot" aria-hidden="true" />
      {online ? null : (
        <span className="sync-status__state" aria-hidden="true">
          {state}
        </span>
      )}
      {pending > 0 ? (
        <span className="sync-status__pending" aria-hidden="true" data-testid="sync-pending">
          <UploadArrow />
          {pending}
        </span>
      ) : null}
      <span className="sync-status__hidden">{spoken}</span>
    </output>
  );
});

function UploadArrow() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M5 1 1.5 4.5h2.3V9h2.4V4.5h2.3z" fill="currentColor" />
    </svg>
  );
}
