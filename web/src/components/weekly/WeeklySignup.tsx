import { Suspense, useState } from 'react';
import { lazyScreen } from '@/lib/lazy-screen';
import { useT } from '@/lib/i18n';

// The form, its dialog and its words (plan.ftl) load when first opened:
// not part of Home's download.
const WeeklySignupDialog = lazyScreen('WeeklySignupDialog', () => import('./WeeklySignupDialog').then((m) => m.default), ['plan']);

/** 'This weekend by e-mail, every Thursday' (#37): opens the form that
 * subscribes an address to 'This weekend in <city>'. */
export function WeeklySignup() {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button type="button" className="min-h-11 py-3 text-left font-semibold text-brand-700 hover:underline" onClick={() => setOpen(true)}>
        {t('weekly-by-email')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <WeeklySignupDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
