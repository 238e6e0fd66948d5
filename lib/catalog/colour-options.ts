/** A product's colour choices as the product page's client widgets read them (browser-safe). */
export type ColourOptions = {
  /** Gallery per colour, for the colours that have their own images. */
  images: Record<string, string[]>;
  /** Stock per colour and size, or null when the product keeps one stock count (or none). */
  variants: { color: string; size: string; stock: number }[] | null;
};

/** Whether a colour (and size, when one is chosen) can be bought: always, unless variant stock says no. */
export function variantInStock(
  options: Pick<ColourOptions, 'variants'>,
  color: string,
  size: string | null,
): boolean {
  if (!options.variants) return true;
  return options.variants.some((v) => v.color === color && (size === null || v.size === size) && v.stock > 0);
}

/** The colour a product page starts at: the first one in stock (the same for every visitor). */
export function firstColour(
  colors: readonly string[],
  options: Pick<ColourOptions, 'variants'>,
): string | null {
  return colors.find((c) => variantInStock(options, c, null)) ?? null;
}

/** The gallery shown for a colour: its own images when it has them, the product's otherwise. */
export function galleryImages(
  all: readonly string[],
  color: string | null | undefined,
  options: Pick<ColourOptions, 'images'>,
): readonly string[] {
  return (color ? options.images[color] : undefined) ?? all;
}

/**
 * The photos of a product in one colour from its stored galleries (`products.color_images`, kept as the owner
 * saved them): that colour's own when it has any, the product's otherwise. What a cart line and an order
 * line show, so the shopper sees the colour they chose.
 */
export function colourPhotos(
  all: readonly string[],
  galleries: Readonly<Record<string, unknown>> | null | undefined,
  color: string | null | undefined,
): string[] {
  const own = color ? galleries?.[color] : undefined;
  const list = Array.isArray(own) ? own.filter((s): s is string => typeof s === 'string' && s !== '') : [];
  return list.length > 0 ? list : [...all];
}
