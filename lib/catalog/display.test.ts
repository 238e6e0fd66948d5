import { describe, expect, it } from 'vitest';
import { displayName } from './display';

describe('displayName', () => {
  it('starts lower-case values with a capital: the furniture categories and the collection menu item', () => {
    expect(displayName('sofa')).toBe('Sofa');
    expect(displayName('bed')).toBe('Bed');
    expect(displayName('chairs')).toBe('Chairs');
    expect(displayName('collection')).toBe('Collection');
    expect(displayName(' dining chairs ')).toBe('Dining chairs');
  });

  it('keeps values typed with capitals exactly as typed', () => {
    expect(displayName("Men's Suits And Blazers")).toBe("Men's Suits And Blazers");
    expect(displayName('T-Shirts & Shirts')).toBe('T-Shirts & Shirts');
    expect(displayName('iPhone cases')).toBe('iPhone cases');
  });

  it('leaves values without letters alone', () => {
    expect(displayName('')).toBe('');
    expect(displayName('2026')).toBe('2026');
  });
});
