import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A walk question or note over the map, above the drawer. Rendered into the body: the walk's
 * controls live in the badge band, whose children the map's framing measures as taken room.
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
  return createPortal(
    <section
      className={`walk-card${finished ? ' walk-card--finished' : ''}`}
      role={role}
      aria-live={role === 'alertdialog' ? 'assertive' : 'polite'}
      data-testid={testId}
    >
      {children}
    </section>,
    document.body,
  );
}
