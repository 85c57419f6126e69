import { PageHeading } from '@/components/ui/PageHeading';
import { SuggestionForm } from '@/features/suggestions/components/SuggestionForm';
import { useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';

export function Suggest() {
  const site = useSite();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading>{t('suggest-title')}</PageHeading>
      <p className="mt-3 text-slate-700">{site ? t('suggest-intro', { city: site.city }) : t('suggest-intro-no-city')}</p>
      <SuggestionForm />
    </div>
  );
}
