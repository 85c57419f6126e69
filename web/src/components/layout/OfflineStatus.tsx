import { useConnection } from '@/lib/connection';

// Made when first needed: only a device offline shows it (the server's
// renderer has no Intl).
let clock: Intl.DateTimeFormat | undefined;
const time = (at: number) => (clock ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })).format(at);

/** A status, not an error (spec section 8: failed loads show no error):
 * the guide is showing what the device saved, and since when. */
export function OfflineStatus() {
  const { online, savedCopyAsOf, lastRead } = useConnection();
  const asOf = savedCopyAsOf ?? lastRead;
  if (online && savedCopyAsOf === null) return null;
  return (
    <output className="block bg-slate-800 px-4 py-1.5 text-center text-sm text-white print:hidden">
      {online ? 'No connection to the guide' : 'Offline'}
      {asOf !== null ? ` — showing the guide as of ${time(asOf)}` : ' — showing what this device has saved'}
    </output>
  );
}
