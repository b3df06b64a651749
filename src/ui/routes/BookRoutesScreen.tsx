import { useTranslation } from 'react-i18next';
import { ScreenDialog } from '../shell/ScreenDialog.tsx';
import { RouteList } from './RouteList.tsx';

/** The book routes: routes past places from a book, with their own entry. */
export default function BookRoutesScreen() {
  const { t } = useTranslation();
  return (
    <ScreenDialog title={t('book.title')}>
      <p className="route-list__intro">{t('book.intro')}</p>
      <RouteList kind="book" />
    </ScreenDialog>
  );
}
