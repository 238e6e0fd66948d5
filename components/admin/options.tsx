/** A choice of a select: its value, or a value and the text shown for it. */
export type Choice = string | readonly [value: string, label: string];

/** The `<option>`s of a select, one per choice. */
export function Options({ choices }: { choices: readonly Choice[] }) {
  return choices.map((choice) => {
    const [value, label] = typeof choice === 'string' ? [choice, choice] : choice;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
