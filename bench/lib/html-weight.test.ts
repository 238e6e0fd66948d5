import { describe, expect, it } from 'vitest';
import { htmlWeight, WEIGHT_KINDS } from './html-weight';

describe('htmlWeight', () => {
  it('counts each byte once, in the first kind that claims it', () => {
    const payload = '<script>self.__next_f.push([1,"x"])</script>';
    const other = '<script src="/a.js"></script>';
    const style = '<style>a{}</style>';
    const svg = '<svg class="i"><path d="M0"/></svg>';
    const html = `<div class="card" style="--a:1">${svg}<p>Kurta ₹999</p>${style}${payload}${other}</div>`;
    const w = htmlWeight(html);
    expect(w.payload).toBe(Buffer.byteLength(payload));
    expect(w.otherScript).toBe(Buffer.byteLength(other));
    expect(w.styles).toBe(Buffer.byteLength(style) + Buffer.byteLength(' style="--a:1"'));
    expect(w.svg).toBe(Buffer.byteLength(svg));
    expect(w.classes).toBe(Buffer.byteLength(' class="card"'));
    expect(WEIGHT_KINDS.reduce((n, k) => n + w[k], 0)).toBe(w.total);
    expect(w.markup).toBe(Buffer.byteLength('<div><p>Kurta ₹999</p></div>'));
  });
});
