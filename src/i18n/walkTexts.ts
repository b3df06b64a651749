import { addTexts } from './i18n.ts';
import { walkEng } from './walk.eng.ts';
import { walkNl } from './walk.nl.ts';

/**
 * Importing this module adds the walk mode's texts to the dictionaries. The walk's components
 * import it, so the texts travel in their lazy chunks and not in the first paint.
 */
addTexts({ nl: walkNl, eng: walkEng });
