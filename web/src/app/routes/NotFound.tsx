import { Link } from 'wouter';
import { PageHeading } from '@/components/ui/PageHeading';
import { button } from '@/components/ui/button';
import { notFoundTitle } from '@/lib/core';
import { useDocumentTitle } from '@/lib/page-title';
import { useSite } from '@/lib/site';

export function NotFound() {
  const site = useSite();
  useDocumentTitle(site ? notFoundTitle(site.brand) : null);
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageHeading>404 Page Not Found</PageHeading>
      <p className="mt-4 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={button({ size: 'lg', className: 'mt-8' })}>
        Back to Home
      </Link>
    </div>
  );
}
