import { useTranslation } from 'react-i18next';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { RouteList } from './RouteList.tsx';

/** Route selection (screen 10): all walking routes. */
export default function RouteSelectScreen() {
  const { t } = useTranslation();
  return (
    <ScreenDialog title={t('routes.title')}>
      <RouteList kind="walking" />
    </ScreenDialog>
  );
}
