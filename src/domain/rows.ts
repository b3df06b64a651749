/**
 * The nouns of the app: routes, their stops, locations (stories) and likes, as rows. Domain
 * logic works on these; Dexie stores them (db/), the sync protocol carries them (sync/) and
 * the built-in route is written in them. Field names are the server's snake_case column
 * names (supabase/migrations), so a row pulled from `sync_pull` is stored as it arrives.
 * Types only: importing them brings no code into any layer.
 */

export type Lang = 'nl' | 'eng';

/** A route as the server describes it (metadata is public for published routes). */
export interface RouteRow {
  id: string;
  name: string;
  /** English name; null falls back to `name`. */
  name_en: string | null;
  description: string | null;
  description_en: string | null;
  color: string | null;
  published: boolean;
  daypass: boolean;
  is_trial: boolean;
  is_book: boolean;
  is_builtin: boolean;
  /** Haversine sum over the ordered stops, R = 6 371 000 m, rounded to whole metres. */
  distance_m: number;
  stop_count: number;
  /** Optional overview line through the stops, [lng, lat] pairs. */
  path: [number, number][] | null;
  created_at: string;
  updated_at: string;
  change_seq: number;
}

/** One stop of a route: the link between a route and a location. */
export interface RouteStopRow {
  id: string;
  route_id: string;
  location_id: string;
  /** Stop order; null sorts last. */
  order: number | null;
  video_url: string | null;
  created_at: string;
  change_seq: number;
}

/**
 * A location (story). Content columns are null when the caller may see the stop on the
 * overview map but not read it (`locked` is then true).
 */
export interface LocationRow {
  id: string;
  slug: string | null;
  webflow_item_id: string | null;
  webflow_collection_id: string | null;
  created_on: string | null;
  updated_on: string | null;
  published_on: string | null;
  video_url: string | null;
  slider_images: string[];
  hero_image: string | null;
  spotify_url: string | null;
  maps_link: string | null;
  intro: string | null;
  article_nl: string | null;
  article_en: string | null;
  title_nl: string | null;
  title_en: string | null;
  article_title: string | null;
  publication_url: string | null;
  content_type: string | null;
  category: string | null;
  lat: number | null;
  lng: number | null;
  author: string | null;
  image_credit: string | null;
  /** Audio for this stop, when it has one (the built-in route uses /mp3/stop-{n}.mp3). */
  audio_url: string | null;
  locked: boolean;
  change_seq: number;
  /**
   * Not a column: the hash of the location's two article bodies (`private.article_hash`), sent
   * by sync_pull with a full row and carried by the bundled built-in rows. A stored article
   * with the same hash is current. Null in a locked pin; absent from older servers' rows.
   */
  article_hash?: string | null;
}

/**
 * A location's article bodies, kept apart from its row: `sync_pull` sends locations without
 * them, and they are fetched when a stop is shown or its route is packed
 * (`location_articles`). `change_seq` is the location's when the article was fetched: a
 * location row with a higher one has a newer article on the server.
 */
export interface ArticleRow {
  id: string;
  article_nl: string | null;
  article_en: string | null;
  change_seq: number;
  /** The bodies' hash as the server computes it (LocationRow.article_hash); absent from old rows. */
  article_hash?: string | null;
}

export interface LikeCountRow {
  location_id: string;
  likes: number;
}

export interface MyLikeRow {
  location_id: string;
  user_id: string;
  liked: boolean;
}
