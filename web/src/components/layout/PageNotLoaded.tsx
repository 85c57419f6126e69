import { PageHeading } from '@/components/ui/PageHeading';
import { button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** In place of a screen whose code could not be downloaded (a dropped
 * connection before the guide was saved on the device, or the dashboard
 * offline): the rest of the guide stays usable, and a reload tries again
 * (React keeps a failed screen's download failed until then). */
export function PageNotLoaded() {
  const t = useT();
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageHeading>{t('page-not-loaded')}</PageHeading>
      <p className="mt-4 text-slate-700">{t('page-not-loaded-hint')}</p>
      <button type="button" onClick={() => window.location.reload()} className={button({ size: 'lg', className: 'mt-8' })}>
        {t('try-again')}
      </button>
    </div>
  );
}
