import { formatPhone, placeMapsUrl, telUrl } from '@/lib/core';
import { useT } from '@/lib/i18n';

const looks = {
  /** In a page's facts: a plain underlined link. */
  fact: 'inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-900',
  /** On a card: a full 44 px row, easy to tap. */
  card: 'inline-flex min-h-11 items-center text-sm text-slate-700 underline decoration-slate-300 underline-offset-2 hover:text-brand-700',
  /** On a phone's card: a 44 px square that calls, beside the card's buttons. */
  icon: 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
};

type Look = keyof typeof looks;

/** A phone number that dials from a phone (core writes the `tel:` address
 * and the '(941) 263-3800' form); plain text when it cannot be dialled.
 * The `icon` look says the number, and `name`, to screen readers only. */
export function PhoneLink({ phone, look = 'fact', name, className = '' }: { phone: string; look?: Look; name?: string; className?: string }) {
  const href = telUrl(phone);
  const shown = formatPhone(phone);
  const t = useT();
  if (!href) return look === 'icon' ? null : <span className={className}>{shown}</span>;
  if (look === 'icon') {
    return (
      <a href={href} className={`${looks.icon} ${className}`} title={t('call', { number: shown })}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
        </svg>
        <span className="sr-only">{t('call-named', { name: name ?? '', number: shown })}</span>
      </a>
    );
  }
  return (
    <a href={href} className={`${looks[look]} ${className}`}>
      {shown}
    </a>
  );
}

/** An address that opens a maps search for the place in a new tab. */
export function AddressLink({ name, address, look = 'fact' }: { name: string; address: string; look?: Look }) {
  const t = useT();
  return (
    <a href={placeMapsUrl(name, address)} target="_blank" rel="noopener noreferrer" className={looks[look]}>
      {address}
      <span className="sr-only"> {t('opens-map')}</span>
    </a>
  );
}
