/**
 * Dutch texts of the walk mode (Start walk, arrival by GPS, lock screen, resume, share,
 * progress). Spread into `nl`. The issue gives "Je bent bij stop {{n}} — afspelen?" and
 * "Verder waar je was" verbatim.
 */
export const walkNl = {
  walk: {
    start: 'Start wandeling',
    stop: 'Stop wandeling',
    on: 'Wandeling bezig',
    seeking: 'Je positie zoeken…',
    toNext: 'Stop {{n}}: {{distance}} · {{time}}',
    atLast: 'Je bent bij de laatste stop',
    askPlay: 'Je bent bij stop {{n}} — afspelen?',
    yes: 'Afspelen',
    no: 'Nee',
    resume: 'Verder waar je was',
    resumeText: 'Je was bij stop {{n}} van {{route}}.',
    dismiss: 'Sluiten',
    speed: 'Afspeelsnelheid',
    autoPlay: 'Audio vanzelf afspelen bij aankomst',
    transcript: 'Uitgeschreven tekst van de audio',
    lockNote:
      'Met het scherm op slot volgt je browser je positie niet: de app merkt dan niet dat je bij een stop bent. Houd het scherm aan tijdens de wandeling.',
    keepScreenOn: 'Scherm aan houden',
    screenOn: 'Scherm blijft aan',
    ok: 'Begrepen',
    finished: 'Wandeling voltooid',
    summary: '{{distance}} gelopen in {{time}}',
    finishedMore: 'Vond je deze wandeling leuk?',
    navigateNext: 'Loop naar de volgende stop',
    visited: 'bezocht',
    share: 'Deel deze stop',
    shareTitle: '{{title}} — {{route}}',
    copied: 'Link gekopieerd',
    copyFailed: 'Kopiëren lukte niet: {{url}}',
  },
} as const;
