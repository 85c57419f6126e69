import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast';
import { preferredLang } from '@/lib/core';
import { loadLocalization, useLang } from '@/lib/i18n';
import { rememberedLanguage, rememberLanguage } from '@/lib/languages';
import { whenIdle } from '@/lib/when-idle';
import { useLanguageAddresses } from './LanguageMenu';

// Longer than a toast's 5 s: it asks something, in words the visitor may
// not expect. Hovering or focusing it stops the clock, as for any toast.
const OFFER_MS = 12_000;
// Made once a visit (a tab's session) when neither taken nor declined.
const OFFERED = 'guide-language-offered';

function offeredThisVisit(): boolean {
  try {
    if (window.sessionStorage.getItem(OFFERED)) return true;
    window.sessionStorage.setItem(OFFERED, '1');
  } catch {
    // Storage disabled: offered on each page load, nothing else.
  }
  return false;
}

/** A one-line offer, in its own language, to read the guide in the one
 * the browser prefers (core's `Lang::preferred`) when it is not the
 * page's: never a redirect. It is a toast, in the header's band, so it
 * covers nothing. Taken or declined, the choice is remembered on the
 * device and the offer does not come again. Its words are that language's
 * catalog, downloaded only for such a visitor, when idle. */
export function LanguageOffer() {
  const page = useLang();
  const addresses = useLanguageAddresses();
  const toast = useToast();
  useEffect(() => {
    const href = (lang: string) => addresses.find((address) => address.lang === lang)?.href ?? '/';
    if (rememberedLanguage()) return;
    const wanted = preferredLang(navigator.languages.join(','));
    if (!wanted || wanted === page) return;
    let live = true;
    const cancel = whenIdle(() => {
      loadLocalization(wanted)
        .then(({ message: say }) => {
          if (!live || offeredThisVisit()) return;
          toast({
            title: say('language-offer'),
            lang: wanted,
            durationMs: OFFER_MS,
            action: { label: say('language-offer-switch'), altText: say('language-offer-switch'), href: href(wanted), hrefLang: wanted, onClick: () => rememberLanguage(wanted) },
            dismiss: { label: say('language-offer-dismiss'), onClick: () => rememberLanguage(page) },
          });
        })
        // Not downloaded: no offer this time.
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
    // Again on another address, for its link: still made once a visit.
  }, [page, toast, addresses]);

  return null;
}
