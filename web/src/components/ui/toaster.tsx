import * as RadixToast from '@radix-ui/react-toast';
import { Link } from 'wouter';
import type { ShownToast } from './toast';
import { useT } from '@/lib/i18n';

// Spec section 9: shown 5000 ms, swipe threshold 50 px, F8 focuses the
// region, viewport at most 420 px wide (Radix's defaults for the swipe and
// the hotkey, spelled out).
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = ['F8'];
// Beside the words on a phone (the toast stays one compact block), under
// them on wider screens; 44 px tall either way.
const ACTION =
  'inline-flex min-h-11 w-fit shrink-0 items-center rounded-lg border-2 border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:mt-1 sm:px-4';

/** The toast region and the one toast in it; loaded lazily by ToastProvider. */
export default function Toaster({ toast, open, onClose }: { toast: ShownToast | null; open: boolean; onClose: (id: number) => void }) {
  const destructive = toast?.variant === 'destructive';
  const t = useT();
  return (
    <RadixToast.Provider duration={DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toast && (
        <RadixToast.Root
          key={toast.id}
          open={open}
          onOpenChange={(opened) => !opened && onClose(toast.id)}
          type={destructive ? 'foreground' : 'background'}
          data-variant={toast.variant ?? 'default'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-3 pr-10 shadow-lg sm:p-4 sm:pr-10
            data-[state=open]:animate-toast-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]
            data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out
            ${destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'}`}
        >
          <div className="flex flex-1 items-center gap-2 sm:grid sm:gap-1">
            <div className="grid flex-1 gap-0.5 sm:gap-1">
              <RadixToast.Title className="text-sm font-semibold">{toast.title}</RadixToast.Title>
              {toast.description && (
                <RadixToast.Description className={`text-sm ${destructive ? 'text-white' : 'text-slate-700'}`}>
                  {toast.description}
                </RadixToast.Description>
              )}
            </div>
            {toast.action &&
              ('href' in toast.action ? (
                <RadixToast.Action altText={toast.action.altText} asChild>
                  <Link href={toast.action.href} className={ACTION}>
                    {toast.action.label}
                  </Link>
                </RadixToast.Action>
              ) : (
                <RadixToast.Action altText={toast.action.altText} onClick={toast.action.onClick} className={ACTION}>
                  {toast.action.label}
                </RadixToast.Action>
              ))}
          </div>
          <RadixToast.Close
            aria-label={t('close')}
            className={`absolute right-2 top-2 rounded-md p-1 ${destructive ? 'text-white hover:bg-red-800' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        hotkey={HOTKEY}
        // Clicks pass through the empty part of the region to the page below.
        // At the top of a phone's screen: at its foot a toast covered what a
        // thumb reaches for next (a dialog's other actions).
        className="pointer-events-none fixed top-0 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-2 outline-none sm:top-auto sm:bottom-20 sm:p-4"
      />
    </RadixToast.Provider>
  );
}
