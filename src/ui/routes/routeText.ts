import type { Lang, RouteRow } from '../../domain/rows.ts';

/** The route's name in this language (the Dutch one when it has no English name). */
export function routeName(route: Pick<RouteRow, 'name' | 'name_en'>, lang: Lang): string {
  return lang === 'eng' && route.name_en?.trim() ? route.name_en.trim() : route.name;
}

/** The route's description in this language, falling back to the other; '' without one. */
export function routeDescription(
  route: Pick<RouteRow, 'description' | 'description_en'>,
  lang: Lang,
): string {
  const [own, other] =
    lang === 'eng'
      ? [route.description_en, route.description]
      : [route.description, route.description_en];
  return own?.trim() || other?.trim() || '';
}
