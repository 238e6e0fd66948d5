/** "Colour: Rust · Size: M" for an order or cart line, leaving out what the product does not have (browser-safe). */
export function lineOptionsLabel(line: { size: string; color?: string | null }): string {
  return [
    line.color ? `Colour: ${line.color}` : '',
    line.size && line.size !== 'default' ? `Size: ${line.size}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A line's name with its colour and size in brackets when it has either: "Kurta (Colour: Rust · Size: M)". */
export function lineTitle(line: { name: string; size: string; color?: string | null }): string {
  const options = lineOptionsLabel(line);
  return options ? `${line.name} (${options})` : line.name;
}
