import { describe, expect, it } from 'vitest';
import { eng } from '../../../src/i18n/eng.ts';
import { nl } from '../../../src/i18n/nl.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [[`${prefix}${k}`, v] as [string, string]]
      : leaves(v, `${prefix}${k}.`),
  );
}

describe('the dictionaries', () => {
  it('have the same keys, and no empty text', () => {
    const nlLeaves = leaves(nl);
    const engLeaves = leaves(eng);
    expect(engLeaves.map(([k]) => k).sort()).toEqual(nlLeaves.map(([k]) => k).sort());
    for (const [key, text] of [...nlLeaves, ...engLeaves]) expect(text.trim(), key).not.toBe('');
  });

  it('carry the specification texts word for word', () => {
    expect(nl.map.loading).toBe('Kaart laden...');
    expect(nl.update.available).toBe('Er is een nieuwe versie beschikbaar');
    expect(nl.update.reload).toBe('Herladen');
    expect(nl.drawer.noText).toBe('Geen tekst beschikbaar');
    expect(eng.drawer.noText).toBe('No text available');
  });
});
