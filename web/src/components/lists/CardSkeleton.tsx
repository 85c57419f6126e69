/** Grey placeholders shown while a list loads (on a page sent complete, with
 * the list's photos already in). */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="card-skeleton" aria-hidden="true" className="overflow-hidden rounded-xl bg-white shadow-sm">
          {/* The server may put the list's photo here (server/src/web/written.rs):
              it does not pulse, the rest does. */}
          <div data-skeleton-photo="" className="h-32 animate-pulse bg-slate-200 sm:h-44" />
          <div className="animate-pulse space-y-3 p-5">
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-100" />
            <div className="h-4 w-2/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </>
  );
}
