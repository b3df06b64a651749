import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../database.ts';
import type { WalkPosition, WalkSettings } from '../meta.ts';
import { readWalkPosition } from '../walkPosition.ts';
import { DEFAULT_WALK_SETTINGS, readWalkSettings } from '../walkSession.ts';

/** The stored walk (place, session, audio position), live; undefined while loading. */
export function useStoredWalk(): WalkPosition | null | undefined {
  return useLiveQuery(() => readWalkPosition(db), []);
}

/** The walker's walk settings, live (defaults until stored). */
export function useWalkSettings(): WalkSettings {
  return useLiveQuery(() => readWalkSettings(db), []) ?? DEFAULT_WALK_SETTINGS;
}
