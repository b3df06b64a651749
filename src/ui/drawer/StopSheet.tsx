import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { drawerOpenAtom } from '../../state/drawer.ts';
import { BottomDrawer } from './BottomDrawer.tsx';
import { StopArticle } from './StopArticle.tsx';
import { StopHeaderOrEmpty } from './StopHeader.tsx';

export interface StopSheetProps {
  current: RouteStopView | undefined;
  /** False while the route's stops are still loading. */
  loaded: boolean;
  lang: Lang;
  book: boolean;
}

/** The interactive drawer with the stop's story. Lazy: it brings the gesture library. */
export default function StopSheet({ current, loaded, lang, book }: StopSheetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(drawerOpenAtom);
  return (
    <BottomDrawer
      open={open}
      onOpenChange={setOpen}
      variant={book ? 'book' : 'default'}
      toggleLabel={open ? t('drawer.close') : t('drawer.open')}
      header={<StopHeaderOrEmpty current={current} loaded={loaded} lang={lang} />}
    >
      {current && <StopArticle location={current.location} lang={lang} />}
    </BottomDrawer>
  );
}
