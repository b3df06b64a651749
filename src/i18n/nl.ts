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
    offlineMap: 'Offline kaart',
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
    switchToLabel: 'Switch to English',
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
};
