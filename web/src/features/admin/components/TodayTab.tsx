import type { ReactNode } from 'react';
import { button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/Spinner';
import { useT, useWords } from '@/lib/i18n';
import { useHistory } from '../api/get-history';
import { useInbox } from '../api/get-inbox';
import { useMissingImages } from '../api/get-missing-images';
import { useOutdatedTranslations } from '../api/get-outdated-translations';
import { useSources } from '../api/get-sources';
import { useSubmissions } from '../api/submissions';
import { useSuggestions } from '../api/get-suggestions';
import { useWeeklyOverview } from '../api/get-weekly';
import { useNewSuggestionCount } from '../hooks/use-new-suggestion-count';
import { formatCount, type Abilities, type DashboardTab } from '../lib/core';

type Props = { abilities: Abilities; active: boolean; onOpen: (tab: DashboardTab) => void };

/** One thing that may need attention: its heading, what it says now, and
 * the button to its place. */
function Part({ id, title, open, onOpen, children }: { id: string; title: string; open: string; onOpen: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby={`today-${id}`} className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={`today-${id}`} className="font-display text-lg font-bold text-slate-900">
        {title}
      </h3>
      <div className="grid gap-2 text-slate-700">{children}</div>
      <div>
        <button type="button" className={button({ intent: 'secondary', size: 'sm' })} onClick={onOpen}>
          {open}
        </button>
      </div>
    </section>
  );
}

/** A count once its list has loaded. */
function Counted({ loaded, children }: { loaded: boolean; children: ReactNode }) {
  const t = useT();
  return loaded ? <p>{children}</p> : <Spinner label={t('today-loading')} visible />;
}

/**
 * The dashboard's first screen (#71): what waits in the review inbox
 * (followed sources' events and organizers' submissions),
 * failing or suspicious followed sources, new suggestions, coming events without a
 * working picture, translations whose original changed, the next weekly
 * e-mail and the last changes by others,
 * each one click from its tab. Its counts are the tabs' own lists, read
 * once for both.
 */
export function TodayTab({ abilities, active, onOpen }: Props) {
  const t = useT();
  const words = useWords();
  const inbox = useInbox();
  const submissions = useSubmissions();
  const suggestions = useNewSuggestionCount();
  const suggestionsLoaded = useSuggestions().isSuccess;
  const pictures = useMissingImages('events');
  const sources = useSources(abilities.followSources);
  const weekly = useWeeklyOverview(active && abilities.tabs.includes('weekly'));
  const changes = useHistory({ staff: '', kind: '', since: '', until: '', others: true }, active);
  const outdated = useOutdatedTranslations(active);

  const failing = (sources.data ?? []).filter((source) => source.health.state === 'failing' || source.health.state === 'suspicious');
  const coming = (pictures.data ?? []).filter((event) => !event.past);
  const recent = (changes.data?.pages[0]?.changes ?? []).slice(0, 5);

  return (
    <div className="grid gap-4">
      <h2 className="font-display text-2xl font-bold text-slate-900">{t('today-title')}</h2>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <Part id="inbox" title={t('admin-tab-inbox')} open={t('today-open-inbox')} onOpen={() => onOpen('inbox')}>
          <Counted loaded={inbox.isSuccess}>{t('today-inbox', { count: inbox.data?.length ?? 0 })}</Counted>
          <Counted loaded={submissions.isSuccess}>{t('today-submissions', { count: submissions.data?.length ?? 0, shown: formatCount(submissions.data?.length ?? 0, words.lang) })}</Counted>
        </Part>
        {abilities.followSources && (
          <Part id="sources" title={t('today-sources-heading')} open={t('today-open-sources')} onOpen={() => onOpen('inbox')}>
            <Counted loaded={sources.isSuccess}>{t('today-sources', { count: failing.length })}</Counted>
            {failing.length > 0 && (
              <ul className="list-disc pl-5">
                {failing.map((source) => (
                  <li key={source.id}>
                    {source.name}
                    {source.health.failingFor ? ` · ${source.health.failingFor}` : ''}
                    {source.health.state === 'suspicious' ? ` · ${source.health.label}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Part>
        )}
        <Part id="suggestions" title={t('admin-tab-suggestions')} open={t('today-open-suggestions')} onOpen={() => onOpen('suggestions')}>
          <Counted loaded={suggestionsLoaded}>{t('today-suggestions', { count: suggestions })}</Counted>
        </Part>
        <Part id="pictures" title={t('today-pictures-heading')} open={t('today-open-images')} onOpen={() => onOpen('images')}>
          <Counted loaded={pictures.isSuccess}>{t('today-pictures', { count: coming.length })}</Counted>
          {coming.length > 0 && (
            <ul className="list-disc pl-5">
              {coming.slice(0, 5).map((event) => (
                <li key={event.id}>{event.name}</li>
              ))}
            </ul>
          )}
        </Part>
        <Part id="translations" title={t('today-translations-heading')} open={t('today-open-manage')} onOpen={() => onOpen('manage')}>
          <Counted loaded={outdated.isSuccess}>{t('today-translations', { count: outdated.data?.length ?? 0 })}</Counted>
          {(outdated.data?.length ?? 0) > 0 && (
            <ul className="list-disc pl-5">
              {outdated.data?.slice(0, 5).map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  {t('today-translation', {
                    item: item.name,
                    languages: [...new Set(item.outdated.map((o) => o.lang))].map((lang) => t('language-name', { lang })).join(', '),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Part>
        {abilities.tabs.includes('weekly') && (
          <Part id="weekly" title={t('admin-tab-weekly')} open={t('today-open-weekly')} onOpen={() => onOpen('weekly')}>
            <Counted loaded={weekly.isSuccess}>{weekly.data && t('today-weekly', { when: weekly.data.nextIssue, count: weekly.data.subscribers })}</Counted>
          </Part>
        )}
        <Part id="changes" title={t('today-changes')} open={t('today-open-history')} onOpen={() => onOpen('history')}>
          {changes.isSuccess ? (
            recent.length === 0 ? (
              <p>{t('today-changes-none')}</p>
            ) : (
              <ul className="grid gap-1">
                {recent.map((change) => (
                  <li key={change.id}>{t('today-change', { who: change.staffName ?? t('edit-conflict-someone'), when: change.when, item: change.itemName })}</li>
                ))}
              </ul>
            )
          ) : (
            <Spinner label={t('today-loading')} visible />
          )}
        </Part>
      </div>
    </div>
  );
}
