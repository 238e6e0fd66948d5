/**
 * The buttons of a back-office row form: Save (or `addLabel` for a new row) and, for a saved row,
 * Delete. Both submit the form; its action reads which from `intent`.
 */
export function SaveDeleteButtons({
  saved,
  addLabel,
  pending,
  tight = false,
}: {
  saved: boolean;
  addLabel: string;
  pending: boolean;
  /** Slimmer buttons, for a form with many fields. */
  tight?: boolean;
}) {
  const size = tight ? 'px-4 py-1.5' : 'px-4 py-2';
  return (
    <>
      <button
        type="submit"
        name="intent"
        value="save"
        disabled={pending}
        className={`btn btn-primary ${size}`}
      >
        {saved ? 'Save' : addLabel}
      </button>
      {saved ? (
        <button
          type="submit"
          name="intent"
          value="delete"
          disabled={pending}
          className={`btn btn-outline ${size} text-danger`}
        >
          Delete
        </button>
      ) : null}
    </>
  );
}
