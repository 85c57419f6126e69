import { type ReactNode } from 'react';
import { Link } from 'wouter';
import { CardSkeletons } from '@/components/lists/CardSkeleton';
import { ItemImg, useItemPicture } from './item-picture';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { Picture } from '@/lib/core';
import { Busy } from '@/components/ui/Busy';
import { useT } from '@/lib/i18n';
import { fieldLang, shownAsWritten, type WrittenIn } from '@/lib/localized';

/** One fact of an item: a label and its value (a `<dl>` row). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

/** 'In English', under an item's title, when some of its text is shown
 * as written in another language than the page's. */
export function WrittenInNote({ shown, className = 'mt-1 text-sm text-slate-600' }: { shown: WrittenIn; className?: string }) {
  const t = useT();
  const lang = shownAsWritten(shown);
  return lang ? <p className={className}>{t('written-in', { lang })}</p> : null;
}

/**
 * The page of one event, activity or restaurant: the way back to its
 * list, the image (or `noImage`), what it is, its title, its facts, the
 * actions (Details, favorites) and what to see next.
 */
export function ItemPage({
  back,
  image,
  picture,
  noImage,
  kicker,
  title,
  description,
  writtenIn,
  facts,
  actions,
  place,
  related,
}: {
  back: { href: string; label: string };
  image: string | null;
  picture: Picture | null | undefined;
  /** Shown when there is no image; nothing when null. */
  noImage: string | null;
  kicker: ReactNode;
  title: string;
  description: string;
  /** Which of its texts read as written, in which language. */
  writtenIn: WrittenIn;
  facts: ReactNode;
  actions: ReactNode;
  /** Where a place is and how to get there. */
  place?: ReactNode;
  related?: ReactNode;
}) {
  const shown = useItemPicture(image, picture, 'page');
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link href={back.href} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <article className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {shown ? (
          <figure>
            <ItemImg shown={shown} priority="high" className="h-56 w-full object-cover sm:h-80" />
            {/* A picture the guide fetched thanks the site it came from. */}
            {shown.credit && shown.source && (
              <figcaption className="px-6 pt-2 text-right text-xs text-slate-600 sm:px-8">
                {t('photo-credit')}{' '}
                <ExternalLink href={shown.source} className="underline hover:text-brand-700">
                  {shown.credit}
                  <span className="sr-only"> {t('opens-new-tab')}</span>
                </ExternalLink>
              </figcaption>
            )}
          </figure>
        ) : (
          noImage && <div className="flex h-40 items-center justify-center bg-slate-100 text-sm text-slate-600">{noImage}</div>
        )}
        <div className="p-6 sm:p-8">
          <div className="text-sm">{kicker}</div>
          <h1 lang={fieldLang(writtenIn, 'title') ?? fieldLang(writtenIn, 'name')} className="mt-2 font-display text-3xl font-bold text-slate-900 md:text-4xl">
            {title}
          </h1>
          <WrittenInNote shown={writtenIn} />
          {description && (
            <p lang={fieldLang(writtenIn, 'description')} className="mt-4 max-w-prose text-lg text-slate-700">
              {description}
            </p>
          )}
          <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">{facts}</dl>
          <div className="mt-6 flex flex-wrap items-center gap-3">{actions}</div>
          {place}
        </div>
      </article>
      {related}
    </div>
  );
}

/** A section of related items under an item page. */
export function RelatedSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `related-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}

/** While the lists load (from the device when offline). */
export function ItemPageSkeleton() {
  return (
    <Busy className="mx-auto max-w-5xl px-4 py-8">
      <div className="grid">
        <CardSkeletons count={1} />
      </div>
    </Busy>
  );
}
