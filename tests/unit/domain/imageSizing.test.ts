import { describe, expect, it } from 'vitest';
import {
  IMAGE_BREAKPOINTS,
  imageUrl,
  requestWidth,
  sizedImageUrl,
} from '../../../src/domain/imageSizing.ts';

describe('requestWidth', () => {
  it('asks a 390 px wide phone for 992 at 2x and 1200 at 3x', () => {
    expect(requestWidth(390, 2)).toBe(992);
    expect(requestWidth(390, 3)).toBe(1200);
    expect(requestWidth(390, 1)).toBe(576);
  });

  it('takes a breakpoint that is exactly wide enough, and the next one past it', () => {
    IMAGE_BREAKPOINTS.forEach((b, i) => {
      expect(requestWidth(b, 1)).toBe(b);
      expect(requestWidth(b + 1, 1)).toBe(IMAGE_BREAKPOINTS[i + 1] ?? 1400);
    });
  });

  it('caps at the largest breakpoint', () => {
    expect(requestWidth(1280, 2)).toBe(1400);
  });

  it('handles fractional ratios without float noise (390 × 2.625 = 1023.75)', () => {
    expect(requestWidth(390, 2.625)).toBe(1200);
    expect(requestWidth(384, 2.5)).toBe(992); // 960
  });

  it('falls back sensibly for nonsense input', () => {
    expect(requestWidth(0, 2)).toBe(320);
    expect(requestWidth(Number.NaN, 2)).toBe(320);
    expect(requestWidth(390, 0)).toBe(576);
    expect(requestWidth(390, Number.NaN)).toBe(576);
  });
});

describe('imageUrl', () => {
  it('adds w and q to a relative URL and keeps it relative', () => {
    expect(imageUrl('/img/route/stop-1.webp', 992)).toBe('/img/route/stop-1.webp?w=992&q=80');
  });

  it('keeps existing query parameters byte for byte and in order', () => {
    expect(imageUrl('https://cdn.example.org/a.jpg?token=a%2Fb+c&v=2', 576, 70)).toBe(
      'https://cdn.example.org/a.jpg?token=a%2Fb+c&v=2&w=576&q=70',
    );
  });

  it('replaces an existing w and q (also when their names are encoded)', () => {
    expect(imageUrl('/a.jpg?w=100&x=1&q=50', 992)).toBe('/a.jpg?x=1&w=992&q=80');
    expect(imageUrl('/a.jpg?%77=100&wide=1', 320)).toBe('/a.jpg?wide=1&w=320&q=80');
  });

  it('keeps the fragment at the end', () => {
    expect(imageUrl('/a.jpg#detail', 320)).toBe('/a.jpg?w=320&q=80#detail');
    expect(imageUrl('/a.jpg?v=1#detail', 320)).toBe('/a.jpg?v=1&w=320&q=80#detail');
  });

  it('copes with an empty query and stray ampersands', () => {
    expect(imageUrl('/a.jpg?', 320)).toBe('/a.jpg?w=320&q=80');
    expect(imageUrl('/a.jpg?&v=1&', 320)).toBe('/a.jpg?v=1&w=320&q=80');
  });

  it('leaves data: and blob: URLs alone', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    expect(imageUrl(data, 992)).toBe(data);
    expect(imageUrl('DATA:image/gif;base64,R0lG', 992)).toBe('DATA:image/gif;base64,R0lG');
    const blob = 'blob:https://app.example.org/5b1c-4e';
    expect(imageUrl(blob, 992)).toBe(blob);
    expect(imageUrl('', 992)).toBe('');
  });
});

describe('sizedImageUrl', () => {
  it('is imageUrl at the requested width', () => {
    expect(sizedImageUrl('/img/a.webp', 390, 3)).toBe('/img/a.webp?w=1200&q=80');
    expect(sizedImageUrl('/img/a.webp', 390, 2, 60)).toBe('/img/a.webp?w=992&q=60');
  });
});
