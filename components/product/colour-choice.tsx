'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { firstColour, type ColourOptions } from '@/lib/catalog/shared/colour-options';

type ColourChoiceValue = {
  colors: string[];
  options: ColourOptions;
  color: string | null;
  setColor: (color: string) => void;
};

const ColourChoiceContext = createContext<ColourChoiceValue | null>(null);

/**
 * The colour chosen on a product page, shared by the gallery and Add to cart. It starts at the first
 * colour in stock, so the server renders the same page for every visitor; the choice is client state.
 */
export function ColourChoice({
  colors,
  options,
  children,
}: {
  colors: string[];
  options: ColourOptions;
  children: ReactNode;
}) {
  const first = firstColour(colors, options);
  const [color, setColor] = useState<string | null>(first);
  return (
    <ColourChoiceContext.Provider value={{ colors, options, color, setColor }}>
      {children}
    </ColourChoiceContext.Provider>
  );
}

/** The product page's colour choice, or null outside a ColourChoice (a product without colours). */
export function useColourChoice(): ColourChoiceValue | null {
  return useContext(ColourChoiceContext);
}
