import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, exportRow, rupeesCell } from './cells';

const product = {
  id: '65f000000000000000000001',
  sku: 'KURTA-1',
  name: 'कुर्ता',
  nameHi: 'सूती कुर्ता',
  category: 'Kurtas',
  subCategory: '',
  shortDescription: 'Cotton, "hand block" print',
  shortDescriptionHi: null,
  descriptionHi: null,
  seller: '',
  tags: ['cotton', 'summer'],
  regularPricePaise: 129_900,
  salePricePaise: 99_950,
  gstRatePercent: 5,
  hsnCode: null,
  weightGrams: 250,
  published: true,
  visibility: 'visible' as const,
  inStock: true,
  stock: null,
};

describe('catalogue cells', () => {
  it('writes paise as rupees a spreadsheet shows: whole rupees plain, else two decimals', () => {
    expect([129_900, 99_950, 5, 0, null].map(rupeesCell)).toEqual(['1299', '999.50', '0.05', '0', '']);
  });

  it('gives a product without colours one line, and a colour and size its own stock and SKU', () => {
    expect(Object.keys(exportRow(product))).toEqual([...CSV_COLUMNS]);
    expect(exportRow(product)).toMatchObject({
      sku: 'KURTA-1',
      // A Hindi text not given is a blank cell (the shop shows the English one).
      name_hi: 'सूती कुर्ता',
      short_description_hi: '',
      description_hi: '',
      tags: 'cotton, summer',
      weight_kg: '0.25',
      hsn_code: '',
      stock: '',
      stock_at_export: '',
    });
    const line = exportRow(product, { color: 'Indigo', size: 'M', stock: 3, sku: 'KURTA-1-IND-M' });
    expect(line).toMatchObject({
      sku: 'KURTA-1-IND-M',
      colour: 'Indigo',
      size: 'M',
      stock: '3',
      stock_at_export: '3',
    });
  });
});
