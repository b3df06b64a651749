import 'i18next';
import type { accountNl } from './accountNl.ts';
import type { nl } from './nl.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The account texts join the dictionary when their screens load (accountTexts.ts).
    resources: { translation: typeof nl & typeof accountNl };
  }
}
