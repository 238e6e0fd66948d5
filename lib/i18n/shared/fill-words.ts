/**
 * A message sent to the browser as a template (`Cart, {count} items`) with its placeholders filled in:
 * for words that hold what only the browser knows, such as a count or the signed-in shopper's name.
 */
export function fillWords(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
