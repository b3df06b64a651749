import { describe, expect, it } from 'vitest';
import { describeMachine, formatReport, parseFigure } from '../../../scripts/bench/report.ts';

describe('the benchmark report', () => {
  it('reads the figures as the benches print them, notes with parentheses included', () => {
    expect(parseFigure('bundle.first_paint_css: 12.3 KB (gzip)')).toEqual({
      name: 'bundle.first_paint_css',
      value: '12.3 KB',
      note: 'gzip',
    });
    expect(
      parseFigure('lighthouse.performance: 96 (target ≥ 90; map canvas hidden: 98 (median))'),
    ).toEqual({
      name: 'lighthouse.performance',
      value: '96',
      note: 'target ≥ 90; map canvas hidden: 98 (median)',
    });
    expect(parseFigure('sync rows written by an unchanged snapshot: 0 rows (target 0)')).toEqual({
      name: 'sync rows written by an unchanged snapshot',
      value: '0 rows',
      note: 'target 0',
    });
    expect(parseFigure('pack download on loopback: 412 ms')?.value).toBe('412 ms');
    expect(parseFigure('   118     40  Script evaluation')).toBeNull();
    expect(parseFigure('no figure here')).toBeNull();
  });

  it('writes every line of every bench, the machine and the date', () => {
    const md = formatReport({
      date: '2026-11-23T23:00:00Z',
      machine: { CPU: 'Test CPU @ 2.0GHz', 'logical CPUs': '2' },
      benches: [
        {
          file: 'bundle.bench.ts',
          seconds: 12.34,
          crashed: false,
          lines: ['bundle.first_paint_js: 140.1 KB (gzip; target ≤ 150 KB)', 'a | b', ''],
        },
        { file: 'packs.bench.ts', seconds: 3, crashed: true, lines: ['Error: boom'] },
      ],
    });
    expect(md).toContain('2026-11-23T23:00:00Z');
    expect(md).toContain('| CPU | Test CPU @ 2.0GHz |');
    expect(md).toContain('## bundle.bench.ts');
    expect(md).toContain('| bundle.first_paint_js | 140.1 KB | gzip; target ≤ 150 KB |');
    expect(md).toContain('a | b');
    expect(md).toContain('**Crashed** after 3.0 s.');
    expect(md).toContain('Error: boom');
  });

  it('names the machine it runs on', () => {
    const machine = describeMachine();
    expect(Number(machine['logical CPUs'])).toBeGreaterThan(0);
    expect(machine.CPU).not.toBe('');
    expect(machine.Node).toBe(process.version);
  });
});
