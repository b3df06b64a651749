interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so that what follows does not lengthen the current one (a
 * long task holds back input and paints). `scheduler.yield` where the browser has it: its
 * continuation goes before other queued tasks. Elsewhere a message, which unlike a timer is
 * not clamped when nested.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
