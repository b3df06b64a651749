import type { walkNl } from './walk.nl.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** English texts of the walk mode (see walk.nl.ts). */
export const walkEng: Shape<typeof walkNl> = {
  walk: {
    start: 'Start walk',
    stop: 'Stop walk',
    on: 'Walking',
    seeking: 'Finding your position…',
    toNext: 'Stop {{n}}: {{distance}} · {{time}}',
    atLast: 'You are at the last stop',
    askPlay: 'You are at stop {{n}} — play?',
    yes: 'Play',
    no: 'No',
    resume: 'Continue where you were',
    resumeText: 'You were at stop {{n}} of {{route}}.',
    dismiss: 'Close',
    speed: 'Playback speed',
    autoPlay: 'Play audio by itself on arrival',
    transcript: 'Transcript of the audio',
    lockNote:
      'With the screen locked your browser does not follow your position, so the app cannot tell you have reached a stop. Keep the screen on during the walk.',
    keepScreenOn: 'Keep screen on',
    screenOn: 'Screen stays on',
    ok: 'Got it',
    finished: 'Walk completed',
    summary: '{{distance}} walked in {{time}}',
    finishedMore: 'Did you enjoy this walk?',
    navigateNext: 'Walk to the next stop',
    visited: 'visited',
    share: 'Share this stop',
    shareTitle: '{{title}} — {{route}}',
    copied: 'Link copied',
    copyFailed: 'Could not copy: {{url}}',
  },
};
