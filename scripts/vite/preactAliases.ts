/**
 * The app renders with Preact through its React-compatible layer: the React API the code and
 * its libraries (react-map-gl, motion, swiper, react-i18next, jotai, dexie-react-hooks, wouter)
 * are written against, in 11 KB instead of react-dom's 65 KB gzip. The build and the tests both
 * resolve these names, so the tests run the renderer that ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // The shim's CommonJS would require React itself; Preact has the hook.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/** The tests' extra: Testing Library's CommonJS main requires react-dom past the aliases. */
export const testAliases = [
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
  ...preactAliases,
];

/** Libraries that import React themselves: inlined in the tests so the aliases reach them. */
export const reactLibraries = [
  /@testing-library\/react/,
  /react-i18next/,
  /jotai/,
  /dexie-react-hooks/,
  /swiper/,
  /motion/,
  /react-map-gl/,
  /wouter/,
  /use-sync-external-store/,
];
