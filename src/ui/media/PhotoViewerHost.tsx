import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { photoViewerAtom } from '../../state/photoViewer.ts';

/** The viewer brings swiper: it loads when a photo is first opened. */
const PhotoViewer = lazy(() => import('./PhotoViewer.tsx'));

/** The one fullscreen photo viewer of the app, over whatever screen opened it. */
export function PhotoViewerHost() {
  const state = useAtomValue(photoViewerAtom);
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <PhotoViewer state={state} />
    </Suspense>
  );
}
