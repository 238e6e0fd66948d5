/**
 * A category or menu value as shoppers read it. Some values are stored lower case because URLs and
 * filters use them ('sofa' in /collection?category=sofa, the menu item titled 'collection'); shown,
 * they start with a capital ('Sofa', 'Collection'). Values an editor typed with capitals ("Men's
 * Suits And Blazers", 'T-Shirts & Shirts') are shown exactly as typed.
 */
export function displayName(value: string): string {
  const text = value.trim();
  if (text !== text.toLowerCase()) return text;
  return text.charAt(0).toLocaleUpperCase('en-IN') + text.slice(1);
}
