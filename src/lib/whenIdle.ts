/**
 * Runs `task` when the browser has an idle moment (at the latest after `timeoutMs`), for work
 * the walker does not wait for: logs, caretaking. Where there is no requestIdleCallback
 * (Safari), after the current task.
 */
export function whenIdle(task: () => void, timeoutMs = 1_000): void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    window.requestIdleCallback(task, { timeout: timeoutMs });
  } else {
    setTimeout(task, 0);
  }
}
