import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { AddToCalendar } from '@/components/items/AddToCalendar';
import { Busy } from '@/components/ui/Busy';
import { PageHeading } from '@/components/ui/PageHeading';
import { useActivities } from '@/features/activities/api/get-activities';
import { useEvents } from '@/features/events/api/get-events';
import { EmptyPlanLinks } from '@/features/plan-visit/components/EmptyPlan';
import { TripBoard } from '@/features/plan-visit/components/trip/TripBoard';
import { TripDays } from '@/features/plan-visit/components/trip/TripDays';
import { useForecast } from '@/features/plan-visit/api/get-forecast';
import { useAskTravelTimes, useKeptTravelTimes } from '@/features/plan-visit/api/get-travel-times';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { deviceHints } from '@/lib/device-hints';
import { useFavoriteItems } from '@/lib/favorites';
import { useHydrating } from '@/lib/hydration';
import { savedOfLists, startPlanning, usePlanner, useTripView } from '@/lib/trip-planner';
import { useT, useWords } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { useCityToday, useMinuteClock } from '@/lib/today';
import { useTrip } from '@/lib/trip';

// The planner's worker starts with the screen's code, in parallel with
// the lists it waits for.
startPlanning();

/** `/plan-visit/days`: My Favorites on the days of the trip. The plan is
 * the device's, so the server renders a frame for a device with one (as
 * for My Favorites); everything here is worked out on the device by core,
 * offline as online. */
export function TripPlanner() {
  const hydrating = useHydrating();
  const t = useT();
  const city = useSite()?.city ?? '';
  // What a device with a plan is shown first is the same on every such
  // device (the page's words, the days still to come): the server renders
  // it, and the days follow once core has planned them.
  const framed = hydrating && deviceHints().savedPlan;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/plan-visit" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('trip-back')}
      </Link>
      <div className="mt-2">
        <PageHeading>{t('page-trip-title')}</PageHeading>
      </div>
      {framed ? (
        <>
          <p className="mt-3 max-w-3xl text-slate-700">{t('trip-intro', { city })}</p>
          <Busy className="min-h-[40vh]" />
        </>
      ) : (
        <Planner />
      )}
    </div>
  );
}

function Planner() {
  const items = useFavoriteItems();
  const trip = useTrip();
  const site = useSite();
  const t = useT();
  const words = useWords();
  const today = useCityToday();
  const wanted = items.length > 0;
  const events = useEvents(wanted);
  const activities = useActivities(wanted);
  const restaurants = useRestaurants(wanted);
  // A list that cannot be read (offline, never read before) plans with
  // what the plan saved of its items.
  const planner = usePlanner();
  const loading = !today || (wanted && [events, activities, restaurants].some((list) => list.isPending && !list.isError));
  // Asked only of a guide that reads one (a city the Weather Service covers).
  const forecast = useForecast(wanted && site?.forecast === true);
  // The routing engine's times where the device has them (else estimates).
  const travelTimes = useKeptTravelTimes(planner);
  const lang = words.lang;
  const ask = useMemo(
    () =>
      loading || !today
        ? null
        : { items, trip, guide: { ...savedOfLists(items, { events: events.data, activities: activities.data, restaurants: restaurants.data }), forecast: forecast ?? undefined, travelTimes }, today, lang },
    [loading, items, trip, events.data, activities.data, restaurants.data, forecast, travelTimes, today, lang],
  );
  const view = useTripView(ask, words);
  useAskTravelTimes(site?.travelTimes ? planner : undefined, view?.days.flatMap((day) => (day.route ? [day.route] : [])) ?? []);
  const hours = useMemo(() => planner?.tripHourChoices(words) ?? [], [planner, words]);
  // The forecast says when it was read (offline, the one kept may be
  // old), by the minute.
  const now = useMinuteClock(forecast !== null);
  const forecastRead = useMemo(() => (planner && forecast && view?.days.some((day) => day.forecast) ? planner.forecastReadAgo(forecast, now, words) : null), [planner, forecast, view, now, words]);
  const [said, announce] = useState('');
  const city = site?.city ?? '';

  return (
    <>
      {!wanted ? (
        <>
          <p className="mt-3 max-w-3xl text-slate-700">{t('trip-nothing')}</p>
          <EmptyPlanLinks />
        </>
      ) : (
        <p className="mt-3 max-w-3xl text-slate-700">{t('trip-intro', { city })}</p>
      )}
      {wanted && !view && <Busy className="min-h-[40vh]" />}
      {wanted && view && (
        <>
          <TripDays view={view} said={!view.fromEvents} />
          {view.days.some((day) => day.visits.length > 0) && (
            <div className="mt-4">
              <AddToCalendar size="md" label={t('plan-add-calendar')} file={async (calendar) => calendar.planCalendarFile({ items, events: events.data ?? [], days: view.days })} />
            </div>
          )}
          {view.days.length === 0 && <p className="mt-6 font-medium text-slate-800">{t('trip-no-days', { city })}</p>}
          {view.usualWeather && view.days.length > 0 && (
            <p className="mt-6 max-w-3xl rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200" data-testid="usual-weather">
              <span className="font-semibold">{t('trip-usual-weather', { months: t(view.usualWeather.months) })}</span> {t(view.usualWeather.text)}
            </p>
          )}
          {forecastRead && (
            <p className="mt-4 text-sm text-slate-600" data-testid="forecast-read">
              {forecastRead}
            </p>
          )}
          <TripBoard view={view} hours={hours} announce={announce} />
        </>
      )}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </>
  );
}
