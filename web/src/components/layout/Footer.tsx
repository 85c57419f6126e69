import { Link } from 'wouter';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { SocialNetwork } from '@/lib/core';
import { useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { ClientOnly } from './ClientOnly';
import { LanguageLinks } from './LanguageMenu';

const SOCIAL = 'flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-600';

/** Each network's name (the same in every language) and icon; the links
 * are the site's setting (`[[site.social_links]]`, the spec's placeholders
 * by default). */
const NETWORKS: Record<SocialNetwork, { name: string; path: string }> = {
  facebook: { name: 'Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  instagram: { name: 'Instagram', path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z' },
  x: { name: 'X', path: 'M4 4l16 16M20 4L4 20' },
};


// The visitor's year, not the server's (the page the server renders leaves it out).
const YEAR = new Date().getFullYear();

export function Footer() {
  const site = useSite();
  const t = useT();
  const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
  const link = 'inline-flex min-h-11 min-w-11 items-center text-sm text-brand-100 hover:text-white hover:underline';
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className={heading}>{t('footer-explore')}</h2>
          <ul>
            <li><Link className={link} to="/events">{t('nav-events')}</Link></li>
            <li><Link className={link} to="/activities">{t('nav-activities')}</Link></li>
            <li><Link className={link} to="/restaurants">{t('nav-dining')}</Link></li>
            <li><Link className={link} to="/weather">{t('nav-weather')}</Link></li>
          </ul>
        </section>
        <section>
          <h2 className={heading}>{t('footer-plan')}</h2>
          <ul>
            <li><Link className={link} to="/plan-visit">{t('nav-favorites')}</Link></li>
            {site?.tourismLinks.map((l) => (
              <li key={l.url}><ExternalLink className={link} href={l.url}>{l.label}</ExternalLink></li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={heading}>{t('footer-help')}</h2>
          <ul>
            <li><Link className={link} to="/suggest">{t('nav-suggest')}</Link></li>
            <li><Link className={link} to="/add-event">{t('nav-add-event')}</Link></li>
          </ul>
        </section>
        <section>
          <h2 className={heading}>{t('footer-follow')}</h2>
          <ul className="flex gap-3">
            {site?.socialLinks.map(({ network, url }) => {
              const icon = <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2"><path d={NETWORKS[network].path} /></svg>;
              return (
                <li key={network + url}>
                  {/* The spec's placeholder stays on the page; a real page opens beside it. */}
                  {url === '#' ? (
                    <a href="#" className={SOCIAL}>
                      <span className="sr-only">{NETWORKS[network].name}</span>
                      {icon}
                    </a>
                  ) : (
                    <ExternalLink href={url} className={SOCIAL}>
                      <span className="sr-only">{NETWORKS[network].name} {t('opens-new-tab')}</span>
                      {icon}
                    </ExternalLink>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <nav aria-label={t('language-menu')} className="mx-auto max-w-7xl px-4 pb-4">
        <LanguageLinks className="flex flex-wrap justify-center gap-x-4" linkClassName={(current) => `${link} ${current ? 'font-semibold text-white' : ''}`} />
      </nav>
      {/* Bottom room for the floating My Favorites button. */}
      <p className="border-t border-brand-700 pt-4 pb-24 text-center text-xs text-brand-100">
        © <ClientOnly>{YEAR}</ClientOnly> {site ? t('footer-rights', { brand: site.brand }) : t('footer-rights-unbranded')}
      </p>
    </footer>
  );
}
