import type { Product } from '@/lib/catalog';
import { MEASURES, cmToInches, type SizeChartEntry } from '@/lib/size-charts';

const cm = (n: number) => (Number.isInteger(n) ? `${n}` : n.toFixed(1));

function Measurement({ value }: { value: number | null }) {
  if (value == null) return <span className="text-muted">–</span>;
  return (
    <>
      <span className="block font-medium">{cm(value)} cm</span>
      <span className="block text-muted">{cm(cmToInches(value))} in</span>
    </>
  );
}

/** A fashion product's size chart (the Size chart dialog's content): body measurements per size, and how to measure. */
export function SizeChart({ rows }: { rows: SizeChartEntry[] }) {
  const measures = MEASURES.filter((m) => rows.some((r) => r[`${m.key}Cm`] != null));
  return (
    <>
      <p className="text-muted">Body measurements, in centimetres and inches.</p>
      <table className="mt-3 w-full border-collapse text-left" data-testid="size-chart-table">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3">
              Size
            </th>
            {measures.map((m) => (
              <th key={m.key} scope="col" className="py-2 pr-3">
                {m.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r._id} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {r.size}
              </th>
              {measures.map((m) => (
                <td key={m.key} className="py-2 pr-3 align-top">
                  <Measurement value={r[`${m.key}Cm`]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-5 font-semibold">How to measure</h3>
      <dl className="mt-2 space-y-2">
        {measures.map((m) => (
          <div key={m.key}>
            <dt className="font-medium">{m.label}</dt>
            <dd className="text-muted">{m.howTo}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-muted">Between two sizes? Choose the larger one for a relaxed fit.</p>
    </>
  );
}

const feetAndInches = (centimetres: number) => {
  const inches = Math.round(centimetres / 2.54);
  return `${Math.floor(inches / 12)} ft ${inches % 12} in`;
};

/** A furniture product's size in cm and inches, and whether it fits (the Dimensions dialog's content). */
export function DimensionsChart({ dimensions }: { dimensions: NonNullable<Product['dimensions']> }) {
  const sides = [
    ['Width', dimensions.width],
    ['Depth', dimensions.depth],
    ['Height', dimensions.height],
  ] as const;
  const { width, depth, height } = dimensions;
  // It goes through a doorway on its side: the smaller of depth and height must clear the door.
  const passage = depth != null && height != null ? Math.min(depth, height) : null;
  return (
    <>
      <table className="w-full border-collapse text-left" data-testid="size-chart-table">
        <tbody>
          {sides.map(([label, value]) => (
            <tr key={label} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-3 font-medium">
                {label}
              </th>
              <td className="py-2">
                <Measurement value={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-5 font-semibold">Will it fit?</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
        {width != null && depth != null ? (
          <li>
            It covers {cm(width)} × {cm(depth)} cm of floor ({feetAndInches(width)} × {feetAndInches(depth)});
            leave about 75 cm (2 ft 6 in) clear in front of it to walk past.
          </li>
        ) : null}
        {passage != null ? (
          <li>
            To carry it in, your doors, lift and stair turns need at least {cm(passage)} cm (
            {feetAndInches(passage)}) of clear width.
          </li>
        ) : null}
        {height != null ? (
          <li>
            Under a window or shelf it needs {cm(height)} cm ({cm(cmToInches(height))} in) of height.
          </li>
        ) : null}
      </ul>
    </>
  );
}
