import { useRef, type ReactNode } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';

/** Asks before a step that cannot be undone: Cancel (and Escape) leave
 * things as they are and have the keyboard first. */
export function ConfirmDialog({
  title,
  children,
  confirm,
  cancel: cancelLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What will happen. */
  children: ReactNode;
  /** The button's words, and while it works. */
  confirm: { label: string; busy: string };
  /** The way back's words, when not 'Cancel'. */
  cancel?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const t = useT();
  return (
    <Dialog size="narrow" described busy={busy} onClose={onClose} initialFocus={cancel}>
      <div className="p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{title}</DialogTitle>
        <DialogDescription className="mt-2 break-words text-sm text-slate-700">{children}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancel} type="button" className={button({ intent: 'secondary' })} disabled={busy} onClick={onClose}>
            {cancelLabel ?? t('admin-cancel')}
          </button>
          <button type="button" className={button({ intent: 'danger' })} disabled={busy} onClick={onConfirm}>
            {busy ? confirm.busy : confirm.label}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
