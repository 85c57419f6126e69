import { Link } from 'wouter';
import { PageHeading } from '@/components/ui/PageHeading';
import { button } from '@/components/ui/button';
import { notFoundTitle } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/page-title';
import { useSite } from '@/lib/site';

export function NotFound() {
  const site = useSite();
  const words = useWords();
  const t = useT();
  useDocumentTitle(site ? notFoundTitle(site.brand, words) : null);
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageHeading>{t('page-not-found-title')}</PageHeading>
      <p className="mt-4 text-slate-700">{t('page-not-found-description')}</p>
      <Link to="/" className={button({ size: 'lg', className: 'mt-8' })}>
        {t('back-home')}
      </Link>
    </div>
  );
}
