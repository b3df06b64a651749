import { AudioService } from './audioService.ts';
import { loadHowlerEngine } from './howlerEngine.ts';

let service: AudioService | null = null;

/** The app's one audio player (created on first use; howler loads on the first track). */
export function appAudio(): AudioService {
  service ??= new AudioService({ engine: loadHowlerEngine });
  return service;
}
