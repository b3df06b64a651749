import { lazy, Suspense } from 'react';

/** The control and the download actions behind it load with the confirmation, not before. */
const PackControl = lazy(() => import('../packs/PackControl.tsx'));

/**
 * The route confirmation's offline download: size and free space before, progress during,
 * "ready offline" after. Only for a route the walker may open: a locked route's files are
 * not theirs to download, and its unlock links say what to do instead.
 */
export function RouteDownloadSlot({
  routeId,
  routeName,
  locked,
}: {
  routeId: string;
  routeName: string;
  locked: boolean;
}) {
  if (locked) return null;
  return (
    <div className="route-confirm__download" data-testid="route-confirm-download">
      <Suspense fallback={null}>
        <PackControl routeId={routeId} routeName={routeName} />
      </Suspense>
    </div>
  );
}
