import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ReactNode, type RefObject } from 'react';

// Below the header's band (4 rem), where a toast about the dialog shows.
const panel = cva(
  'fixed left-1/2 top-[calc(50%+2.25rem)] z-50 max-h-[calc(100dvh-6rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-xl focus:outline-none',
  {
    variants: { size: { narrow: 'max-w-lg', wide: 'max-w-3xl' } },
    defaultVariants: { size: 'wide' },
  },
);

type Props = VariantProps<typeof panel> & {
  /** Called when the dialog asks to close (Escape, a click beside it where allowed). */
  onClose: () => void;
  /** While a choice is being carried out, Escape does not close the dialog. */
  busy?: boolean;
  /** A click beside the dialog closes it; off where a form could lose its input. */
  closeOnOutsideClick?: boolean;
  /** What gets the keyboard first (the safe choice); else the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Set when the dialog has a `DialogDescription`. */
  described?: boolean;
  children: ReactNode;
};

/**
 * A modal dialog on Radix: the page behind is inert and hidden from
 * assistive technology, the keyboard stays inside, Escape closes it, and
 * the focus goes back to what opened it. Named by its `DialogTitle`.
 * Rendered while open; the caller unmounts it to close.
 */
export function Dialog({ size, onClose, busy = false, closeOnOutsideClick = false, initialFocus, described = false, children }: Props) {
  // What had the keyboard when the dialog opened (there is no Radix
  // trigger: callers open dialogs from rows, cards and results).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          className={panel({ size })}
          {...(described ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
          onInteractOutside={(e) => (busy || !closeOnOutsideClick) && e.preventDefault()}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
          onOpenAutoFocus={(e) => {
            if (initialFocus?.current) {
              e.preventDefault();
              initialFocus.current.focus();
            }
          }}
        >
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
