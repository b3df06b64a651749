/**
 * The device's IANA time zone ("Europe/Amsterdam"), or null when the browser cannot say. Read
 * once per page, on a worker's thread where there are workers (see timeZoneWorker.ts), else
 * here.
 */
let zone: Promise<string | null> | null = null;

function readHere(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

function readOnWorker(): Promise<string | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./timeZoneWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readHere());
      return;
    }
    const done = (value: string | null) => {
      worker.terminate();
      resolve(value);
    };
    worker.onmessage = (event: MessageEvent<unknown>) =>
      done(typeof event.data === 'string' ? event.data : null);
    worker.onerror = () => done(readHere());
  });
}

export function readTimeZone(): Promise<string | null> {
  zone ??= typeof Worker === 'function' ? readOnWorker() : Promise.resolve(readHere());
  return zone;
}
