/**
 * Dutch, the default language. The shape of this object is the dictionary type: `eng` must
 * have exactly these keys (see dictionary.ts). Texts from the specification are verbatim.
 */
import { browseNl } from './browse.nl.ts';

export const nl = {
  ...browseNl,
  app: {
    name: 'Routegids',
    logoAlt: 'Routegids, home',
  },
  map: {
    loading: 'Kaart laden...',
    label: 'Kaart van de route',
    markerLabel: 'Stop {{n}}: {{title}}',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    noMapOffline: 'Geen kaart offline',
    routeOfflineReady: 'Route offline klaar',
  },
  locate: {
    start: 'Toon mijn locatie',
    stop: 'Verberg mijn locatie',
    navigate: 'Navigeer naar de eerste stop',
    you: 'Jouw locatie',
  },
  drawer: {
    open: 'Verhaal openen',
    close: 'Verhaal sluiten',
    noText: 'Geen tekst beschikbaar',
    articleLoading: 'Tekst laden...',
    articleOffline:
      'De tekst van dit verhaal komt zodra je verbinding hebt, of met de gedownloade route.',
    articleFailed: 'De tekst kon niet worden geladen. Probeer het later opnieuw.',
    noStops: 'Deze route heeft nog geen stops.',
  },
  footer: {
    previous: 'Vorige',
    next: 'Volgende',
    counter: '{{n}} / {{total}}',
    counterLabel: 'Stop {{n}} van {{total}}',
  },
  language: {
    label: 'Taal',
    switchTo: 'English',
    // Read before the visible name, in the language switched to (the button's lang).
    switchToPrefix: 'Switch to ',
  },
  screen: {
    close: 'Sluiten',
  },
  update: {
    available: 'Er is een nieuwe versie beschikbaar',
    reload: 'Herladen',
  },
  error: {
    title: 'Er ging iets mis',
    body: 'De app kon niet starten. Herlaad de pagina; je gedownloade routes blijven bewaard.',
    reload: 'Opnieuw laden',
  },
  sync: {
    label: 'Synchronisatie',
    online: 'Online',
    offline: 'Offline',
    pending: 'Nog te versturen: {{count}}',
    lastSynced: 'Bijgewerkt om {{time}}',
    never: 'Nog niet bijgewerkt',
  },
  menu: {
    openLabel: 'Menu openen',
  },
  packs: {
    label: 'Offline: {{route}}',
    download: 'Download voor offline',
    downloadSize: 'Download voor offline: {{size}}',
    free: '{{size}} vrij',
    sizing: 'Grootte bepalen…',
    sizeUnknown: 'Grootte onbekend',
    queued: 'Download wacht…',
    downloading: 'Downloaden: {{percent}}%',
    refreshing: 'Nieuwe versie downloaden: {{percent}}%',
    progress: '{{done}} van {{total}}',
    paused: 'Gepauzeerd: geen verbinding. De download gaat verder zodra je weer online bent.',
    ready: 'Route offline klaar',
    readySize: 'Offline klaar · {{size}}',
    delete: 'Verwijderen',
    deleteLabel: 'Offline download van {{route}} verwijderen',
    repair: 'Herstellen',
    retry: 'Opnieuw proberen',
    evicted:
      'Niet meer compleet: de browser heeft een deel van de download gewist. Herstel de download om offline te wandelen.',
    quota:
      'Geen ruimte meer op dit toestel. Wat al binnen is, blijft bewaard; maak ruimte vrij en probeer het opnieuw.',
    failedFile: 'Een bestand kon niet worden gedownload. Wat al binnen is, blijft bewaard.',
    noSpace: 'Niet genoeg ruimte: {{size}} nodig, {{free}} vrij.',
    metered: 'Je gebruikt mobiele data. Toch {{size}} downloaden?',
    meteredYes: 'Toch downloaden',
    later: 'Later',
    offline: 'Geen verbinding: downloaden kan zodra je online bent.',
    mapUnreachable: 'De kaart is nu niet bereikbaar. Probeer het later opnieuw.',
    textsUnreachable:
      'De teksten van deze route zijn nu niet bereikbaar. Probeer het later opnieuw.',
    unsupported: 'Deze browser kan routes niet offline bewaren.',
    pillPaused: 'Download gepauzeerd',
    pillFailed: 'Download niet compleet',
    close: 'Sluiten',
    withVideos: 'Video’s meenemen (+{{size}})',
    addVideos: 'Video’s toevoegen (+{{size}})',
    allDownloads: 'Alle downloads',
    finished: '{{route}} is offline klaar.',
    stopped: 'Download van {{route}} gestopt.',
  },
  downloads: {
    title: 'Downloads',
    intro:
      'Download een route thuis of in je hotel; dan werkt de hele wandeling zonder internet: kaart, audio en foto’s.',
    space: 'Nog {{free}} vrij op dit toestel',
    spaceUnknown: 'Vrije ruimte onbekend',
    kept: 'De browser bewaart je downloads.',
    mayClear: 'De browser kan downloads wissen als de ruimte opraakt.',
    all: 'Al mijn routes downloaden',
    allSizing: 'Totale grootte bepalen…',
    allConfirm: '{{count}} routes downloaden: {{size}} samen',
    allStart: 'Downloaden',
    cancel: 'Annuleren',
    allReady: 'Al je routes zijn offline klaar.',
    allNoSpace: 'Niet genoeg ruimte voor alle routes: {{size}} nodig, {{free}} vrij.',
    empty: 'Nog geen routes om te downloaden.',
    stops: '{{count}} stops',
    version: 'Versie {{id}}',
  },
  install: {
    title: 'Zet Routegids op je beginscherm',
    whyIos:
      'Op een iPhone wist Safari de gegevens van websites die je een week niet opent, ook je gedownloade routes. Als app op je beginscherm blijven ze bewaard.',
    why: 'Als app start Routegids zonder adresbalk en blijven je gedownloade routes beter bewaard.',
    howIos: 'Tik in Safari op Deel en kies ‘Zet op beginscherm’.',
    install: 'Installeren',
    dismiss: 'Niet nu',
  },
};
