import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * A dialog's form with changes not saved asks before it closes: Escape,
 * its Cancel button and a click beside it go through `requestClose`, which
 * shows `prompt` ('Discard your changes?', Keep editing first) instead of
 * closing; leaving or reloading the page asks the browser's question.
 * Without changes it closes at once.
 */
export function useUnsavedChanges(changed: boolean, close: () => void): { requestClose: () => void; prompt: ReactNode } {
  const [asking, setAsking] = useState(false);
  const t = useT();
  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);
  const requestClose = () => (changed ? setAsking(true) : close());
  const prompt = asking ? (
    <ConfirmDialog
      title={t('unsaved-title')}
      confirm={{ label: t('unsaved-discard'), busy: t('unsaved-discard') }}
      cancel={t('unsaved-keep')}
      busy={false}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
      onClose={() => setAsking(false)}
    >
      {t('unsaved-text')}
    </ConfirmDialog>
  ) : null;
  return { requestClose, prompt };
}
