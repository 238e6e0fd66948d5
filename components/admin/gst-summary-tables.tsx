import type { GstBreakdown, GstFigures, GstSummary } from '@/lib/reports';
import { formatRupees } from '@/lib/money';
import { Cell, DataTable } from './data-table';

const money = [
  { label: 'Taxable value', align: 'right' },
  { label: 'CGST', align: 'right' },
  { label: 'SGST', align: 'right' },
  { label: 'IGST', align: 'right' },
] as const;

function Amounts({ f }: { f: GstFigures }) {
  return (
    <>
      {[f.taxable, f.cgst, f.sgst, f.igst].map((v, i) => (
        <Cell key={i} className="text-right tabular-nums whitespace-nowrap">
          {formatRupees(v)}
        </Cell>
      ))}
    </>
  );
}

const kinds = (b: GstBreakdown): [string, GstFigures][] => [
  ['Sales invoiced', b.sales],
  ['Credit notes (returns)', b.returns],
  ['Net', b.net],
];

/**
 * The GST summary as tables: the period's totals (sales, credit notes, net), then the net figures by HSN
 * code and rate and by place of supply. Each table scrolls inside its frame on a phone.
 */
export function GstSummaryTables({ gst }: { gst: GstSummary }) {
  return (
    <div className="space-y-4">
      <div data-testid="gst-totals">
        <DataTable
          columns={[{ label: 'Total' }, ...money]}
          items={kinds(gst.totals)}
          row={([kind, f]) => (
            <tr key={kind} className={kind === 'Net' ? 'font-semibold' : undefined}>
              <Cell className="whitespace-nowrap">{kind}</Cell>
              <Amounts f={f} />
            </tr>
          )}
          empty="No invoices in this period."
        />
      </div>
      <div data-testid="gst-by-hsn">
        <DataTable
          columns={[{ label: 'HSN/SAC' }, { label: 'Rate', align: 'right' }, ...money]}
          items={gst.byHsn}
          row={(r) => (
            <tr key={`${r.hsnCode}-${r.ratePercent}`}>
              <Cell className="font-mono">{r.hsnCode}</Cell>
              <Cell className="text-right tabular-nums">{r.ratePercent}%</Cell>
              <Amounts f={r.net} />
            </tr>
          )}
          empty="No invoices in this period."
        />
      </div>
      <div data-testid="gst-by-state">
        <DataTable
          columns={[{ label: 'Place of supply' }, { label: 'Supply' }, ...money]}
          items={gst.byState}
          row={(r) => (
            <tr key={r.state}>
              <Cell>{r.state}</Cell>
              <Cell className="whitespace-nowrap">{r.intraState ? 'Intra-state' : 'Inter-state'}</Cell>
              <Amounts f={r.net} />
            </tr>
          )}
          empty="No invoices in this period."
        />
      </div>
    </div>
  );
}
