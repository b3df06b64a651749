import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryLabel, findCategory } from '../../../src/domain/categories.ts';

const SPEC: [string, string][] = [
  ['Alle Verhalen', 'All Stories'],
  ['Parken & groen', 'Parks & Nature'],
  ['Architectuur', 'Architecture'],
  ['Kunst & cultuur', 'Art & Culture'],
  ['Design & mode', 'Design & Fashion'],
  ['Eten & drinken', 'Food & Drinks'],
  ['Muziek', 'Music'],
  ['Sociale initiatieven', 'Social Initiatives'],
  ['Default Category', ''],
];

describe('CATEGORIES', () => {
  it('lists every category of the specification in its order', () => {
    expect(CATEGORIES.map((c) => [c.nl, c.eng])).toEqual(SPEC);
  });
});

describe('categoryLabel', () => {
  it.each(SPEC.filter(([, eng]) => eng !== ''))('%s reads "%s" in English', (nl, eng) => {
    expect(categoryLabel(nl, 'nl')).toBe(nl);
    expect(categoryLabel(nl, 'eng')).toBe(eng);
  });

  it('shows Default Category in English as its Dutch label, not as a blank', () => {
    expect(categoryLabel('Default Category', 'nl')).toBe('Default Category');
    expect(categoryLabel('Default Category', 'eng')).toBe('Default Category');
  });

  it('recognises a value stored by its English label or in another case', () => {
    expect(categoryLabel('Art & Culture', 'nl')).toBe('Kunst & cultuur');
    expect(categoryLabel('muziek ', 'eng')).toBe('Music');
  });

  it('shows an unknown category as stored, and nothing for null or blank', () => {
    expect(categoryLabel('Sport', 'eng')).toBe('Sport');
    expect(categoryLabel(null, 'nl')).toBe('');
    expect(categoryLabel('  ', 'eng')).toBe('');
  });

  it('does not match the empty English label of Default Category', () => {
    expect(findCategory('')).toBeUndefined();
  });
});
