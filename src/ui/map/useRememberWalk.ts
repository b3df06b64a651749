import { useEffect } from 'react';
import { rememberWalkPosition } from '../../actions/rememberWalkPosition.ts';

/**
 * Keeps the stored walk position in step with the screen. `ready` is false while the stops
 * load, so the placeholder index of an unloaded route never overwrites the stored stop.
 */
export function useRememberWalk(routeId: string, index: number, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    rememberWalkPosition(routeId, index).catch((error: unknown) =>
      console.warn('walk position not saved', error),
    );
  }, [routeId, index, ready]);
}
