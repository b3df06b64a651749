import './updateBanner.css';
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, isUpdateWaiting, onUpdateAvailable } from '../../lib/swBridge.ts';

/** "Er is een nieuwe versie beschikbaar" + "Herladen", while a new version is waiting. */
export const UpdateBanner = memo(function UpdateBanner() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(onUpdateAvailable, isUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span>{t('update.available')}</span>
      <button type="button" className="update-banner__button" onClick={() => applyUpdate()}>
        {t('update.reload')}
      </button>
    </div>
  );
});
