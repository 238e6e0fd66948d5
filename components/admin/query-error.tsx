/** A bad filter in the URL, explained instead of a crash. */
export function QueryError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      These filters could not be used ({message}). Showing everything instead.
    </p>
  );
}
