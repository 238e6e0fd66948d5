import { describe, expect, it } from 'vitest';
import { getPincodeAnswer, isPincode, lookupPincode } from './index';
import { normalizeDistrict, normalizeState } from './normalize';

describe('pincode directory', () => {
  it('finds the district and state of known pincodes', () => {
    // The district holding most of the pincode's post offices comes first (clients read the first entry).
    expect(lookupPincode('400001')[0]).toEqual({ district: 'Mumbai', state: 'Maharashtra' });
    expect(lookupPincode('110049')).toContainEqual({ district: 'South Delhi', state: 'Delhi' });
  });

  it('uses the current names of merged and renamed territories', () => {
    expect(lookupPincode('194101')).toEqual([{ district: 'Leh', state: 'Ladakh' }]);
    expect(lookupPincode('396210')[0]?.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(lookupPincode('744101')[0]?.state).toBe('Andaman and Nicobar Islands');
  });

  it('answers like the public service', () => {
    expect(getPincodeAnswer('600001')).toEqual([
      {
        Status: 'Success',
        Message: 'Number of pincode(s) found: 1',
        PostOffice: [
          { Name: 'Chennai', District: 'Chennai', State: 'Tamil Nadu', Country: 'India', Pincode: '600001' },
        ],
      },
    ]);
    expect(getPincodeAnswer('999999')).toEqual([
      { Status: 'Error', Message: 'No records found', PostOffice: null },
    ]);
  });

  it('refuses malformed codes', () => {
    for (const code of ['', '12345', '1234567', '012345', 'abcdef', '40000 1']) {
      expect(isPincode(code)).toBe(false);
      expect(() => getPincodeAnswer(code)).toThrow(/6 digits/);
    }
  });

  it('normalises names', () => {
    expect(normalizeDistrict('  NORTH   GOA ')).toBe('North Goa');
    expect(normalizeDistrict('Central Delhi ')).toBe('Central Delhi');
    expect(normalizeState('Daman & Diu', 'Daman')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(normalizeState('Jammu & Kashmir', 'Kargil')).toBe('Ladakh');
    expect(normalizeState('Jammu & Kashmir', 'Srinagar')).toBe('Jammu and Kashmir');
    expect(normalizeState('Chattisgarh', 'Raipur')).toBe('Chhattisgarh');
  });
});
