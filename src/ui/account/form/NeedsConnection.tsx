import './accountForm.css';
import { useTranslation } from 'react-i18next';

/** Offline, every account screen says it needs a connection and that the walk stays. */
export function NeedsConnection({ online }: { online: boolean }) {
  const { t } = useTranslation();
  if (online) return null;
  return (
    <p className="needs-connection" role="status" data-testid="needs-connection">
      {t('auth.needsConnection')}
    </p>
  );
}
