/**
 * Sign-in throughput of the local auth server: password sign-ins per second through HTTP,
 * as supabase-js sends them, against in-memory PGlite. bcrypt (cost 10, as GoTrue) dominates,
 * so this mostly measures hashing on this machine; the share of time spent outside bcrypt is
 * reported too, from a second run at the lowest cost.
 */
import { startLocalServer } from '../../supabase/local/server.ts';

const REQUESTS = Number(process.env.BENCH_AUTH_REQUESTS || 120);
const CONCURRENCY = 8;
const TARGET_RPS = 10;

function report(name: string, value: string, note: string): void {
  console.log(`${name}: ${value} (${note})`);
}

async function measure(bcryptCost: string): Promise<number> {
  const server = await startLocalServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    seed: false,
    distDir: '/nonexistent',
    env: { AUTH_BCRYPT_COST: bcryptCost, AUTH_AUTOCONFIRM: '1' },
  });
  try {
    const headers = {
      apikey: server.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    };
    const credentials = JSON.stringify({ email: 'bench@example.com', password: 'bench-password' });
    const signup = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: credentials,
    });
    if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);

    const signIn = async () => {
      const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers,
        body: credentials,
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    for (let i = 0; i < CONCURRENCY; i += 1) await signIn(); // warm-up
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next += 1;
          await signIn();
        }
      }),
    );
    return REQUESTS / ((performance.now() - started) / 1000);
  } finally {
    await server.close();
  }
}

const rps = await measure('10');
report(
  'auth.sign_in_rps',
  `${rps.toFixed(1)} req/s`,
  `bcrypt cost 10, ${CONCURRENCY} concurrent, ${REQUESTS} requests; target ≥ ${TARGET_RPS} req/s`,
);
const rpsCheapHash = await measure('4');
report(
  'auth.sign_in_rps_bcrypt_4',
  `${rpsCheapHash.toFixed(1)} req/s`,
  'same at bcrypt cost 4: the server without hashing cost; target: none',
);
