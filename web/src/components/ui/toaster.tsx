import * as RadixToast from '@radix-ui/react-toast';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import type { ShownToast } from './toast';
import { useT } from '@/lib/i18n';

// Spec section 9: shown 5000 ms, swipe threshold 50 px, F8 focuses the
// region, viewport at most 420 px wide (Radix's defaults for the swipe and
// the hotkey, spelled out).
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = ['F8'];
// Beside the words, so the toast stays about the header's height; 44 px tall.
const ACTION =
  'inline-flex min-h-11 w-fit shrink-0 items-center rounded-lg border-2 border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';
const DISMISS = 'inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold underline-offset-2 hover:underline';

function Action({ action }: { action: NonNullable<ShownToast['action']> }) {
  if (!('href' in action)) {
    return (
      <RadixToast.Action altText={action.altText} onClick={action.onClick} className={ACTION}>
        {action.label}
      </RadixToast.Action>
    );
  }
  return (
    <RadixToast.Action altText={action.altText} asChild>
      {/* A page in another language is another app: a whole page load. */}
      {'hrefLang' in action ? (
        <a href={action.href} hrefLang={action.hrefLang} onClick={action.onClick} className={ACTION}>
          {action.label}
        </a>
      ) : (
        <Link href={action.href} className={ACTION}>
          {action.label}
        </Link>
      )}
    </RadixToast.Action>
  );
}

/** The toast region and the one toast in it, drawn in the header's band
 * (`slot`); loaded lazily by ToastProvider. */
export default function Toaster({ slot, toast, open, onClose }: { slot: HTMLElement; toast: ShownToast | null; open: boolean; onClose: (id: number) => void }) {
  const destructive = toast?.variant === 'destructive';
  const t = useT();
  return createPortal(
    <RadixToast.Provider duration={DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toast && (
        <RadixToast.Root
          key={toast.id}
          open={open}
          onOpenChange={(opened) => !opened && onClose(toast.id)}
          type={destructive ? 'foreground' : 'background'}
          duration={toast.durationMs}
          lang={toast.lang}
          data-variant={toast.variant ?? 'default'}
          className={`pointer-events-auto relative flex min-h-12 w-full items-center gap-2 rounded-lg border px-3 py-1 shadow-sm ${toast.dismiss ? '' : 'pr-12'}
            data-[state=open]:animate-toast-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]
            data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out
            ${destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'}`}
        >
          {/* Title and words in one block of text: two lines where it was four. */}
          <p className="flex-1 text-sm">
            <RadixToast.Title asChild>
              <strong className="font-semibold">{toast.title}</strong>
            </RadixToast.Title>
            {toast.description && (
              <>
                {' '}
                <RadixToast.Description asChild>
                  <span className={destructive ? 'text-white' : 'text-slate-700'}>{toast.description}</span>
                </RadixToast.Description>
              </>
            )}
          </p>
          {toast.action && <Action action={toast.action} />}
          {toast.dismiss ? (
            <RadixToast.Close onClick={toast.dismiss.onClick} className={DISMISS}>
              {toast.dismiss.label}
            </RadixToast.Close>
          ) : (
            <RadixToast.Close
              aria-label={t('close')}
              className={`absolute right-0.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md ${destructive ? 'text-white hover:bg-red-800' : 'text-slate-600 hover:bg-slate-100'}`}
            >
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </RadixToast.Close>
          )}
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        hotkey={HOTKEY}
        // Clicks pass through the empty region to the header below it.
        className="pointer-events-none mx-auto my-0 flex w-full max-w-[420px] list-none flex-col gap-2 px-2 py-2 outline-none"
      />
    </RadixToast.Provider>,
    slot,
  );
}
