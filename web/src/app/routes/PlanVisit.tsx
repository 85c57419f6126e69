import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { AddToCalendar } from '@/components/items/AddToCalendar';
import { button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/PageHeading';
import { EmptyPlanLinks } from '@/features/plan-visit/components/EmptyPlan';
import { PlanToCuratorForm } from '@/features/plan-visit/components/PlanToCuratorForm';
import { PlanToSelfForm } from '@/features/plan-visit/components/PlanToSelfForm';
import { SharePlan } from '@/features/plan-visit/components/SharePlan';
import { useHydrating } from '@/lib/hydration';
import { useEvents } from '@/features/events/api/get-events';
import { PlanByDay } from './PlanByDay';
import { useFavoriteItems } from '@/lib/favorites';
import { plannedDays } from './planned-days';
import { useCityToday } from '@/lib/today';
import { useTrip } from '@/lib/trip';
import { useSite } from '@/lib/site';
import { deviceHints } from '@/lib/device-hints';
import { planRecipient, tripPlacesAnything } from '@/lib/core';
import { Busy } from '@/components/ui/Busy';
import { useT, useWords } from '@/lib/i18n';

type Form = 'curator' | 'self';

const CURATOR_FORM = 'plan-to-curator';
const CURATOR_ABOUT = 'curator-about';
const MORE_ACTIONS = 'plan-more-actions';
const SELF_FORM = 'plan-to-self';

const toggleClass = (open: boolean) => button({ intent: open ? 'pressed' : 'primary' });

/** My Favorites (spec section 2). The plan is the device's own: the
 * server renders the empty plan for a device without one (core's plan
 * cookie), and for a device with one a frame the app renders the plan into
 * once it has hydrated, rather than an empty plan first. */
export function PlanVisit() {
  const hydrating = useHydrating();
  if (hydrating && deviceHints().savedPlan) return <Busy className="min-h-[60vh]" />;
  return <Plan />;
}

/** The empty plan, or the saved items with both send forms. */
function Plan() {
  const items = useFavoriteItems();
  const trip = useTrip();
  const today = useCityToday();
  const site = useSite();
  const t = useT();
  const words = useWords();
  // Read for the calendar file of a plan with items, never for an empty one.
  const events = useEvents(items.length > 0);
  // The two forms toggle independently (spec section 4).
  const [open, setOpen] = useState<Record<Form, boolean>>({ curator: false, self: false });
  // The phone's 'More': the plan's other actions.
  const [more, setMore] = useState(false);
  const curatorToggle = useRef<HTMLButtonElement>(null);
  const selfToggle = useRef<HTMLButtonElement>(null);
  // Before the site info arrives the name is left out rather than guessed.
  const curator = site?.curatorName ?? '';

  const toggle = (form: Form) => setOpen((current) => ({ ...current, [form]: !current[form] }));
  // Closing a form (sent or cancelled) returns the keyboard to its button.
  const close = (form: Form) => () => {
    setOpen((current) => ({ ...current, [form]: false }));
    requestAnimationFrame(() => (form === 'curator' ? curatorToggle : selfToggle).current?.focus());
  };

  // Who the curator is, said beside the button that sends to them.
  const about = site && (
    <p id={CURATOR_ABOUT} className="mt-3 max-w-3xl text-sm text-slate-600 print:hidden">
      {site.curatorAbout}
    </p>
  );
  const curatorForm = open.curator && <PlanToCuratorForm id={CURATOR_FORM} curatorName={curator} onDone={close('curator')} />;

  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <PageHeading>{t('plan-empty-title')}</PageHeading>
        <p className="mt-3 max-w-3xl text-slate-700">{t('plan-empty-text', { recipient: planRecipient(curator, words) })}</p>
        <EmptyPlanLinks />
        <div className="mt-8">
          <button
            ref={curatorToggle}
            type="button"
            className={toggleClass(open.curator)}
            aria-expanded={open.curator}
            aria-controls={CURATOR_FORM}
            aria-describedby={site ? CURATOR_ABOUT : undefined}
            onClick={() => toggle('curator')}
          >
            {t('plan-message-curator', { curator })}
          </button>
          {about}
        </div>
        {curatorForm}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading>{site ? t('plan-title', { brand: site.brand }) : t('nav-favorites')}</PageHeading>
      {/* On a phone, one row of the two sends, then 'More' for the rest;
          from a tablet's width up, every action in one row in the spec's
          order ('+ Select More' first). */}
      <div className="mt-6 grid grid-cols-2 gap-3 print:hidden sm:flex sm:flex-wrap">
        <button
          ref={selfToggle}
          type="button"
          className={toggleClass(open.self)}
          aria-expanded={open.self}
          aria-controls={SELF_FORM}
          onClick={() => toggle('self')}
        >
          {t('plan-email')}
        </button>
        <button
          ref={curatorToggle}
          type="button"
          className={toggleClass(open.curator)}
          aria-expanded={open.curator}
          aria-controls={CURATOR_FORM}
          aria-describedby={site ? CURATOR_ABOUT : undefined}
          onClick={() => toggle('curator')}
        >
          {t('plan-send-curator', { curator })}
        </button>
        <button
          type="button"
          className={button({ intent: 'quiet', className: 'col-span-2 gap-2 noscript:hidden sm:hidden' })}
          aria-expanded={more}
          aria-controls={MORE_ACTIONS}
          onClick={() => setMore((shown) => !shown)}
        >
          {t('plan-more')}
          <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" className={more ? 'rotate-180' : ''}>
            <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
          </svg>
        </button>
        <div id={MORE_ACTIONS} className={`col-span-2 flex-col gap-3 noscript:flex sm:contents ${more ? 'flex' : 'hidden'}`}>
          <Link to="/" className={button({ intent: 'secondary', className: 'sm:order-first' })}>
            {t('plan-select-more')}
          </Link>
          <SharePlan items={items} title={site ? t('plan-share-title', { brand: site.brand }) : t('plan-share-title-unbranded')} />
          {(items.some((item) => item.type === 'event') || tripPlacesAnything(trip)) && (
            <AddToCalendar
              size="md"
              label={t('plan-add-calendar')}
              // A press before the guide's list has arrived waits for it: the
              // plan's events are dated from it, never all sent to the notes.
              file={async (calendar) => {
                const listed = events.data ?? (await events.refetch()).data ?? [];
                return calendar.planCalendarFile({ items, events: listed, days: await plannedDays(items, listed, trip, today, words) });
              }}
            />
          )}
        </div>
      </div>
      {about}
      <div className="print:hidden">
        {open.self && <PlanToSelfForm id={SELF_FORM} onDone={close('self')} />}
        {curatorForm}
      </div>
      <section aria-labelledby="selected-items" className="mt-10 print:mt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="selected-items" className="font-display text-2xl font-bold text-slate-900">
            {t('plan-selected', { count: items.length })}
          </h2>
          <Link to="/plan-visit/days" className={button({ intent: 'secondary', className: 'print:hidden' })}>
            {t('trip-open')}
          </Link>
        </div>
        <PlanByDay items={items} />
      </section>
    </div>
  );
}
