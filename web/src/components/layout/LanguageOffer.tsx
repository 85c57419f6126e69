import { useEffect, useState } from 'react';
import { preferredLang, type Lang } from '@/lib/core';
import { loadLocalization, useLang, type Localization } from '@/lib/i18n';
import { rememberedLanguage, rememberLanguage } from '@/lib/languages';
import { whenIdle } from '@/lib/when-idle';
import { useLanguageAddresses } from './LanguageMenu';

/** A one-line offer, in its own language, to read the guide in the one
 * the browser prefers (core's `Lang::preferred`) when it is not the
 * page's: never a redirect. Taken or declined, the choice is remembered
 * on the device and the offer does not come again. Its words are that
 * language's catalog, downloaded only for such a visitor, when idle. */
export function LanguageOffer() {
  const page = useLang();
  const addresses = useLanguageAddresses();
  const [offer, setOffer] = useState<{ lang: Lang; l10n: Localization } | null>(null);

  useEffect(() => {
    if (rememberedLanguage()) return;
    const wanted = preferredLang(navigator.languages.join(','));
    if (!wanted || wanted === page) return;
    let live = true;
    const cancel = whenIdle(() => {
      loadLocalization(wanted)
        .then((l10n) => live && setOffer({ lang: wanted, l10n }))
        // Not downloaded: no offer this time.
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [page]);

  if (!offer) return null;
  const say = offer.l10n.message;
  const href = addresses.find(({ lang }) => lang === offer.lang)?.href ?? '/';
  const decline = () => {
    rememberLanguage(page);
    setOffer(null);
  };
  return (
    <aside
      lang={offer.lang}
      aria-label={say('language-menu')}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg print:hidden"
    >
      <p>{say('language-offer')}</p>
      <div className="flex gap-2">
        <a
          href={href}
          hrefLang={offer.lang}
          onClick={() => rememberLanguage(offer.lang)}
          className="inline-flex min-h-11 items-center rounded-md bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100"
        >
          {say('language-offer-switch')}
        </a>
        <button type="button" onClick={decline} className="min-h-11 rounded-md px-3 text-white underline-offset-2 hover:underline">
          {say('language-offer-dismiss')}
        </button>
      </div>
    </aside>
  );
}
