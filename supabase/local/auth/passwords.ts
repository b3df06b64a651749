import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt like GoTrue (cost 10 by default; AUTH_BCRYPT_COST lowers it for benchmarks only).
 * bcryptjs is pure JavaScript and takes tens of milliseconds per hash, so the work runs on a
 * small pool of worker threads: sign-ins use every core and never stall other requests.
 */
type Job =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'compare'; password: string; hash: string };
type Pending = { job: Job; resolve: (v: string | boolean) => void; reject: (e: Error) => void };

/** A cost-10 hash of a password nobody has, compared against when the user does not exist. */
const DUMMY_HASH = '$2b$10$IXwDETfBI1wK8fxUmO0L2OPtkQAZ5/sqsjGN1le.BlD2yXGIfZvSW';

const WORKER_URL = new URL('./bcryptWorker.mjs', import.meta.url);
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism()));

const idle: Worker[] = [];
const busy = new Map<Worker, Pending>();
const queue: Pending[] = [];
let started = 0;

function run(job: Job): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    dispatch();
  });
}

function dispatch(): void {
  while (queue.length > 0) {
    const worker = idle.pop() ?? (started < POOL_SIZE ? spawn() : undefined);
    if (!worker) return;
    const task = queue.shift()!;
    busy.set(worker, task);
    worker.ref(); // a job in flight keeps the process alive, like any pending I/O
    worker.postMessage(task.job);
  }
}

function spawn(): Worker {
  started += 1;
  const worker = new Worker(WORKER_URL);
  worker.on('message', (msg: { result?: string | boolean; error?: string }) => {
    const task = busy.get(worker);
    busy.delete(worker);
    idle.push(worker);
    worker.unref();
    if (msg.result === undefined) task?.reject(new Error(msg.error ?? 'bcrypt failed'));
    else task?.resolve(msg.result);
    dispatch();
  });
  // A dead worker fails its job (never leaves it hanging) and is replaced on demand.
  let retired = false;
  const retire = (err: Error) => {
    if (retired) return;
    retired = true;
    const task = busy.get(worker);
    busy.delete(worker);
    const i = idle.indexOf(worker);
    if (i >= 0) idle.splice(i, 1);
    started -= 1;
    task?.reject(err);
    dispatch();
  };
  worker.once('error', retire);
  worker.once('exit', (code) => retire(new Error(`bcrypt worker exited with ${code}`)));
  // An idle pool must never keep a finished process (or benchmark) alive. Last: adding a
  // 'message' listener refs the worker's port again, so an earlier unref() is undone.
  worker.unref();
  return worker;
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  return String(await run({ op: 'hash', password, cost }));
}

export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  const ok = (await run({ op: 'compare', password, hash: hash ?? DUMMY_HASH })) === true;
  return ok && hash !== null;
}
