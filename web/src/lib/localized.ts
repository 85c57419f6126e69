// Content in the page's language: a list as read holds each item as
// written, with staff's translations; the screens show it through core's
// `translations::localized` (the page's language where given, else as
// written, with the fields left so named).
import {
  activitiesShownIn,
  eventsShownIn,
  restaurantsShownIn,
  type EventPage,
  type EventsSlice,
  type GuideEvent,
  type Lang,
  type NearbyPlaces,
  type ShownText,
  type WhatsOn,
} from '@/lib/core';

/** One function per language, made once: React Query keeps a `select`'s
 * result while the data and the function stay the same. */
function perLanguage<T>(localize: (value: T, lang: Lang) => T): (lang: Lang) => (value: T) => T {
  const made = new Map<Lang, (value: T) => T>();
  return (lang) => {
    let select = made.get(lang);
    if (!select) {
      select = (value) => localize(value, lang);
      made.set(lang, select);
    }
    return select;
  };
}

/** `items` with core's `shown` laid over them, item by item: the
 * fields given in the page's language, and which are left as written. */
function shownWith<T>(shownIn: (items: T[], lang: Lang) => ShownText[]): (items: T[], lang: Lang) => T[] {
  return (items, lang) => {
    const shown = shownIn(items, lang);
    return items.map((item, n) => {
      const { texts, untranslated } = shown[n];
      return texts.length || untranslated.length ? { ...item, ...Object.fromEntries(texts), untranslated } : item;
    });
  };
}

const localizedEvents = shownWith(eventsShownIn);

/** Queries' `select`s: what they read, in `lang`. */
export const eventsIn = perLanguage(localizedEvents);
export const activitiesIn = perLanguage(shownWith(activitiesShownIn));
export const restaurantsIn = perLanguage(shownWith(restaurantsShownIn));
export const eventPageIn = perLanguage<EventPage>((page, lang) => {
  const [event, ...moreAtVenue] = localizedEvents([page.event, ...page.moreAtVenue], lang);
  return { event, moreAtVenue };
});
export const sliceIn = perLanguage<EventsSlice>((slice, lang) => ({ ...slice, events: localizedEvents(slice.events, lang) }));
/** Home's 'Tonight' and 'This weekend': one call for both windows. */
export const whatsOnIn = perLanguage<WhatsOn>((on, lang) => {
  const [tonight, weekend] = [on.tonight, on.weekend].map((w) => ({ ...w, events: localizedEvents(w.events, lang) }));
  return { ...on, tonight, weekend };
});
/** A place's page as its screen shows it: the place and what is near it,
 * in the page's language. */
export interface PlaceShown<T> {
  place: T;
  nearby: NearbyPlaces;
  /** What's on here: the place's coming events. */
  onHere: GuideEvent[];
}

/** What a shown item says of its language (core's `lang`, `untranslated`). */
export interface WrittenIn {
  lang?: Lang | null;
  untranslated?: string[] | null;
}

/** The `lang` of a field shown as written in another language than the
 * page's (core named it `untranslated`); none when it reads in the page's. */
export function fieldLang(item: WrittenIn, field: string): Lang | undefined {
  return item.untranslated?.includes(field) ? (item.lang ?? 'en') : undefined;
}

/** The language a shown item is partly written in, when not the page's:
 * its cards and page say so ('in English'). */
export function shownAsWritten(item: WrittenIn): Lang | undefined {
  return item.untranslated?.length ? (item.lang ?? 'en') : undefined;
}
