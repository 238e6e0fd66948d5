/** Whether the store has blocked an account, as a small badge. */
export function CustomerStateBadge({ blocked }: { blocked: boolean }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        blocked ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'
      }`}
    >
      {blocked ? 'Blocked' : 'Active'}
    </span>
  );
}
