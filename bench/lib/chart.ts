import type { Figure } from './types';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** How far a figure is towards its target: 1 is exactly on it, above 1 is met. */
export function attainment(f: Figure): number | null {
  if (!f.target || f.value === null) return null;
  if (f.target.op === '>=') return f.target.value === 0 ? null : f.value / f.target.value;
  return f.value === 0 ? 2 : f.target.value / f.value;
}

type Bar = { label: string; value: number; text: string; colour: string };

function panel(
  title: string,
  subtitle: string,
  bars: Bar[],
  scale: (v: number) => number,
  y0: number,
  marker?: { at: number; label: string },
): { svg: string; height: number } {
  const left = 300;
  const width = 440;
  const row = 22;
  const parts: string[] = [
    `<text x="10" y="${y0 + 18}" font-size="15" font-weight="600">${esc(title)}</text>`,
    `<text x="10" y="${y0 + 36}" font-size="11" fill="#57534e">${esc(subtitle)}</text>`,
  ];
  const top = y0 + 48;
  bars.forEach((b, i) => {
    const y = top + i * row;
    const w = Math.max(1, Math.min(width, scale(b.value) * width));
    parts.push(
      `<text x="${left - 8}" y="${y + 14}" font-size="11" text-anchor="end">${esc(b.label)}</text>`,
      `<rect x="${left}" y="${y + 3}" width="${w.toFixed(1)}" height="${row - 7}" fill="${b.colour}" rx="2"/>`,
      `<text x="${left + w + 5}" y="${y + 14}" font-size="11" fill="#1c1917">${esc(b.text)}</text>`,
    );
  });
  const bottom = top + bars.length * row;
  if (marker) {
    const x = left + scale(marker.at) * width;
    parts.push(
      `<line x1="${x.toFixed(1)}" y1="${top - 2}" x2="${x.toFixed(1)}" y2="${bottom}" stroke="#1c1917" stroke-dasharray="3 3"/>`,
      `<text x="${x.toFixed(1)}" y="${bottom + 12}" font-size="10" text-anchor="middle" fill="#57534e">${esc(marker.label)}</text>`,
    );
  }
  return { svg: parts.join('\n'), height: bottom - y0 + 24 };
}

/**
 * An SVG with two panels: throughput of every load target (log scale), and every figure that has
 * a target as a fraction of it (met at 1 or beyond, drawn green; short of it, red).
 */
export function renderChart(figures: Figure[], generatedAt: string): string {
  const rpsIds = [
    ['pages.static.rps', 'static file'],
    ['pages.policy.rps', '/shipping-policy (ceiling)'],
    ['pages.home.rps', '/'],
    ['pages.shop.rps', '/shop'],
    ['pages.product.rps', '/product/{id}'],
    ['api.memory.rps', 'list JSON from memory (ceiling)'],
    ['api.list.rps', '/api/product/list (100k, PostgreSQL)'],
  ] as const;
  const byId = new Map(figures.map((f) => [f.id, f]));
  const rpsBars: Bar[] = rpsIds.flatMap(([id, label]) => {
    const f = byId.get(id);
    if (!f || f.value === null) return [];
    const ceiling =
      id.includes('static') || id.includes('ceiling') || id.includes('memory') || id.includes('policy');
    return [
      {
        label,
        value: f.value,
        text: `${Math.round(f.value).toLocaleString('en-IN')} req/s`,
        colour: ceiling ? '#a8a29e' : '#b45309',
      },
    ];
  });
  const maxRps = Math.max(10, ...rpsBars.map((b) => b.value));
  const logScale = (v: number) => Math.log10(Math.max(1, v)) / Math.log10(maxRps * 1.5);
  const targeted = figures.filter((f) => f.target && f.value !== null);
  const targetBars: Bar[] = targeted.map((f) => {
    const a = attainment(f) ?? 0;
    return {
      label: f.label.length > 46 ? `${f.label.slice(0, 45)}…` : f.label,
      value: a,
      text: `${f.value}${f.unit === '×' ? '×' : ` ${f.unit}`} (target ${f.target!.op === '>=' ? '≥' : '≤'} ${f.target!.value})`,
      colour: f.met ? '#15803d' : '#b91c1c',
    };
  });
  const linear = (v: number) => Math.min(v, 2) / 2;
  const one = panel(
    'Throughput, 50 connections (median req/s, log scale)',
    'Grey: ceilings measured in the same run. Server on core 0, load on core 1.',
    rpsBars,
    logScale,
    0,
  );
  const two = panel(
    'Each target: figure as a fraction of its target',
    'Green reaches the dashed line (met); red falls short. Bars stop at 2×.',
    targetBars,
    linear,
    one.height + 10,
    { at: 1, label: 'target' },
  );
  const height = one.height + two.height + 40;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${height}" viewBox="0 0 900 ${height}" font-family="system-ui, sans-serif" role="img" aria-label="Benchmark figures against their ceilings and targets">`,
    `<rect width="900" height="${height}" fill="#fff"/>`,
    one.svg,
    two.svg,
    `<text x="10" y="${height - 10}" font-size="10" fill="#57534e">npm run bench, ${esc(generatedAt)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
