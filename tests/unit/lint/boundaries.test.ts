import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules ARCHITECTURE.md states are held by biome.json; this proves each one bites.
 * Every file under tests/fixtures/lint breaks one rule (or none) and says which in its first
 * line (`// expect: <Biome's message>` or `// expect: clean`). The fixtures mirror the repo's
 * layout, so the test copies them into an empty folder beside the repo's own biome.json and
 * lints that folder: each file is checked under the path its rules are written for.
 */
const FIXTURES = join(process.cwd(), 'tests/fixtures/lint');
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
/** Every layer under src/ must keep the app off the local server, whatever else it forbids. */
const LAYERS = ['ui', 'state', 'domain', 'db', 'sync', 'actions', 'lib', 'app', 'i18n'];
const LOCAL_SERVER_FIXTURE = 'src/lib/importsLocalServer.ts';
/** Rules biome.json switches on whose message is Biome's own (useImportExtensions, noFocusedTests). */
const BIOME_OWN_RULES = ['Add a file extension for relative imports.', "Don't focus the test."];

interface Fixture {
  path: string;
  expect: string;
}
/** One diagnostic: its file and its lines of text (the rule's summary and its advice). */
interface Diagnostic {
  path: string;
  lines: string[];
}

let fixtures: Fixture[] = [];
let diagnostics: Diagnostic[] = [];

beforeAll(async () => {
  ({ fixtures, diagnostics } = await lintFixtures());
}, 60_000);

describe('biome.json holds the layer rules', () => {
  it('has a broken fixture for every message biome.json gives, and for the import style', async () => {
    const proved = new Set(fixtures.map((f) => f.expect));
    const messages = [...(await configuredMessages()), ...BIOME_OWN_RULES];
    expect(messages.filter((m) => !proved.has(m))).toEqual([]);
  });

  it('fails each broken fixture with its rule message, and only with it', () => {
    const wrong = fixtures
      .filter((f) => f.expect !== 'clean')
      .map((f) => ({ path: f.path, expected: f.expect, got: diagnosticsFor(f.path) }))
      .filter(({ expected, got }) => got.length === 0 || got.some((d) => !d.includes(expected)));
    expect(wrong).toEqual([]);
  });

  it('passes the fixtures that stay inside their layer', () => {
    const clean = fixtures.filter((f) => f.expect === 'clean');
    expect(clean.length).toBeGreaterThan(0);
    expect(clean.map((f) => ({ path: f.path, got: diagnosticsFor(f.path) }))).toEqual(
      clean.map((f) => ({ path: f.path, got: [] })),
    );
  });
});

function diagnosticsFor(path: string): string[][] {
  return diagnostics.filter((d) => d.path === path).map((d) => d.lines);
}

/** Every message biome.json's overrides give for a restricted import or global. */
async function configuredMessages(): Promise<string[]> {
  const config = JSON.parse(await readFile(join(process.cwd(), 'biome.json'), 'utf8'));
  const found = new Set<string>();
  for (const override of config.overrides ?? []) {
    const style = override.linter?.rules?.style ?? {};
    const imports = style.noRestrictedImports?.options ?? {};
    for (const message of Object.values(imports.paths ?? {})) found.add(String(message));
    for (const pattern of imports.patterns ?? []) found.add(String(pattern.message));
    const globals = style.noRestrictedGlobals?.options?.deniedGlobals ?? {};
    for (const message of Object.values(globals)) found.add(String(message));
  }
  return [...found];
}

/** The repo's config, minus what ties it to the repo folder (schema path, git ignore file). */
async function repoConfig(): Promise<string> {
  const config = JSON.parse(await readFile(join(process.cwd(), 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  return JSON.stringify(config);
}

/** The fixtures, linted in a scratch folder that is removed again. */
async function lintFixtures(): Promise<{ fixtures: Fixture[]; diagnostics: Diagnostic[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'routegids-lint-'));
  try {
    await cp(FIXTURES, dir, { recursive: true });
    await copyIntoEveryLayer(dir, LOCAL_SERVER_FIXTURE);
    await writeFile(join(dir, 'biome.json'), await repoConfig());
    return { fixtures: await readFixtures(dir), diagnostics: await lint(dir) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function copyIntoEveryLayer(dir: string, fixture: string): Promise<void> {
  const text = await readFile(join(FIXTURES, fixture), 'utf8');
  for (const layer of LAYERS) {
    const target = join(dir, 'src', layer, 'importsLocalServer.ts');
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
  }
}

async function readFixtures(root: string): Promise<Fixture[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name));
  return Promise.all(
    files.map(async (e) => {
      const full = join(e.parentPath, e.name);
      const first = (await readFile(full, 'utf8')).split('\n', 1)[0] ?? '';
      const match = /^\/\/ expect: (.+)$/.exec(first);
      if (!match?.[1]) throw new Error(`${full} has no "// expect:" first line`);
      return { path: relative(root, full).split(sep).join('/'), expect: match[1] };
    }),
  );
}

/**
 * Biome's own text report: its machine-readable reporters leave out the advice line that
 * carries a restricted global's message, and that message is what a rule promises.
 */
function lint(cwd: string): Promise<Diagnostic[]> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIOME, 'lint', '--colors=off', '--max-diagnostics=none', '.'],
      { cwd, maxBuffer: 16 * 1024 * 1024 },
      // Biome exits non-zero when it finds errors, which is what most fixtures are for.
      (_error, stdout, stderr) => resolve(parseReport(`${stdout}\n${stderr}`)),
    );
  });
}

/** `path:line:col lint/…` starts a diagnostic; its `  × …` and `  i …` lines are its text. */
function parseReport(report: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const line of report.split('\n')) {
    const head = /^(\S+?):\d+:\d+ lint\//.exec(line);
    if (head?.[1]) found.push({ path: head[1], lines: [] });
    const text = /^ {2}[×i] (.+)$/.exec(line);
    if (text?.[1] && found.length > 0) found.at(-1)?.lines.push(text[1]);
  }
  return found;
}
