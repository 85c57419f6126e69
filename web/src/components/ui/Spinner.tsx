/** A spinning ring in a status region (`output`), with a text for screen readers (and, when `visible`, for everyone). */
export function Spinner({ label, visible = false, className = '' }: { label: string; visible?: boolean; className?: string }) {
  return (
    <output className={`inline-flex items-center gap-2 text-sm text-slate-700 ${className}`}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span className={visible ? undefined : 'sr-only'}>{label}</span>
    </output>
  );
}
