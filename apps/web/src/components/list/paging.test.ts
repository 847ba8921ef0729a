import { describe, expect, it } from 'vitest';
import { offsetOf, pageCount, pageSizeOptions, pageWindow } from './paging.ts';

describe('paging (docs/product.md §9)', () => {
  it('computes offset = (page - 1) × page size', () => {
    expect(offsetOf(1, 5)).toBe(0);
    expect(offsetOf(3, 6)).toBe(12);
    expect(offsetOf(0, 5)).toBe(0);
  });

  it('offers multiples of 5 up to the total, plus the default size', () => {
    expect(pageSizeOptions(23, 5)).toEqual([5, 10, 15, 20, 25]);
    expect(pageSizeOptions(12, 6)).toEqual([5, 6, 10, 15]);
    expect(pageSizeOptions(0, 6)).toEqual([5, 6]);
    expect(pageSizeOptions(5000, 5).at(-1)).toBe(100);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(11, 5)).toBe(3);
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
