// fontverter ships no types: the one call app/fonts.test.ts makes (WOFF2 back to the TrueType HarfBuzz reads).
declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Buffer>;
}
