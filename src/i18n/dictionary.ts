import type { nl } from './nl.ts';

/** Same keys as `nl`, every leaf a string: what another language must provide. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type Dictionary = Shape<typeof nl>;
