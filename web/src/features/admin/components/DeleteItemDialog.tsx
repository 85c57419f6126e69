import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import type { ContentKind } from '../api/get-content';
import { useDeleteContent } from '../api/delete-content';
import { ConfirmDialog } from './ConfirmDialog';

export type Deleting = { kind: ContentKind; id: number; name: string };

/** Asks before `DELETE /api/admin/{kind}/{id}`. */
export function DeleteItemDialog({ deleting, onClose }: { deleting: Deleting; onClose: () => void }) {
  const remove = useDeleteContent();
  const toast = useToast();
  const t = useT();
  const kind = { kind: deleting.kind };

  const onDelete = () =>
    remove.mutate(
      { kind: deleting.kind, id: deleting.id },
      {
        onSuccess: () => {
          toast({ title: t('delete-done', kind), description: t('delete-done-text', { name: deleting.name }) });
          onClose();
        },
        onError: (error) => toast({ title: t('delete-failed', kind), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
      },
    );

  return (
    <ConfirmDialog
      title={t('delete-title', kind)}
      confirm={{ label: t('delete-confirm', kind), busy: t('delete-busy') }}
      busy={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    >
      <strong>{deleting.name}</strong> {t('delete-text')}
    </ConfirmDialog>
  );
}
