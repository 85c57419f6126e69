import { useConnection } from '@/lib/connection';
import { useWords } from '@/lib/i18n';

// The device's own clock, in the page's language. Made when first needed:
// only a device offline shows it (the server's renderer has no Intl).
const clocks = new Map<string, Intl.DateTimeFormat>();
function time(at: number, lang: string): string {
  let clock = clocks.get(lang);
  if (!clock) clocks.set(lang, (clock = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' })));
  return clock.format(at);
}

/** A status, not an error (spec section 8: failed loads show no error):
 * the guide is showing what the device saved, and since when. */
export function OfflineStatus() {
  const { online, savedCopyAsOf, lastRead } = useConnection();
  const asOf = savedCopyAsOf ?? lastRead;
  const { lang, message: t } = useWords();
  if (online && savedCopyAsOf === null) return null;
  return (
    <output className="block bg-slate-800 px-4 py-1.5 text-center text-sm text-white print:hidden">
      {online ? t('offline-no-connection') : t('offline')} {asOf !== null ? t('offline-as-of', { time: time(asOf, lang) }) : t('offline-saved')}
    </output>
  );
}
