/**
 * The benchmark report (`docs/benchmarks.md`) `npm run bench` writes: every line each benchmark
 * printed, figures (`name: value (note)`) as table rows, the machine it ran on and the date.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** `name: value (note)` as the benches print them; anything else is kept as a plain line. */
const FIGURE = /^([^\s:][^:]{0,160}?):\s+(.+?)(?:\s+\(([^()]*(?:\([^()]*\)[^()]*)*)\))?$/;

export interface Figure {
  name: string;
  value: string;
  note: string;
}

export interface BenchRun {
  file: string;
  seconds: number;
  crashed: boolean;
  lines: string[];
}

export function parseFigure(line: string): Figure | null {
  const m = FIGURE.exec(line.trim());
  if (!m) return null;
  return { name: (m[1] ?? '').trim(), value: (m[2] ?? '').trim(), note: (m[3] ?? '').trim() };
}

/** Markdown table cells: no pipes or line breaks inside. */
const cell = (s: string): string => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function formatReport(run: {
  date: string;
  machine: Record<string, string>;
  benches: BenchRun[];
}): string {
  const out = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (scripts/bench/run.mjs) on ${run.date}; do not edit by hand.`,
    'Benchmarks report figures, they do not fail on a missed target; each figure names its',
    'target where it has one. Re-run on the machine that matters before comparing.',
    '',
    '## Machine',
    '',
    '| | |',
    '| --- | --- |',
    ...Object.entries(run.machine).map(([k, v]) => `| ${cell(k)} | ${cell(v)} |`),
    '',
  ];
  for (const bench of run.benches) {
    out.push(`## ${bench.file}`, '');
    out.push(`${bench.crashed ? '**Crashed** after' : 'Took'} ${bench.seconds.toFixed(1)} s.`, '');
    const figures: Figure[] = [];
    const other: string[] = [];
    for (const line of bench.lines.map((l) => l.trimEnd()).filter((l) => l.trim())) {
      // A crashed bench's output is shown as it came: its last lines are the error.
      const figure = bench.crashed ? null : parseFigure(line);
      if (figure) figures.push(figure);
      else other.push(line);
    }
    if (figures.length) {
      out.push('| figure | value | note |', '| --- | --- | --- |');
      for (const f of figures) out.push(`| ${cell(f.name)} | ${cell(f.value)} | ${cell(f.note)} |`);
      out.push('');
    }
    if (other.length) out.push('```', ...other, '```', '');
    if (!figures.length && !other.length) out.push('(no output)', '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** What the figures were measured on. */
export function describeMachine(): Record<string, string> {
  const cpus = os.cpus();
  let model = cpus[0]?.model ?? 'unknown';
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    model = /^model name\s*:\s*(.+)$/m.exec(info)?.[1]?.trim() ?? model;
  } catch {
    // not Linux: os.cpus() has the model
  }
  const machine: Record<string, string> = {
    CPU: model,
    'logical CPUs': String(cpus.length),
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    system: `${os.type()} ${os.release()} (${os.arch()})`,
    'load average at the start': os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', '),
    Node: process.version,
  };
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  machine.Chromium = tryRun(chromium, ['--version']) ?? 'not found';
  machine.commit = tryRun('git', ['rev-parse', '--short', 'HEAD']) ?? 'unknown';
  return machine;
}

function tryRun(cmd: string, args: string[]): string | null {
  try {
    return execFileSync(cmd, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}
