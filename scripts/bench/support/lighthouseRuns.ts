/**
 * Lighthouse 12 runs on the system Chromium (chrome-launcher, no browser download), the mobile
 * preset (Lighthouse's default config: a mid-range phone, simulated slow 4G and 4x CPU
 * slowdown), a fresh profile per run, hosts other than 127.0.0.1 unreachable (as the issue's
 * side-by-side was measured), WebGL through SwiftShader.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer bytes of scripts and style sheets requested before the map chunk. */
  jsCssBeforeMapBytes: number;
  /** Transfer bytes of all scripts and style sheets of the load. */
  jsCssBytes: number;
  /** Transfer bytes of the whole load (Lighthouse's total byte weight). */
  totalBytes: number;
  /** Audits in the four categories that did not pass, by id (for reading, not for scores). */
  failed: string[];
  /** What the failing audits point at: console errors, elements with too little contrast. */
  findings: string[];
};

type NetworkItem = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
};

/** The chunk whose request marks "the map starts loading". */
const MAP_CHUNK = /\/assets\/RouteMap-[^/]+\.js$/;

function figures(
  lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'],
): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[];
  const mapStart =
    items.find((i) => MAP_CHUNK.test(new URL(i.url).pathname))?.networkRequestTime ??
    Number.POSITIVE_INFINITY;
  const code = items.filter((i) => i.resourceType === 'Script' || i.resourceType === 'Stylesheet');
  const bytes = (xs: NetworkItem[]) => xs.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const failed = CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9)
    .map((a) => a?.id ?? '');
  return {
    findings: findings(lhr.audits),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsCssBeforeMapBytes: bytes(code.filter((i) => (i.networkRequestTime ?? 0) < mapStart)),
    jsCssBytes: bytes(code),
    totalBytes: value('total-byte-weight'),
    failed: [...new Set(failed)],
  };
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'];

/** A few words on each item of the audits a reader will want to look at first. */
function findings(audits: Audits): string[] {
  const items = (id: string) =>
    audits[id] && audits[id].score !== null && audits[id].score < 1
      ? (((audits[id].details as { items?: Record<string, unknown>[] })?.items ?? []) as Record<
          string,
          unknown
        >[])
      : [];
  const console = items('errors-in-console').map(
    (i) => `console: ${String(i.description ?? '').slice(0, 120)}`,
  );
  const contrast = items('color-contrast').map((i) => {
    const node = i.node as { selector?: string; snippet?: string } | undefined;
    return `contrast: ${node?.selector ?? node?.snippet ?? '?'}`;
  });
  return [...console, ...contrast];
}

/**
 * How the mobile preset's slow 4G and 4x CPU are had: 'simulate' (Lighthouse's default, and
 * its published scores) loads at full speed and computes the metrics from that load's graph;
 * 'devtools' applies them to the real load. The simulation counts a module script that
 * finished before the first paint as holding the paint back (it cannot see when a module runs,
 * only classic scripts), so on a fast local server it charges the entry chunk to FCP and LCP
 * although the page painted from the HTML before the entry ran: 'devtools' shows the load as
 * a phone on that link has it.
 */
export type Throttling = 'simulate' | 'devtools';

/** One Lighthouse run of `url` in a freshly launched Chromium; `blocked`: URL patterns it refuses. */
export async function lighthouseRun(
  url: string,
  blocked: string[] = [],
  throttling: Throttling = 'simulate',
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      blockedUrlPatterns: blocked,
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return figures(result.lhr);
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;

/** Each figure the median of the runs' (failed audits and findings: those of any run). */
function medianFigures(all: readonly LighthouseFigures[]): LighthouseFigures {
  const pick = (key: Exclude<keyof LighthouseFigures, 'failed' | 'findings'>) =>
    median(all.map((f) => f[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsCssBeforeMapBytes: pick('jsCssBeforeMapBytes'),
    jsCssBytes: pick('jsCssBytes'),
    totalBytes: pick('totalBytes'),
    failed: [...new Set(all.flatMap((f) => f.failed))].sort(),
    findings: [...new Set(all.flatMap((f) => f.findings))].sort(),
  };
}

/** What one variant of the load is: its page, the URLs refused, how the throttling is had. */
export type LighthouseVariant = { url: string; blocked?: string[]; throttling?: Throttling };

/** A variant's median figures, with each run's TBT (the figure the machine's spells move most). */
export type LighthouseSummary = LighthouseFigures & { tbtRunsMs: number[] };

type Run = (url: string, blocked: string[], throttling: Throttling) => Promise<LighthouseFigures>;

/**
 * Every variant `runs` times, in rounds: one run of each per round, the order reversed every
 * other round. A busy spell of this shared machine doubled TBT for minutes at a time; run
 * variant after variant, it fell on some and not others (the canvas-hidden figure came out
 * above the full one in five benches running, and below it in interleaved runs).
 */
export async function lighthouseInterleaved<K extends string>(
  variants: Record<K, LighthouseVariant>,
  runs: number,
  run: Run = lighthouseRun,
): Promise<Record<K, LighthouseSummary>> {
  const names = Object.keys(variants) as K[];
  const all = new Map<K, LighthouseFigures[]>(names.map((name) => [name, []]));
  for (let round = 0; round < runs; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      const { url, blocked = [], throttling = 'simulate' } = variants[name];
      all.get(name)?.push(await run(url, blocked, throttling));
    }
  }
  const summary = {} as Record<K, LighthouseSummary>;
  for (const [name, figures] of all)
    summary[name] = { ...medianFigures(figures), tbtRunsMs: figures.map((f) => f.tbtMs) };
  return summary;
}
