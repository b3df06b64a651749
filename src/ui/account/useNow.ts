import { useEffect, useState } from 'react';

/** The time now, updated every `ms` while the component is on screen (a live countdown). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Hours (all of them: a pass lasts 72), minutes and seconds until `end`; zeros once past. */
export function timeLeft(
  end: number,
  now: number,
): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** A moment as the walker reads it: weekday, date and time, in the chosen language. */
export function formatMoment(epochMs: number, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'eng' ? 'en-GB' : 'nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(epochMs));
}
