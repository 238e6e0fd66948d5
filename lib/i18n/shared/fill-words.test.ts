import { describe, expect, it } from 'vitest';
import { fillWords } from './fill-words';

describe('fillWords', () => {
  it('fills every placeholder it has a value for, and leaves the others as written', () => {
    expect(fillWords('Cart, {count} items', { count: 0 })).toBe('Cart, 0 items');
    expect(fillWords('कार्ट, {count} सामान', { count: 12 })).toBe('कार्ट, 12 सामान');
    expect(fillWords('Hello, {name} 👋 {other}', { name: 'Asha' })).toBe('Hello, Asha 👋 {other}');
  });

  it('puts a value in as it is, even one that looks like a placeholder or a replacement pattern', () => {
    expect(fillWords('Signed in as {name}', { name: "$& {count} O'Brien" })).toBe(
      "Signed in as $& {count} O'Brien",
    );
  });
});
