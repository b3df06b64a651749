import { accountEng } from './accountEng.ts';
import { accountNl } from './accountNl.ts';
import { addTexts } from './i18n.ts';

/**
 * Importing this module adds the account screens' texts to the dictionaries. Each of those
 * screens imports it, so the texts travel in their lazy chunks and not in the first paint.
 */
addTexts({ nl: accountNl, eng: accountEng });
