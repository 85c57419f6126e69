import { travelLabel, type Localizer } from '@/lib/core';

/** A card's line under its name while Near me is on, or under a place's
 * Nearby: how far and how long ('0.4 mi · 8 min walk'). Apart from the
 * Near me controls, which only the lists load: Home's cards render it too. */
export function CardDistance({ distance }: { distance: string | null }) {
  return distance && <p className="text-sm font-medium text-slate-700" data-distance>{distance}</p>;
}

type Located = { latitude?: number | null; longitude?: number | null };

/** How far each place is from `place`, in core's words ('0.3 mi · 6 min
 * walk'); nothing when either has no coordinates. */
export function travelFrom(place: Located, words: Localizer): (other: Located) => string | null {
  const { latitude, longitude } = place;
  if (latitude == null || longitude == null) return () => null;
  return (other) => travelLabel({ latitude, longitude }, other.latitude, other.longitude, words) ?? null;
}
