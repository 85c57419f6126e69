import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/PageHeading';
import { useLang, useT } from '@/lib/i18n';
import { useInboxCount } from '../hooks/use-inbox-count';
import { useMissingImageCount } from '../hooks/use-missing-image-count';
import { useNewSuggestionCount } from '../hooks/use-new-suggestion-count';
import type { Abilities, AdminStatus, DashboardTab } from '../lib/core';
import { logoutAddress } from '../lib/login';
import { AccountsTab } from './AccountsTab';
import { AddActivity } from './AddActivity';
import { AddRestaurant } from './AddRestaurant';
import { EmbedBuilder } from './EmbedBuilder';
import type { FromSuggestion } from './FromSuggestionNotice';
import { HistoryTab } from './HistoryTab';
import { ImageManagement } from './ImageManagement';
import { ManageContent } from './ManageContent';
import { SourcesTab } from './SourcesTab';
import { TodayTab } from './TodayTab';
import { Suggestions } from './Suggestions';
import { VenueDiscovery } from './VenueDiscovery';
import { WeeklyEmail } from './WeeklyEmail';

/** The open tab is kept in the address (`?tab=images`), so a reload or the
 * sign-in page's return keeps it. */
function useTab(tabs: readonly DashboardTab[]): [DashboardTab, (tab: string) => void] {
  const isTab = (value: string | null): value is DashboardTab => tabs.includes(value as DashboardTab);
  const [tab, setTab] = useState<DashboardTab>(() => {
    const wanted = new URLSearchParams(window.location.search).get('tab');
    return isTab(wanted) ? wanted : 'today';
  });
  const choose = (value: string) => {
    if (!isTab(value)) return;
    setTab(value);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', value);
    window.history.replaceState(window.history.state, '', url);
  };
  return [tab, choose];
}

const triggerClass =
  'shrink-0 whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-700 ' +
  'data-[state=active]:bg-brand-600 data-[state=active]:text-white';

/**
 * Spec section 2: the header with the admin's name and the four tabs,
 * after Today, the first screen (what needs attention, #71), then more
 * staff need (the review inbox of followed sources, visitor
 * suggestions, correcting or removing any item, the weekly e-mail's
 * subscribers and next issue, the snippets that show the guide's events on
 * partners' sites, and the staff accounts). An editor is not shown what
 * runs the site (#39). Every tab stays mounted while another is shown, so
 * a half-filled form survives a look at another tab.
 */
export function AdminDashboard({ user, abilities }: { user: AdminStatus['user']; abilities: Abilities }) {
  const tabs = abilities.tabs;
  const [tab, setTab] = useTab(tabs);
  const missing = useMissingImageCount();
  const fresh = useNewSuggestionCount();
  const waiting = useInboxCount();
  const counts: Partial<Record<DashboardTab, number>> = { inbox: waiting, images: missing, suggestions: fresh };
  const t = useT();
  const lang = useLang();
  // 'Create from this': the suggestion's form opens in the tab that adds its kind.
  const [fromSuggestion, setFromSuggestion] = useState<FromSuggestion | null>(null);
  const createFrom = (from: FromSuggestion) => {
    setFromSuggestion(from);
    setTab({ event: 'manage', activity: 'activities', restaurant: 'restaurants' }[from.draft.kind]);
  };
  // The open tab in view in the phone's row (one opened by address or
  // from Today may lie beyond its edge).
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = listRef.current;
    const open = row?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    if (!row || !open) return;
    // Whole, with the row's margin beside it.
    const [edge, shown] = [row.getBoundingClientRect(), open.getBoundingClientRect()];
    const margin = 16;
    if (shown.left < edge.left + margin) row.scrollLeft -= edge.left + margin - shown.left;
    else if (shown.right > edge.right - margin) row.scrollLeft += shown.right - (edge.right - margin);
  }, [tab]);

  // A tab's name is its message (`admin-tab-inbox`), with what waits in it.
  const label = (value: DashboardTab) => {
    const count = counts[value] ?? 0;
    // An Accounts tab without the staff's holds only one's own: 'Your account'.
    const name = value === 'accounts' && !abilities.manageAccounts ? t('admin-tab-account') : t(`admin-tab-${value}`);
    return count > 0 ? t('admin-tab-waiting', { tab: name, count }) : name;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeading>{t('admin-title')}</PageHeading>
          <p className="mt-2 text-slate-700">{t('admin-signed-in-as', { name: `${user.firstName} ${user.lastName}` })}</p>
        </div>
        {/* A plain form: signing out works even if the page's script has failed. */}
        <form method="post" action={logoutAddress(lang)}>
          <button type="submit" className={button({ intent: 'secondary' })}>
            {t('admin-sign-out')}
          </button>
        </form>
      </div>

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
        {/* One row on a phone, swiped sideways (Today is the way in there);
            wrapped on a wider screen. */}
        <Tabs.List ref={listRef} aria-label={t('admin-sections')} className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto border-b border-slate-200 px-4 pt-1 pb-3 md:mx-0 md:flex-wrap md:px-0">
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} data-tab={value} className={triggerClass}>
              {label(value)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Content key={value} value={value} forceMount hidden={tab !== value} className="mt-6 focus-visible:outline-2">
            {value === 'today' && <TodayTab abilities={abilities} active={tab === 'today'} onOpen={setTab} />}
            {value === 'discovery' && <VenueDiscovery followsSources={abilities.followSources} />}
            {value === 'activities' && <AddActivity from={fromSuggestion} />}
            {value === 'restaurants' && <AddRestaurant from={fromSuggestion} />}
            {value === 'images' && <ImageManagement />}
            {value === 'inbox' && <SourcesTab active={tab === 'inbox'} followsSources={abilities.followSources} />}
            {value === 'suggestions' && <Suggestions onCreateFrom={createFrom} />}
            {value === 'manage' && <ManageContent active={tab === 'manage'} from={fromSuggestion} />}
            {value === 'weekly' && <WeeklyEmail active={tab === 'weekly'} />}
            {value === 'embed' && <EmbedBuilder active={tab === 'embed'} />}
            {value === 'history' && <HistoryTab active={tab === 'history'} />}
            {value === 'accounts' && <AccountsTab active={tab === 'accounts'} managesAccounts={abilities.manageAccounts} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
