'use client';

import { ImageUpload } from './image-upload';

type Props = {
  colors: string[];
  galleries: Record<string, string[]>;
  onChange: (galleries: Record<string, string[]>) => void;
  max: number;
  error?: string;
};

/** A gallery per colour: what the product page shows once a shopper picks that colour (the product's images otherwise). */
export function ColourImages({ colors, galleries, onChange, max, error }: Props) {
  if (colors.length === 0)
    return <p className="text-sm text-muted">Add colours above to give each colour its own images.</p>;
  return (
    <div className="space-y-5">
      {colors.map((color) => (
        <div key={color} role="group" aria-label={`${color} images`} data-testid="colour-images">
          <h3 className="mb-2 text-sm font-medium">
            {color}{' '}
            {(galleries[color] ?? []).length === 0 ? (
              <span className="font-normal text-muted">(shows the product’s images)</span>
            ) : null}
          </h3>
          <ImageUpload
            images={galleries[color] ?? []}
            onChange={(images) => onChange({ ...galleries, [color]: images })}
            max={max}
            label={`${color} images`}
          />
        </div>
      ))}
      {error ? <p className="text-xs text-danger">{error}</p> : null}
    </div>
  );
}
