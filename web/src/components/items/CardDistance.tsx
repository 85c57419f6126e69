/** A card's line under its name while Near me is on: how far and how
 * long ('0.4 mi · 8 min walk'). Apart from the Near me controls, which
 * only the lists load: Home's cards render it too. */
export function CardDistance({ distance }: { distance: string | null }) {
  return distance && <p className="text-sm font-medium text-slate-700" data-distance>{distance}</p>;
}
