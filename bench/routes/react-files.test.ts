import { describe, expect, it } from 'vitest';
import { contentTypeOf, injectStore, isHashedAsset, reactRoute } from './react-files';

const files = new Set(['index.html', 'assets/index-N5GAVvga.js', 'assets/index-Cdq-XFoI.css']);

describe('reactRoute', () => {
  it('serves index.html for the base and for app routes', () => {
    expect(reactRoute('/react', files)).toEqual({ kind: 'index' });
    expect(reactRoute('/react/', files)).toEqual({ kind: 'index' });
    expect(reactRoute('/react/index.html', files)).toEqual({ kind: 'index' });
    expect(reactRoute('/react/cart', files)).toEqual({ kind: 'index' });
    expect(reactRoute('/react/product/abc/', files)).toEqual({ kind: 'index' });
  });

  it('serves built files by name and nothing else', () => {
    expect(reactRoute('/react/assets/index-N5GAVvga.js', files)).toEqual({
      kind: 'asset',
      file: 'assets/index-N5GAVvga.js',
    });
    expect(reactRoute('/react/assets/gone-12345678.js', files)).toEqual({ kind: 'missing' });
    expect(reactRoute('/react/../package.json', files)).toEqual({ kind: 'missing' });
  });

  it('leaves paths outside /react/ alone', () => {
    expect(reactRoute('/reactor', files)).toBeNull();
    expect(reactRoute('/spa', files)).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('names scripts, styles and pages, and bytes for the unknown', () => {
    expect(contentTypeOf('assets/index-N5GAVvga.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('assets/index-Cdq-XFoI.CSS')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('LICENSE')).toBe('application/octet-stream');
  });
});

describe('isHashedAsset', () => {
  it("is Vite's hashed output only", () => {
    expect(isHashedAsset('assets/index-N5GAVvga.js')).toBe(true);
    expect(isHashedAsset('assets/index-Cdq-XFoI.css')).toBe(true);
    expect(isHashedAsset('index.html')).toBe(false);
    expect(isHashedAsset('assets/logo.svg')).toBe(false);
  });
});

describe('injectStore', () => {
  it('sets the store origin before the app script, escaped so it cannot close the tag', () => {
    const html = injectStore(
      '<html><head><script type="module" src="/a.js"></script></head></html>',
      'http://x</script>',
    );
    expect(html).toContain('<script>window.__STORE__="http://x\\u003c/script>"</script>');
    expect(html.indexOf('__STORE__')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('refuses a page without a head', () => {
    expect(() => injectStore('<p>no head</p>', 'http://x')).toThrow(/no <head>/);
  });
});
