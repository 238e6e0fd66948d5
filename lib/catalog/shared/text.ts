/**
 * Text cut to at most `max` characters, at a word boundary where one is near the end (past half of
 * `max`), so the last word stays whole; otherwise cut at `max`. Browser-safe.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).trim();
}
