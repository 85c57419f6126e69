import { formatPhone, placeMapsUrl, telUrl } from '@/lib/core';

const looks = {
  /** In a page's facts: a plain underlined link. */
  fact: 'font-medium text-brand-700 underline hover:text-brand-900',
  /** On a card: a full 44 px row, easy to tap. */
  card: 'inline-flex min-h-11 items-center text-sm text-slate-700 underline decoration-slate-300 underline-offset-2 hover:text-brand-700',
};

type Look = keyof typeof looks;

/** A phone number that dials from a phone (core writes the `tel:` address
 * and the '(941) 263-3800' form); plain text when it cannot be dialled. */
export function PhoneLink({ phone, look = 'fact' }: { phone: string; look?: Look }) {
  const href = telUrl(phone);
  const shown = formatPhone(phone);
  if (!href) return <span>{shown}</span>;
  return (
    <a href={href} className={looks[look]}>
      {shown}
    </a>
  );
}

/** An address that opens a maps search for the place in a new tab. */
export function AddressLink({ name, address, look = 'fact' }: { name: string; address: string; look?: Look }) {
  return (
    <a href={placeMapsUrl(name, address)} target="_blank" rel="noopener noreferrer" className={looks[look]}>
      {address}
      <span className="sr-only"> (opens a map in a new tab)</span>
    </a>
  );
}
