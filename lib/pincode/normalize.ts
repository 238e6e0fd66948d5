/** Names the India Post list still uses for states and union territories that were merged or renamed. */
const stateRenames: Record<string, string> = {
  'andaman & nicobar': 'Andaman and Nicobar Islands',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  chattisgarh: 'Chhattisgarh',
  'dadra & nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'jammu & kashmir': 'Jammu and Kashmir',
  pondicherry: 'Puducherry',
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
};

/** Districts that moved from Jammu and Kashmir to the union territory of Ladakh in 2019. */
const ladakhDistricts = new Set(['leh', 'leh ladakh', 'kargil']);

function tidy(value: string): string {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (trimmed !== trimmed.toUpperCase() || !/[A-Z]/.test(trimmed)) return trimmed;
  // All capitals in the source: title-case it ("NORTH GOA" → "North Goa").
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s(\-/.])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export function normalizeDistrict(district: string): string {
  return tidy(district);
}

export function normalizeState(state: string, district: string): string {
  const clean = tidy(state);
  if (ladakhDistricts.has(district.trim().toLowerCase())) return 'Ladakh';
  return stateRenames[clean.toLowerCase()] ?? clean.replace(/ & /g, ' and ');
}
