import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../db/hooks/useSyncStatus.ts';
import './syncStatus.css';

/**
 * A small status pill: online or offline, how many changes (likes, visits, scans) still wait
 * for the server, and when the content was last updated. Quiet when all is well.
 */
export function SyncStatus() {
  const { t, i18n } = useTranslation();
  const { online, pending, lastSyncedAt } = useSyncStatus();
  const time = lastSyncedAt ? formatTime(lastSyncedAt, i18n.language) : null;
  const updated = time ? t('sync.lastSynced', { time }) : t('sync.never');
  const state = online ? t('sync.online') : t('sync.offline');
  const waiting = pending > 0 ? t('sync.pending', { count: pending }) : null;
  return (
    <output
      className={`sync-status${online ? '' : ' sync-status--offline'}`}
      aria-label={t('sync.label')}
      title={[state, waiting, updated].filter(Boolean).join(' · ')}
      data-testid="sync-status"
      data-online={online}
      data-pending={pending}
    >
      <span className="sync-status__dot" aria-hidden="true" />
      <span className="sync-status__text">
        {[online ? null : state, waiting].filter(Boolean).join(' · ')}
      </span>
      <span className="sync-status__hidden">{updated}</span>
    </output>
  );
}

function formatTime(iso: string, lang: string): string {
  const locale = lang === 'eng' ? 'en-GB' : 'nl-NL';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
