'use client';

import { useRef, type KeyboardEvent } from 'react';
import { variantInStock } from '@/lib/catalog/shared/colour-options';
import { swatchHex } from '@/lib/media/shared/colours';
import { useColourChoice } from './colour-choice';

/**
 * Colour swatches as a radio group (WAI-ARIA radio pattern): one tab stop, arrow keys move and choose,
 * each swatch shows its name; a colour sold out in every size is marked and cannot be chosen.
 */
export function ColourSwatches() {
  const choice = useColourChoice();
  const group = useRef<HTMLDivElement>(null);
  if (!choice || choice.colors.length === 0) return null;
  const { colors, options, color, setColor } = choice;
  const selectable = colors.filter((c) => variantInStock(options, c, null));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step || selectable.length === 0) return;
    e.preventDefault();
    const at = color ? selectable.indexOf(color) : -1;
    const next = selectable[(at + step + selectable.length) % selectable.length]!;
    setColor(next);
    group.current?.querySelector<HTMLElement>(`[data-colour="${CSS.escape(next)}"]`)?.focus();
  };

  // Lean on elements (the product page has a DOM budget): the dot is a pseudo-element, no wrapper.
  return (
    <>
      <p id="colour-label" className="mb-3 text-sm font-semibold" data-testid="chosen-colour">
        Colour: {color ?? 'Select a colour'}
      </p>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby="colour-label"
        className="mt-0! flex flex-wrap gap-2"
        onKeyDown={onKeyDown}
        data-testid="colour-swatches"
      >
        {colors.map((c) => {
          const inStock = selectable.includes(c);
          const checked = c === color;
          return (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-disabled={!inStock || undefined}
              tabIndex={checked || (!color && c === selectable[0]) ? 0 : -1}
              data-colour={c}
              onClick={() => inStock && setColor(c)}
              className={`colour-chip ${checked ? 'border-ink ring-1 ring-ink' : 'border-stone-300 hover:border-ink'}${inStock ? '' : ' cursor-not-allowed text-muted opacity-60'}`}
              style={{ '--swatch': swatchHex(c) ?? '#a8a29e' } as React.CSSProperties}
            >
              {inStock ? c : `${c} (sold out)`}
            </button>
          );
        })}
      </div>
    </>
  );
}
