import { describe, expect, it } from 'vitest';
import { cmAndInches, cmToInches, inchesToCm } from './units';

describe('cm and inches', () => {
  it.each([
    [2.54, 1],
    [96, 37.8],
    [101.6, 40],
    [0, 0],
    [180, 70.9],
  ])('%s cm is %s in', (cm, inches) => {
    expect(cmToInches(cm)).toBe(inches);
  });

  it.each([
    [1, 2.5],
    [40, 101.6],
    [32, 81.3],
    [0, 0],
  ])('%s in is %s cm', (inches, cm) => {
    expect(inchesToCm(inches)).toBe(cm);
  });

  it('round-trips whole inches within a millimetre', () => {
    for (let inches = 20; inches <= 60; inches++) {
      expect(Math.abs(cmToInches(inchesToCm(inches)) - inches)).toBeLessThanOrEqual(0.05);
    }
  });

  it('formats both units for the chart', () => {
    expect(cmAndInches(96)).toBe('96 cm / 37.8 in');
    expect(cmAndInches(71.1)).toBe('71.1 cm / 28 in');
  });
});
