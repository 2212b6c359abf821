// The fuzzy set scores as the fuzzyset package documents its own examples (the figures below are
// the package's documented results), breaking ties by name.
import { describe, expect, it } from 'vitest';
import { FuzzySet, gramCounts, levenshteinSimilarity } from './fuzzy-set.ts';

const STATES = [
  'Alabama', 'Alaska', 'American Samoa', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia',
  'Florida', 'Georgia', 'Guam', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey',
  'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Northern Marianas Islands', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Puerto Rico', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Virgin Islands',
  'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
];

describe('gram counts', () => {
  it('counts the n-grams of the lower-cased value framed by hyphens', () => {
    expect(Object.fromEntries(gramCounts('Mississippi', 3))).toEqual({ '-mi': 1, mis: 1, iss: 2, ssi: 2, sis: 1, sip: 1, ipp: 1, ppi: 1, 'pi-': 1 });
    expect(Object.fromEntries(gramCounts('xxxx', 2))).toEqual({ '-x': 1, xx: 3, 'x-': 1 });
  });

  it('drops every character but letters, digits, spaces and commas (underscores too)', () => {
    expect([...gramCounts('post_tags', 3).keys()]).toEqual(['-po', 'pos', 'ost', 'stt', 'tta', 'tag', 'ags', 'gs-']);
  });
});

describe('levenshtein similarity', () => {
  it('is one minus the edit distance over the longer length', () => {
    expect(levenshteinSimilarity('projects', 'projectx')).toBe(0.875);
    expect(levenshteinSimilarity('kitten', 'sitting')).toBe(4 / 7);
    expect(levenshteinSimilarity('', '')).toBe(1);
  });
});

describe('FuzzySet', () => {
  const states = new FuzzySet(STATES);

  it('scores the candidates as the fuzzyset package documents', () => {
    expect(states.get('Burger Islands')).toEqual([
      { score: 0.7142857142857143, value: 'Virgin Islands' },
      { score: 0.5714285714285714, value: 'Rhode Island' },
      { score: 0.44, value: 'Northern Marianas Islands' },
      { score: 0.35714285714285715, value: 'Maryland' },
    ]);
    expect(states.get('Why-oh-me-ing')).toEqual([{ score: 0.5384615384615384, value: 'Wyoming' }]);
    expect(states.get('Connect a cat')).toEqual([{ score: 0.6923076923076923, value: 'Connecticut' }]);
    expect(states.get('CanOfSauce')).toEqual([{ score: 0.4, value: 'Kansas' }]);
    expect(new FuzzySet(['Shaggy Rogers', 'Fred Jones', 'Daphne Blake', 'Velma Dinkley']).get('Shaggy Jones')).toEqual([
      { score: 0.7692307692307693, value: 'Shaggy Rogers' },
      { score: 0.5, value: 'Fred Jones' },
    ]);
    expect(new FuzzySet(['Jurassic Park', 'Terminator', 'The Matrix']).getOne('percolator')).toBe('Terminator');
  });

  it('breaks ties by name', () => {
    expect(states.get('Transylvania').map((match) => match.value)).toEqual(['Pennsylvania', 'Arkansas', 'California', 'Kansas']);
    expect(states.get('Alaskanbraskansas').map((match) => match.value)).toEqual(['Arkansas', 'Alabama', 'Alaska', 'Kansas', 'Nebraska']);
  });

  it('answers an exact match but for case alone, with score 1, as it was added', () => {
    expect(states.get('alaska')).toEqual([{ score: 1, value: 'Alaska' }]);
  });

  it('keeps only matches at or above the minimum score (0.33 unless given)', () => {
    expect(states.getOne('zzzzzz')).toBeUndefined();
    expect(states.getOne('Transylvania', 0.8)).toBeUndefined();
    expect(states.getOne('Transylvania', 0.75)).toBe('Pennsylvania');
  });

  it('falls back to bigrams when no trigram matches well enough', () => {
    // "-ab-" and "-xaby-" share no trigram, only the bigram "ab".
    const set = new FuzzySet(['xaby']);
    expect(set.get('ab')).toEqual([{ score: 0.5, value: 'xaby' }]);
  });

  it('adds a value once, whatever its case', () => {
    const set = new FuzzySet(['Posts', 'posts']);
    expect(set.get('POSTS')).toEqual([{ score: 1, value: 'Posts' }]);
  });
});
