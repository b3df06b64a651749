import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import type { PackCacheIndex } from './packs/packCaches.ts';
import { matchInstalled } from './precache.ts';

/**
 * Range requests (audio and video seeking, Safari's first `Range: bytes=0-1` probe) answered
 * from whole cached files: the precache (the built-in route's audio) or a pack. Cache Storage
 * keeps no partial responses, so the worker slices the stored file and answers 206 with
 * Content-Range; a media element with `crossorigin` plays and seeks with no network at all.
 * Registered before the precache route, which would answer 200 with the whole file.
 */
export function serveRangesFromCaches(packs: PackCacheIndex): void {
  registerRoute(
    ({ request }) => request.method === 'GET' && request.headers.has('range'),
    async ({ request }) => {
      const whole = (await matchInstalled(request.url)) ?? (await packs.match(request.url));
      if (!whole) return fetch(request);
      return createPartialResponse(request, withoutWireHeaders(whole));
    },
  );
}

/**
 * A stored response whose headers still describe the wire (Content-Encoding, a compressed
 * Content-Length) would make the 206 lie about its body; drop them before slicing.
 */
function withoutWireHeaders(response: Response): Response {
  if (!response.headers.has('content-encoding') && !response.headers.has('content-length')) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(response.body, { status: response.status, headers });
}
