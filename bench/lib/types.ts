/** A target a figure is compared with; figures are reported against it, never failed on it. */
export type Target = { op: '>=' | '<='; value: number };

/** One reported number: a median (or a median of medians) with its unit and, when the issue sets one, its target. */
export type Figure = {
  id: string;
  label: string;
  value: number | null;
  unit: string;
  target?: Target;
  /** value ÷ ceiling, when the figure is a ratio against a ceiling measured in the same run. */
  ratio?: number | null;
  /** Whether the target is met (undefined when there is no target or no value). */
  met?: boolean;
  /** A short note printed beside the figure (what it was measured against, sample counts). */
  note?: string;
};

export type Section = {
  name: string;
  title: string;
  figures: Figure[];
  /** Raw measurements (every run), kept in the JSON for whoever wants more than the medians. */
  details: Record<string, unknown>;
  notes: string[];
  ms: number;
};

/** Builds a figure and decides `met` from its target. */
export function figure(f: Omit<Figure, 'met'>): Figure {
  let met: boolean | undefined;
  if (f.target && f.value !== null && Number.isFinite(f.value)) {
    met = f.target.op === '>=' ? f.value >= f.target.value : f.value <= f.target.value;
  }
  return { ...f, met };
}

export function targetText(t: Target | undefined, unit = ''): string {
  if (!t) return '';
  return `${t.op === '>=' ? '≥' : '≤'} ${t.value}${unit ? ` ${unit}` : ''}`;
}
