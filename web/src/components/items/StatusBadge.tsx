/** The red mark of an event its source cancelled or postponed (core's
 * word: 'Cancelled', 'Postponed'). */
export function StatusBadge({ label }: { label: string }) {
  return <span className="inline-block rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{label}</span>;
}
