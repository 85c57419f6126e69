import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'wouter';

/**
 * A GET form on the page's own address: how a list's filters and toggles
 * work without JavaScript (the browser submits the form, the server renders
 * the page the new address names). With the app, each control applies
 * itself as it changes and the form is never submitted.
 *
 * `keep` names the address's other keys the form carries along as hidden
 * fields (a submitted form replaces the whole query).
 */
export function AddressForm({ keep, className, children }: { keep: (key: string) => boolean; className?: string; children: ReactNode }) {
  const [pathname] = useLocation();
  const [params] = useSearchParams();
  const kept = [...params].filter(([key, value]) => value !== '' && keep(key));
  return (
    <form method="get" action={pathname} className={className} onSubmit={(event) => event.preventDefault()}>
      {kept.map(([key, value], i) => (
        <input key={`${i}-${key}`} type="hidden" name={key} value={value} />
      ))}
      {children}
    </form>
  );
}

