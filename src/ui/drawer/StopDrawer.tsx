import { lazy, Suspense } from 'react';
import type { Lang } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { DrawerFooterBar } from './DrawerFooterBar.tsx';
import { DrawerPeek } from './DrawerPeek.tsx';
import { StopFooter } from './StopFooter.tsx';
import { StopHeaderOrEmpty } from './StopHeader.tsx';

/** The sheet brings motion and DOMPurify; the first paint shows its closed look instead. */
const StopSheet = lazy(() => import('./StopSheet.tsx'));

interface StopDrawerProps {
  stops: RouteStopView[] | undefined;
  activeIndex: number;
  onStep: (index: number) => void;
  lang: Lang;
  book: boolean;
}

/** The drawer with the current stop's story, and the footer to step through the stops. */
export function StopDrawer({ stops, activeIndex, onStep, lang, book }: StopDrawerProps) {
  const current = stops?.[activeIndex];
  const loaded = stops !== undefined;
  return (
    <>
      <Suspense
        fallback={
          <DrawerPeek
            header={<StopHeaderOrEmpty current={current} loaded={loaded} lang={lang} />}
          />
        }
      >
        <StopSheet current={current} loaded={loaded} lang={lang} book={book} />
      </Suspense>
      <DrawerFooterBar>
        <StopFooter index={activeIndex} total={stops?.length ?? 0} onStep={onStep} />
      </DrawerFooterBar>
    </>
  );
}
