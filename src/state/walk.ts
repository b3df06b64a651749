import { atom } from 'jotai';
import type { WalkPosition as ArrivalWalk } from '../domain/arrival.ts';
import type { AudioMemory } from '../domain/walkSession.ts';

/**
 * The walk mode's UI state. What must survive a reload (the session, visited stops, audio
 * position) is in Dexie (db/walkPosition.ts); these atoms hold what the open page does.
 */

/** The route being walked (Start walk pressed): screen kept on, live position on. */
export const walkingRouteAtom = atom<string | null>(null);

/** Where the arrival check believes the walker is: the stop and whether it was reached. */
export const walkProgressAtom = atom<ArrivalWalk | null>(null);

/** "Je bent bij stop n — afspelen?": the stop asked about (0-based), or null. */
export const walkPromptAtom = atom<number | null>(null);

/** An audio position found on opening the app, to seek to once the stop's audio loads. */
export const resumeAudioAtom = atom<AudioMemory | null>(null);

/** The walk was left long ago: offer "Verder waar je was" instead of taking it up. */
export const resumeOfferAtom = atom<string | null>(null);
