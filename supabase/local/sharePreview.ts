/**
 * Link previews for shared routes and stops (`/r/<route>` and `/r/<route>/<stop>`, see
 * src/app/paths.ts): messengers fetch the page and read its Open Graph tags, not the app, so
 * the shell is sent with a title, description and image for that route or stop filled in.
 * Only published routes are described, with what the route list shows anyway (names,
 * description, the stop's title and picture); anything else gets the app's own tags.
 */
import type { Queryable } from './database.ts';

export interface SharePreview {
  title: string;
  description: string;
  /** Absolute or site-relative URL of a picture, if there is one. */
  image: string | null;
}

const SHARE_PATH = /^\/r\/([0-9a-f-]{36})(?:\/(\d{1,3}))?\/?$/i;

/** The route id and 1-based stop of a share path, or null for any other path. */
export function parseSharePath(pathname: string): { routeId: string; stop: number | null } | null {
  const match = SHARE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  const stop = match[2] ? Number(match[2]) : null;
  return { routeId: match[1].toLowerCase(), stop: stop && stop > 0 ? stop : null };
}

interface RouteRow {
  name: string;
  description: string | null;
}
interface StopRow {
  title_nl: string | null;
  hero_image: string | null;
  slider_images: string[] | null;
}

/** The preview of a share path, or null when it names nothing published. */
export async function lookUpSharePreview(
  db: Queryable,
  routeId: string,
  stop: number | null,
): Promise<SharePreview | null> {
  const { rows } = await db.query<RouteRow>(
    'select name, description from public.routes where id = $1 and published',
    [routeId],
  );
  const route = rows[0];
  if (!route) return null;
  const stops = await db.query<StopRow>(
    `select l.title_nl, l.hero_image, l.slider_images
       from public.route_locations rl join public.locations l on l.id = rl.location_id
      where rl.route_id = $1
      order by rl."order" nulls last, rl.created_at, rl.id`,
    [routeId],
  );
  const first = stops.rows[0];
  const at = stop ? stops.rows[stop - 1] : undefined;
  const picture = (row: StopRow | undefined) => row?.hero_image ?? row?.slider_images?.[0] ?? null;
  return {
    title: at?.title_nl ? `${stop}. ${at.title_nl} — ${route.name}` : route.name,
    description: route.description ?? route.name,
    image: picture(at) ?? picture(first),
  };
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shell with the preview's title and Open Graph / Twitter tags in its head. */
export function withOpenGraph(html: string, preview: SharePreview, pageUrl: string): string {
  const image = preview.image ? new URL(preview.image, pageUrl).toString() : null;
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'Routegids'],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', pageUrl],
    ...(image ? [['og:image', image]] : []),
  ]
    .map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v ?? '')}" />`)
    .concat(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}
