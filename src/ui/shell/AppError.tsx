import './appError.css';
import { useTranslation } from 'react-i18next';

/** The whole-app error screen: what happened, and the one thing to do about it. */
export function AppError() {
  const { t } = useTranslation();
  return (
    <main className="app-error" role="alert">
      <img src="/logo.svg" alt="" width="56" height="56" />
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <button type="button" className="app-error__button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}
