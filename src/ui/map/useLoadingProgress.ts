import { useEffect, useState } from 'react';
import { nextProgress, OVERLAY_HIDE_DELAY_MS, PROGRESS_STEP_MS } from './loadingProgress.ts';
import { readShellProgress } from './shellProgress.ts';

/**
 * The loading bar's percentage and whether the overlay is still shown: creeps toward 90%
 * while loading (from where index.html's bar was when React took over), jumps to 100% on load,
 * and hides 300 ms after that.
 */
export function useLoadingProgress(loaded: boolean): { progress: number; visible: boolean } {
  const [progress, setProgress] = useState(readShellProgress);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (loaded) return;
    const id = setInterval(() => setProgress(nextProgress), PROGRESS_STEP_MS);
    return () => clearInterval(id);
  }, [loaded]);

  useEffect(() => {
    if (!loaded) return;
    setProgress(100);
    const id = setTimeout(() => setVisible(false), OVERLAY_HIDE_DELAY_MS);
    return () => clearTimeout(id);
  }, [loaded]);

  return { progress, visible };
}
