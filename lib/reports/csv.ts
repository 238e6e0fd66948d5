import type { GstBreakdown, GstFigures, GstSummary } from './gst';
import type { ReportPeriod } from './period';

/** Excel opens a UTF-8 file as such (₹, state names) only when it starts with a byte order mark. */
const BOM = '\uFEFF';

export const GST_CSV_HEADER = [
  'Section',
  'HSN/SAC',
  'GST rate %',
  'Place of supply',
  'Supply',
  'Kind',
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Total tax (₹)',
] as const;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const amount = (rupees: number) => rupees.toFixed(2);

function kinds(b: GstBreakdown): [string, GstFigures][] {
  return [
    ['Sales', b.sales],
    ['Credit notes', b.returns],
    ['Net', b.net],
  ];
}

function rows(lead: (string | number)[], b: GstBreakdown): (string | number)[][] {
  return kinds(b).map(([kind, f]) => [
    ...lead,
    kind,
    amount(f.taxable),
    amount(f.cgst),
    amount(f.sgst),
    amount(f.igst),
    amount(f.totalTax),
  ]);
}

/**
 * The GST summary as a spreadsheet: one header row, then for each HSN code and rate, each state and the
 * total, three rows (sales, credit notes, net). Amounts in rupees with two decimals, no grouping commas.
 */
export function gstSummaryCsv(summary: GstSummary): string {
  const lines: (string | number)[][] = [
    [...GST_CSV_HEADER],
    ...summary.byHsn.flatMap((r) => rows(['By HSN', r.hsnCode, r.ratePercent, '', ''], r)),
    ...summary.byState.flatMap((r) =>
      rows(['By state', '', '', r.state, r.intraState ? 'Intra-state' : 'Inter-state'], r),
    ),
    ...rows(['Total', '', '', '', ''], summary.totals),
  ];
  return BOM + lines.map((l) => l.map(field).join(',')).join('\r\n') + '\r\n';
}

/** The download's file name: gst-summary-<from>-to-<to>.csv. */
export function gstCsvFileName(period: ReportPeriod): string {
  return `gst-summary-${period.from}-to-${period.to}.csv`;
}
