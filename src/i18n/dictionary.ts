import type { accountNl } from './accountNl.ts';
import type { nl } from './nl.ts';

/** Same keys as `T`, every leaf a string: what another language must provide. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type Dictionary = Shape<typeof nl>;

/** The account screens' texts, loaded with those screens (accountTexts.ts). */
export type AccountDictionary = Shape<typeof accountNl>;
