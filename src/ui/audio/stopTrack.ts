import type { Lang, LocationRow } from '../../domain/rows.ts';
import type { AudioTrack } from '../../lib/audio/audioTypes.ts';
import { stopTitle } from '../stopText.ts';

/** The audio track of a stop or story, or null when it has none (or is locked). */
export function stopTrack(location: LocationRow, lang: Lang, album?: string): AudioTrack | null {
  const src = location.audio_url?.trim();
  if (!src || location.locked) return null;
  const artwork = location.hero_image ?? location.slider_images[0];
  return {
    id: location.id,
    src,
    title: stopTitle(location, lang),
    ...(album ? { album } : {}),
    ...(artwork ? { artwork } : {}),
  };
}
