import { Link } from 'wouter';

const CARDS = [
  { to: '/events', title: 'Events', text: 'Performances, festivals and shows coming up.' },
  { to: '/venues', title: 'Activities', text: 'Beaches, gardens, museums and tours.' },
  { to: '/restaurants', title: 'Dining', text: 'Where to eat, by area and rating.' },
];

/** The three link cards of an empty plan (spec section 2). */
export function EmptyPlanLinks() {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-3">
      {CARDS.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className="block h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600">
            <span className="block text-lg font-semibold text-brand-700">{card.title}</span>
            <span className="mt-1 block text-sm text-slate-700">{card.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
