import { browseEng } from './browse.eng.ts';
import type { Dictionary } from './dictionary.ts';

/** English. Typed against the Dutch dictionary, so a missing or extra key fails to compile. */
export const eng: Dictionary = {
  ...browseEng,
  app: {
    name: 'Routegids',
    logoAlt: 'Routegids, home',
  },
  map: {
    loading: 'Loading map...',
    label: 'Map of the route',
    markerLabel: 'Stop {{n}}: {{title}}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    offlineMap: 'Offline map',
  },
  locate: {
    start: 'Show my location',
    stop: 'Hide my location',
    navigate: 'Walk to the first stop',
    you: 'Your location',
  },
  drawer: {
    open: 'Open story',
    close: 'Close story',
    noText: 'No text available',
    noStops: 'This route has no stops yet.',
  },
  footer: {
    previous: 'Previous',
    next: 'Next',
    counter: '{{n}} / {{total}}',
    counterLabel: 'Stop {{n}} of {{total}}',
  },
  language: {
    label: 'Language',
    switchTo: 'Nederlands',
    switchToLabel: 'Schakel naar Nederlands',
  },
  screen: {
    close: 'Close',
  },
  update: {
    available: 'A new version is available',
    reload: 'Reload',
  },
  error: {
    title: 'Something went wrong',
    body: 'The app could not start. Reload the page; your downloaded routes are kept.',
    reload: 'Reload',
  },
  sync: {
    label: 'Sync',
    online: 'Online',
    offline: 'Offline',
    pending: 'Waiting to send: {{count}}',
    lastSynced: 'Updated at {{time}}',
    never: 'Not updated yet',
  },
  menu: {
    openLabel: 'Open the menu',
  },
};
