/** Grey placeholders shown while a list loads. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="card-skeleton" aria-hidden="true" className="animate-pulse overflow-hidden rounded-xl bg-white shadow-sm">
          <div className="h-32 bg-slate-200 sm:h-44" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-100" />
            <div className="h-4 w-2/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </>
  );
}
