import { useRegisterSW } from 'virtual:pwa-register/react';
import { saveGuideOnDevice } from '@/lib/save-guide';
import { useT } from '@/lib/i18n';

/** Registers the service worker (the guide offline), saves the guide's
 * lists through it, and, when a new build is deployed, offers to reload
 * instead of swapping code under an open page. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: saveGuideOnDevice });
  const t = useT();
  if (!needRefresh) return null;
  return (
    <output className="fixed inset-x-4 bottom-24 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
      <span>{t('update-available')}</span>
      <button
        type="button"
        onClick={() => void updateServiceWorker(true)}
        className="min-h-11 rounded-md bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('update-reload')}
      </button>
    </output>
  );
}
