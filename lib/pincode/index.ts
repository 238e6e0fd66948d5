import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { badRequest } from '@/lib/errors';

export type PincodePlace = { district: string; state: string };

/** One post office entry in the public India Post service's answer shape. */
export type PostOfficeEntry = {
  Name: string;
  District: string;
  State: string;
  Country: 'India';
  Pincode: string;
};

export type PincodeAnswer =
  | [{ Status: 'Success'; Message: string; PostOffice: PostOfficeEntry[] }]
  | [{ Status: 'Error'; Message: 'No records found'; PostOffice: null }];

const dataFile = path.join(process.cwd(), 'lib', 'pincode', 'data', 'pincodes.tsv.gz');

let directory: Map<string, PincodePlace[]> | undefined;

/** The bundled India Post directory, read once per process (about 19,000 pincodes, a few MB in memory). */
function loadDirectory(): Map<string, PincodePlace[]> {
  if (directory) return directory;
  const text = gunzipSync(readFileSync(dataFile)).toString('utf8');
  const map = new Map<string, PincodePlace[]>();
  for (const line of text.split('\n')) {
    const [pincode, district, state] = line.split('\t');
    if (!pincode || !district || !state) continue;
    const places = map.get(pincode);
    if (places) places.push({ district, state });
    else map.set(pincode, [{ district, state }]);
  }
  directory = map;
  return map;
}

/** True for a well-formed Indian pincode: six digits, not starting with 0. */
export function isPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

/** Districts and states served by a pincode (most have one), or an empty list when it is not in the directory. */
export function lookupPincode(pincode: string): PincodePlace[] {
  if (!isPincode(pincode)) return [];
  return loadDirectory().get(pincode) ?? [];
}

/**
 * The answer of `GET /api/pincode/{code}`, shaped like the public India Post service so clients written
 * for it work unchanged. Throws a 400 for a malformed code.
 */
export function getPincodeAnswer(code: string): PincodeAnswer {
  const pincode = code.trim();
  if (!isPincode(pincode)) throw badRequest('A pincode is 6 digits and does not start with 0.');
  const places = lookupPincode(pincode);
  if (places.length === 0) return [{ Status: 'Error', Message: 'No records found', PostOffice: null }];
  return [
    {
      Status: 'Success',
      Message: `Number of pincode(s) found: ${places.length}`,
      // The bundled directory keeps districts, not individual post offices: Name carries the district.
      PostOffice: places.map((p) => ({
        Name: p.district,
        District: p.district,
        State: p.state,
        Country: 'India',
        Pincode: pincode,
      })),
    },
  ];
}
