import type { Lang, RouteRow } from '../../domain/rows.ts';

/** A route's name in the walker's language (English falls back to the Dutch name). */
export function routeLabel(route: Pick<RouteRow, 'name' | 'name_en'>, lang: Lang): string {
  return lang === 'eng' && route.name_en?.trim() ? route.name_en : route.name;
}
