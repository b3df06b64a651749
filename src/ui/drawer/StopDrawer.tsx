import { lazy, memo, Suspense, useEffect } from 'react';
import type { Lang } from '../../domain/rows.ts';
import type { RouteStopView } from '../../domain/stops.ts';
import { DrawerFooterBar } from './DrawerFooterBar.tsx';
import { DrawerPeek } from './DrawerPeek.tsx';
import { StopFooter } from './StopFooter.tsx';
import { StopHeaderOrEmpty } from './StopHeader.tsx';

/** The sheet brings motion and DOMPurify; the first paint shows its closed look instead. */
const loadSheet = () => import('./StopSheet.tsx');
const StopSheet = lazy(loadSheet);

interface StopDrawerProps {
  stops: RouteStopView[] | undefined;
  activeIndex: number;
  onStep: (index: number) => void;
  lang: Lang;
  book: boolean;
  /** The map shows stories, not a route's stops. */
  stories: boolean;
  /** The route's name (for the audio player). */
  album?: string | undefined;
  /** What the header says when there is nothing to show (default: the route has no stops). */
  emptyText?: string | undefined;
  /**
   * While the loading overlay covers the screen: the sheet (motion, the article, DOMPurify)
   * is not rendered, and the closed look stands in; nobody could see it then, and the map is
   * starting.
   */
  deferSheet?: boolean;
  /** With `deferSheet`: its chunk is not even fetched yet (it would take a core from the map). */
  sheetChunkWaits?: boolean;
}

/** The drawer with the current stop's story, and the footer to step through the stops. */
export const StopDrawer = memo(function StopDrawer({
  stops,
  activeIndex,
  onStep,
  lang,
  book,
  stories,
  album,
  emptyText,
  deferSheet = false,
  sheetChunkWaits = false,
}: StopDrawerProps) {
  const current = stops?.[activeIndex];
  const loaded = stops !== undefined;
  // The chunk downloads at once (or once it may); the sheet mounts once the stops are in, so
  // its body appears below a header of its final height instead of being pushed down when
  // the title arrives (a layout shift).
  const fetchNow = !(deferSheet && sheetChunkWaits);
  useEffect(() => {
    if (fetchNow) void loadSheet();
  }, [fetchNow]);
  const peek = (
    <DrawerPeek
      header={
        <StopHeaderOrEmpty current={current} loaded={loaded} lang={lang} emptyText={emptyText} />
      }
    />
  );
  return (
    <>
      {loaded && !deferSheet ? (
        <Suspense fallback={peek}>
          <StopSheet
            current={current}
            loaded={loaded}
            lang={lang}
            book={book}
            stories={stories}
            album={album}
            emptyText={emptyText}
          />
        </Suspense>
      ) : (
        peek
      )}
      <DrawerFooterBar>
        <StopFooter index={activeIndex} total={stops?.length ?? 0} onStep={onStep} />
      </DrawerFooterBar>
    </>
  );
});
