import { PageHeading } from '@/components/ui/PageHeading';
import { CollectionLinks } from '@/features/collections/components/CollectionLinks';
import { useT } from '@/lib/i18n';
import { COLLECTIONS } from '../collections';

/** `/collections`: every collection, each a link to its page. */
export function Collections() {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeading>{t('page-collections-title')}</PageHeading>
      <div className="mt-8">
        <CollectionLinks collections={COLLECTIONS} withRightNow />
      </div>
    </div>
  );
}
