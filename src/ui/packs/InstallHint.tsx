import './installHint.css';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canPromptInstall,
  captureInstallPrompt,
  isInstalled,
  isIos,
  onInstallChange,
  promptInstall,
} from '../../lib/install.ts';

export interface InstallHintProps {
  /** Hides the hint for this visit (the caller may remember the choice). */
  onDismiss?: () => void;
}

/**
 * Why and how to install the app, where it matters: downloads. On an iPhone, Safari wipes a
 * website's storage (offline routes included) after a week without a visit, but not an app's
 * on the Home Screen; elsewhere the browser's own install prompt is offered. Nothing shows
 * when the app already runs installed, or when this browser can neither prompt nor is iOS.
 */
export function InstallHint({ onDismiss }: InstallHintProps) {
  const { t } = useTranslation();
  captureInstallPrompt();
  const [dismissed, setDismissed] = useState(false);
  const canPrompt = useSyncExternalStore(onInstallChange, canPromptInstall, () => false);
  const ios = isIos();
  if (dismissed || isInstalled() || (!ios && !canPrompt)) return null;

  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };
  return (
    <aside className="install-hint" aria-labelledby="install-hint-title" data-testid="install-hint">
      <h3 id="install-hint-title" className="install-hint__title">
        {t('install.title')}
      </h3>
      <p className="install-hint__text">{ios ? t('install.whyIos') : t('install.why')}</p>
      {ios ? <p className="install-hint__text">{t('install.howIos')}</p> : null}
      <div className="install-hint__actions">
        {!ios && canPrompt ? (
          <button
            type="button"
            className="install-hint__install"
            onClick={() => void promptInstall()}
          >
            {t('install.install')}
          </button>
        ) : null}
        <button type="button" className="install-hint__dismiss" onClick={dismiss}>
          {t('install.dismiss')}
        </button>
      </div>
    </aside>
  );
}
