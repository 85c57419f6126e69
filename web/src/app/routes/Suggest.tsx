import { PageHeading } from '@/components/ui/PageHeading';
import { SuggestionForm } from '@/features/suggestions/components/SuggestionForm';
import { useSite } from '@/lib/site';

export function Suggest() {
  const site = useSite();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading>What Should We Add?</PageHeading>
      <p className="mt-3 text-slate-700">
        Know a performance, attraction, restaurant or venue{site ? ` in ${site.city}` : ''} that belongs in the guide? Tell us about it and we will take a look.
      </p>
      <SuggestionForm />
    </div>
  );
}
