import { Link } from 'wouter';
import { emptyPlanLinks } from '@/lib/core';
import { useT } from '@/lib/i18n';

// Core's, as the server paints them; their words are the catalog's.
const LINKS = emptyPlanLinks();

/** The three link cards of an empty plan (spec section 2). */
export function EmptyPlanLinks() {
  const t = useT();
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-3">
      {LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="block h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">
            <span className="block text-lg font-semibold text-brand-700">{t(link.title)}</span>
            <span className="mt-1 block text-sm text-slate-700">{t(link.text)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
