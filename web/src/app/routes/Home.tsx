import { Suspense } from 'react';
import { Link } from 'wouter';
import { Section } from '@/components/ui/Section';
import { lazyScreen } from '@/lib/lazy-screen';
import { useSite } from '@/lib/site';
import { HOME_SECTIONS, SECTION_SIZE } from './home-sections';
import { useT } from '@/lib/i18n';
import { WhatsOnSkeleton } from '@/features/events/components/WhatsOnFrame';
import { CollectionsSection } from '@/features/collections/components/CollectionLinks';
import { COLLECTIONS } from '../collections';

// The lists import core (WASM); the hero and the sections' frames do not,
// so the first paint waits for neither the module nor the data.
const HomeLists = lazyScreen('HomeLists', () => import('./HomeLists').then((m) => m.default));

function Hero() {
  const site = useSite();
  const t = useT();
  const button = 'rounded-lg px-6 py-3 font-semibold shadow';
  return (
    <section className="relative flex h-[450px] items-center justify-center overflow-hidden bg-brand-700 text-center text-white md:h-[500px]">
      {/* Sarasota Bay and Siesta Key, drawn for the guide (public/hero-bay.svg);
          the server announces it with the page, so it is not found late. */}
      <img src="/hero-bay.svg" alt="" fetchPriority="high" decoding="async" className="absolute inset-0 size-full object-cover" />
      {/* Keeps the words readable over the sun and the bridge. */}
      <div className="absolute inset-0 bg-gradient-to-b from-slate-900/45 via-slate-900/55 to-slate-900/5" aria-hidden="true" />
      <div className="relative max-w-3xl px-4">
        <h1 className="font-display text-4xl font-bold drop-shadow md:text-6xl">{t('home-title')}</h1>
        {/* Laid out before the site's names arrive, so nothing below moves. */}
        <p className={`mt-4 text-lg text-white drop-shadow md:text-xl ${site ? '' : 'invisible'}`} aria-hidden={!site}>
          {t('home-welcome', { city: site?.city ?? '' })}
          <span className="mt-2 block font-display italic">{t('home-host', { curator: site?.curatorName ?? '' })}</span>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/events" className={`${button} bg-white text-brand-700 hover:bg-brand-50`}>{t('nav-events')}</Link>
          <Link to="/activities" className={`${button} bg-sun-400 text-slate-900 hover:bg-sun-500`}>{t('nav-activities')}</Link>
          <Link to="/restaurants" className={`${button} bg-brand-900 text-white hover:bg-brand-700`}>{t('nav-dining')}</Link>
        </div>
      </div>
    </section>
  );
}

/** The sections as they look before their cards arrive. */
function HomeSkeleton() {
  const t = useT();
  return (
    <>
      <WhatsOnSkeleton />
      {HOME_SECTIONS.map((s) => (
        <Section key={s.to} title={t(s.title)} to={s.to} cta={t(s.cta)} loading skeletons={SECTION_SIZE}>
          {null}
        </Section>
      ))}
    </>
  );
}

export function Home() {
  return (
    <>
      <Hero />
      <Suspense fallback={<HomeSkeleton />}>
        <HomeLists />
      </Suspense>
      <CollectionsSection collections={COLLECTIONS} />
    </>
  );
}
