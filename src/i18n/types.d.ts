import 'i18next';
import type { accountNl } from './accountNl.ts';
import type { nl } from './nl.ts';
import type { walkNl } from './walk.nl.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The account and walk texts join the dictionary when their screens load
    // (accountTexts.ts, walkTexts.ts).
    resources: { translation: typeof nl & typeof accountNl & typeof walkNl };
  }
}
