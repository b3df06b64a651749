import type { Page } from 'playwright-core';

/** An op as the app queues it in Dexie and sends it to push_ops. */
export interface WireOp<P = Record<string, unknown>> {
  id: string;
  kind: string;
  payload: P;
}

export interface Upload<P> {
  op: WireOp<P>;
  /** The server's verdict for the op, e.g. 'applied'; undefined when the page left first. */
  status: string | undefined;
}

/**
 * Every op of `kind` the page uploads through push_ops, with the server's verdict, in the
 * order sent. Ops are written to the outbox first and the sync engine sends them; watching the
 * wire shows both that they left and that the server took them.
 */
export function watchUploads<P = Record<string, unknown>>(page: Page, kind: string): Upload<P>[] {
  const uploaded: Upload<P>[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/rest/v1/rpc/push_ops') || !response.ok()) return;
    const body = response.request().postDataJSON() as { ops?: WireOp<P>[] } | null;
    // A navigation right after the answer drops its body (Chromium frees it): the ops still
    // left, only their verdict is unknown.
    const json = (await response.json().catch(() => [])) as Verdict[] | { results: Verdict[] };
    const results = Array.isArray(json) ? json : json.results;
    for (const op of body?.ops ?? []) {
      if (op.kind === kind)
        uploaded.push({ op, status: results.find((r) => r.id === op.id)?.status });
    }
  });
  return uploaded;
}

interface Verdict {
  id: string;
  status: string;
}

/** The ops of `kind` still waiting in the page's outbox (IndexedDB, read directly). */
export async function queuedOps(page: Page, kind: string): Promise<WireOp[]> {
  const ops = await page.evaluate(
    () =>
      new Promise<WireOp[]>((resolve, reject) => {
        const open = indexedDB.open('routegids');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => resolve(read.result as WireOp[]);
          read.onerror = () => reject(read.error);
        };
      }),
  );
  return ops.filter((op) => op.kind === kind);
}
