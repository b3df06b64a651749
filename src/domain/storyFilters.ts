/**
 * The filters of "more stories" (specification, "Data rules"):
 * - category: a story passes when its category equals one of the selected exactly (any of
 *   them); nothing selected lets every story through;
 * - search: case-insensitive, against the pin title (either language), the category (its
 *   stored label and its English one) or the article page title (HTML, tags ignored);
 * - live: when live mode is on and the position is known, only stories within 500 m stay;
 *   stories without valid coordinates always stay.
 */
import { findCategory } from './categories.ts';
import { parseLatLng } from './coordinates.ts';
import { haversineMeters } from './distance.ts';
import type { LatLng } from './geo.ts';
import type { Lang, LocationRow } from './rows.ts';

/** Specification, "Map": the live filter's radius. */
export const LIVE_RADIUS_M = 500;

export type StoryFields = Pick<
  LocationRow,
  'title_nl' | 'title_en' | 'category' | 'article_title' | 'lat' | 'lng'
>;

export interface StoryFilter {
  categories: readonly string[];
  search: string;
  live: boolean;
  position: LatLng | null;
}

export function matchesCategories(story: StoryFields, categories: readonly string[]): boolean {
  if (categories.length === 0) return true;
  return story.category !== null && categories.includes(story.category);
}

/** The text of an HTML fragment, entities for &, <, >, " and ' decoded, spaces collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export function matchesSearch(story: StoryFields, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const category = findCategory(story.category);
  const haystacks = [
    story.title_nl,
    story.title_en,
    story.category,
    category?.eng,
    story.article_title === null ? null : plainText(story.article_title),
  ];
  return haystacks.some((h) => !!h && h.toLocaleLowerCase().includes(needle));
}

/** Metres from `position`, or null when the story has no valid coordinates. */
export function storyDistance(story: StoryFields, position: LatLng): number | null {
  const at = parseLatLng(story.lat, story.lng);
  return at ? haversineMeters(position, at) : null;
}

export function withinLiveRadius(
  story: StoryFields,
  live: boolean,
  position: LatLng | null,
): boolean {
  if (!live || !position) return true;
  const meters = storyDistance(story, position);
  return meters === null || meters <= LIVE_RADIUS_M;
}

/** Stories that pass all three filters, in their input order. */
export function filterStories<T extends StoryFields>(stories: readonly T[], f: StoryFilter): T[] {
  return stories.filter(
    (s) =>
      matchesCategories(s, f.categories) &&
      matchesSearch(s, f.search) &&
      withinLiveRadius(s, f.live, f.position),
  );
}

/** Why the list is empty, so the screen can say it; null when it is not. */
export type EmptyReason = 'not-subscribed' | 'no-stories' | 'no-match' | 'nothing-near';

export function emptyReason<T extends StoryFields>(
  stories: readonly T[],
  f: StoryFilter,
  subscribed: boolean,
): EmptyReason | null {
  if (stories.length === 0) return subscribed ? 'no-stories' : 'not-subscribed';
  const matching = stories.filter(
    (s) => matchesCategories(s, f.categories) && matchesSearch(s, f.search),
  );
  if (matching.length === 0) return 'no-match';
  if (!matching.some((s) => withinLiveRadius(s, f.live, f.position))) return 'nothing-near';
  return null;
}

/** The title a story is listed by in this language (the other language's when missing). */
export function storyTitle(story: Pick<LocationRow, 'title_nl' | 'title_en' | 'slug'>, lang: Lang) {
  const [own, other] =
    lang === 'eng' ? [story.title_en, story.title_nl] : [story.title_nl, story.title_en];
  return own?.trim() || other?.trim() || story.slug || '';
}

/**
 * Stories in listing order: nearest first when live with a known position (stories without
 * coordinates last), otherwise by title in the reader's language.
 */
export function sortStories<T extends StoryFields & Pick<LocationRow, 'slug' | 'id'>>(
  stories: readonly T[],
  lang: Lang,
  live: boolean,
  position: LatLng | null,
): T[] {
  const locale = lang === 'eng' ? 'en' : 'nl';
  const byTitle = (a: T, b: T) =>
    storyTitle(a, lang).localeCompare(storyTitle(b, lang), locale, { sensitivity: 'base' }) ||
    a.id.localeCompare(b.id);
  if (!live || !position) return [...stories].sort(byTitle);
  const far = Number.POSITIVE_INFINITY;
  const keyed = stories.map((s) => ({ s, d: storyDistance(s, position) ?? far }));
  keyed.sort((a, b) => a.d - b.d || byTitle(a.s, b.s));
  return keyed.map((k) => k.s);
}
