import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { mapCardsAtom } from '../../state/map.ts';

/**
 * A walk question or note over the map, above the drawer. Rendered into the body: the walk's
 * controls live in the badge band, whose children the map's framing measures as taken room.
 * A question or note is counted as room taken above the drawer, so no stop hides under it;
 * the finished walk's summary is a sheet of its own and is not.
 */
export function WalkCard({
  children,
  testId,
  role = 'status',
  finished = false,
}: {
  children: ReactNode;
  testId: string;
  role?: 'status' | 'alertdialog';
  finished?: boolean;
}) {
  const setCards = useSetAtom(mapCardsAtom);
  useEffect(() => {
    if (finished) return;
    setCards((n) => n + 1);
    return () => setCards((n) => n - 1);
  }, [finished, setCards]);
  return createPortal(
    <section
      className={`walk-card${finished ? ' walk-card--finished' : ''}`}
      role={role}
      aria-live={role === 'alertdialog' ? 'assertive' : 'polite'}
      data-testid={testId}
      data-map-overlay={finished ? undefined : 'bottom'}
    >
      {children}
    </section>,
    document.body,
  );
}
