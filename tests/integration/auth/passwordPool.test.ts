import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const passwords = path.join(root, 'supabase/local/auth/passwords.ts');

describe('the bcrypt worker pool', () => {
  it('keeps a process alive while hashing and lets it exit once done', () => {
    // Nothing but the pool is pending while the hash runs, and nothing at all afterwards: the
    // script must neither quit before its answer nor hang after it (a benchmark did).
    const dir = mkdtempSync(path.join(tmpdir(), 'routegids-pool-'));
    const script = path.join(dir, 'hashOnce.mts');
    writeFileSync(
      script,
      `import { checkPassword, hashPassword } from ${JSON.stringify(passwords)};
       const hash = await hashPassword('walk-the-route-9', 4);
       console.log((await checkPassword('walk-the-route-9', hash)) ? 'ok' : 'mismatch');`,
    );
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        cwd: root,
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.error).toBeUndefined(); // ETIMEDOUT when it had to be killed
      expect(run.stdout.trim()).toBe('ok');
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
