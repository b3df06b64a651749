import { describe, expect, it } from 'vitest';
import { shareLink } from '../../../src/lib/shareLink.ts';

const data = { title: 'Stop 3', url: 'https://example.test/r/abc/3' };

describe('sharing a stop', () => {
  it('uses the share sheet where the browser has one', async () => {
    const shared: ShareData[] = [];
    const nav = { share: async (d: ShareData) => void shared.push(d) };
    expect(await shareLink(data, nav)).toBe('shared');
    expect(shared).toEqual([data]);
  });

  it('copies the link where it has none, or the share sheet fails', async () => {
    const copied: string[] = [];
    const clipboard = { writeText: async (t: string) => void copied.push(t) };
    expect(await shareLink(data, { clipboard })).toBe('copied');
    const broken = {
      share: async () => {
        throw new DOMException('no', 'NotAllowedError');
      },
      clipboard,
    };
    expect(await shareLink(data, broken)).toBe('copied');
    expect(copied).toEqual([data.url, data.url]);
  });

  it('does nothing more when the walker closes the share sheet, and says when all fails', async () => {
    const cancelled = {
      share: async () => {
        throw new DOMException('closed', 'AbortError');
      },
    };
    expect(await shareLink(data, cancelled)).toBe('cancelled');
    expect(await shareLink(data, {})).toBe('failed');
  });
});
