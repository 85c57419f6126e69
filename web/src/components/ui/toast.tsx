import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

export type ToastInput = {
  title: string;
  description?: string;
  /** 'destructive' for failures and refusals (spec sections 5 and 8). */
  variant?: 'default' | 'destructive';
  /** A button in the toast (Undo), or a link (`href`); `altText` says how
   * to do the same without it, for screen readers (Radix announces the
   * toast). */
  action?: { label: string; altText: string } & ({ onClick: () => void } | { href: string } | { href: string; hrefLang: string; onClick: () => void });
  /** Closes the toast with words of its own ('No, thanks') in place of
   * the close icon, and runs `onClick` (a swipe or its time running out
   * does not). */
  dismiss?: { label: string; onClick: () => void };
  /** The toast's language, when not the page's (the language offer). */
  lang?: string;
  /** How long it shows, when not the spec's 5000 ms. */
  durationMs?: number;
};

export type ShownToast = ToastInput & { id: number };

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});
const SlotContext = createContext<(slot: HTMLElement | null) => void>(() => {});

/** Shows a toast; a new one replaces the one on screen (one at a time, spec section 9). */
export function useToast() {
  return useContext(ToastContext);
}

// Radix Toast is only needed once something is shown, so it is not part of
// the first download: it loads when the browser is idle, or on the first toast.
const Toaster = lazy(() => import('./toaster'));

/** Where toasts show: in the header's band, which a toast takes while it
 * shows (the header's own controls are hidden meanwhile, see index.css).
 * There it covers no control of the page: it is in the flow, not over it. */
export function ToastSlot({ className }: { className?: string }) {
  return <div ref={useContext(SlotContext)} data-toast-slot="" className={className} />;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  // Which toast is open: one closing (its time up, or closed) as a new one
  // replaces it must not close the new one.
  const [openId, setOpenId] = useState<number | null>(null);
  const [mounted, setMounted] = useState(false);
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  // Mounting the viewport early also makes the F8 hotkey work from the start.
  useEffect(() => whenIdle(() => setMounted(true)), []);

  const show = useCallback((toast: ToastInput) => {
    // A fresh id remounts the toast, so its timer restarts.
    const id = Date.now() + Math.random();
    setCurrent({ ...toast, id });
    setOpenId(id);
    setMounted(true);
  }, []);
  const close = useCallback((id: number) => setOpenId((open) => (open === id ? null : open)), []);

  return (
    <ToastContext.Provider value={show}>
      <SlotContext.Provider value={setSlot}>{children}</SlotContext.Provider>
      {mounted && slot && (
        <Suspense fallback={null}>
          <Toaster slot={slot} toast={current} open={current !== null && openId === current.id} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
