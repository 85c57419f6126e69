import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

type Props = {
  /** The id of the heading inside `children` that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** While a choice is being carried out, Escape does not close the dialog. */
  busy: boolean;
  onClose: () => void;
  /** What gets the keyboard first (the safe choice); else the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

/**
 * A native modal dialog, as the duplicate-restaurant dialog does it: the
 * page behind is inert, Escape closes it, and the focus goes back to what
 * opened it when it is gone.
 */
export function ModalDialog({ labelledBy, describedBy, busy, onClose, initialFocus, className = 'max-w-3xl', children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // `initialFocus` is a ref object: the same on every render, so this runs once, when the dialog opens.
  }, [initialFocus]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onCancel={(e) => busy && e.preventDefault()}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`m-auto max-h-[90vh] w-[calc(100%-1.5rem)] overflow-y-auto rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      {children}
    </dialog>
  );
}
