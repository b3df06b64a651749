import { describe, expect, it } from 'vitest';
import { imageSlotCssWidths, slotCssWidth } from '../../../src/domain/imageSlots.ts';
import { routeThumbnail } from '../../../src/domain/routeThumbnail.ts';
import { isSlideRendered } from '../../../src/domain/slideWindow.ts';
import { stopMedia } from '../../../src/domain/stopMedia.ts';

const loc = (over: Partial<Parameters<typeof stopMedia>[1]> = {}) => ({
  video_url: null,
  hero_image: '/hero.jpg',
  slider_images: ['/1.jpg', '/2.jpg'],
  ...over,
});

describe('a stop’s gallery', () => {
  it('shows the photos, or the hero image when there are none', () => {
    expect(stopMedia(null, loc())).toEqual({
      video: null,
      videoLink: null,
      poster: null,
      photos: ['/1.jpg', '/2.jpg'],
    });
    expect(stopMedia(null, loc({ slider_images: [] })).photos).toEqual(['/hero.jpg']);
  });

  it('plays the route stop’s video before the location’s, with the hero image as poster', () => {
    const m = stopMedia({ video_url: '/stop.mp4' }, loc({ video_url: '/loc.webm' }));
    expect(m).toMatchObject({
      video: '/stop.mp4',
      poster: '/hero.jpg',
      photos: ['/1.jpg', '/2.jpg'],
    });
    expect(stopMedia({ video_url: ' ' }, loc({ video_url: '/loc.webm' })).video).toBe('/loc.webm');
  });

  it('links a video that is a page elsewhere instead of embedding it', () => {
    const m = stopMedia(null, loc({ video_url: 'https://vimeo.com/12345' }));
    expect(m).toMatchObject({ video: null, videoLink: 'https://vimeo.com/12345', poster: null });
  });
});

describe('the picture slots', () => {
  it('follow the viewport: the content column, 64 px thumbnails, the full width', () => {
    expect(imageSlotCssWidths(390)).toEqual([350, 64, 390]);
    expect(slotCssWidth('main', 1280)).toBe(640);
    expect(slotCssWidth('fullscreen', 1280)).toBe(1280);
  });
});

describe('the carousel window', () => {
  it('renders the active slide and one on each side', () => {
    expect([0, 1, 2, 3, 4].filter((i) => isSlideRendered(i, 2))).toEqual([1, 2, 3]);
    expect([0, 1, 2].filter((i) => isSlideRendered(i, 0))).toEqual([0, 1]);
  });
});

describe('a route’s thumbnail', () => {
  it('fits the stops in the box, north up, keeping the shape', () => {
    const shape = routeThumbnail(
      [],
      [
        { lat: 52.37, lng: 4.88 },
        { lat: 52.36, lng: 4.88 },
      ],
      80,
      60,
      6,
    );
    expect(shape.stops).toEqual([
      { x: 40, y: 6 },
      { x: 40, y: 54 },
    ]);
    expect(shape.d).toBe('M40 6 L40 54');
    expect(routeThumbnail([], [], 80, 60)).toEqual({ d: '', stops: [] });
  });
});
