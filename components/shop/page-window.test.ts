import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps first and last with two pages each side and ellipses between', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'ellipsis-end', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis-start', 18, 19, 20]);
  });

  it('does not put an ellipsis where no page is skipped', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageWindow(7, 10)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8, 9, 10]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
  });
});
