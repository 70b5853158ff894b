import { describe, expect, it } from 'vitest';
import { professionalAttribute, professionalName, truncateProfessionalName } from './professional-attribute';

const long = 'A'.repeat(58) + 'BCD';

describe('professionalAttribute', () => {
  it.each([
    ['object', { id: '1', name: 'Dr. Ada Glow' }, 'Dr. Ada Glow'],
    ['JSON string', JSON.stringify({ id: '1', name: 'Skin Studio' }), 'Skin Studio'],
    ['trimmed', { name: '  Spa  ' }, 'Spa'],
    ['exactly 59 kept', { name: 'x'.repeat(59) }, 'x'.repeat(59)],
    ['61 cut to 59', { name: long }, 'A'.repeat(58) + 'B'],
    ['no name', { id: '1' }, 'Error with professional name'],
    ['empty name', { name: '   ' }, 'Error with professional name'],
    ['name not a string', { name: 42 }, 'Error with professional name'],
    ['null', null, 'Error with professional name'],
    ['undefined', undefined, 'Error with professional name'],
    ['malformed JSON', '{name:', 'Error with professional name'],
    ['JSON null', 'null', 'Error with professional name'],
  ] as const)('%s', (_name, input, value) => {
    expect(professionalAttribute(input)).toEqual({ key: 'professional', value });
  });

  it.each([
    ['😀'.repeat(60), 59],
    ['é'.repeat(10), 10],
  ])('truncate counts code points', (name, length) => {
    expect(Array.from(truncateProfessionalName(name))).toHaveLength(length);
  });

  it('professionalName returns null for non-objects', () => {
    expect(professionalName(5)).toBeNull();
  });
});
