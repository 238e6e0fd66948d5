import type { DeliveryZone } from '@/lib/store-policy';

/**
 * The zone table: which delivery zone a place (district and state from the India Post directory)
 * falls in. Rules are tried in this order: islands, the north-east, metro cities, state capitals,
 * remote areas, then the rest of India. District names are the directory's spelling.
 */

const ISLAND_STATES = new Set(['Andaman and Nicobar Islands', 'Lakshadweep']);

const NORTHEAST_STATES = new Set([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
]);

/** The eight metro cities (Delhi is the whole National Capital Territory). */
const METRO_STATES = new Set(['Delhi']);
const METRO_DISTRICTS = new Set([
  'Mumbai',
  'Bangalore',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
]);

/** Districts of the state and union-territory capitals outside the metros. */
const CAPITAL_DISTRICTS = new Set([
  'Lucknow',
  'Jaipur',
  'Bhopal',
  'Patna',
  'Thiruvananthapuram',
  'Khorda',
  'Ranchi',
  'Raipur',
  'Dehradun',
  'Shimla',
  'Chandigarh',
  'North Goa',
  'Gandhi Nagar',
  'Guntur',
  'Srinagar',
  'Jammu',
  'Pondicherry',
  'Daman',
]);

/** Mountain areas reached over passes that close in winter. */
const REMOTE_STATES = new Set(['Ladakh', 'Jammu and Kashmir']);
const REMOTE_DISTRICTS = new Set(['Lahul & Spiti', 'Kinnaur', 'Pithoragarh']);

/** The delivery zone of a place. */
export function zoneOf(place: { district: string; state: string }): DeliveryZone {
  if (ISLAND_STATES.has(place.state)) return 'islands';
  if (NORTHEAST_STATES.has(place.state)) return 'northeast';
  if (METRO_STATES.has(place.state) || METRO_DISTRICTS.has(place.district)) return 'metro';
  if (CAPITAL_DISTRICTS.has(place.district)) return 'capital';
  if (REMOTE_STATES.has(place.state) || REMOTE_DISTRICTS.has(place.district)) return 'remote';
  return 'rest';
}

/** The zones in the order a shopper reads them, with their names. */
export const ZONE_NAMES: Record<DeliveryZone, string> = {
  metro: 'Metro city',
  capital: 'State capital',
  rest: 'Rest of India',
  northeast: 'North-East',
  remote: 'Remote area',
  islands: 'Islands',
};
