import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import type { ContentKind } from '../api/get-content';
import { useDeleteContent } from '../api/delete-content';
import { ConfirmDialog } from './ConfirmDialog';
import { NOUNS } from './EditItemDialog';

export type Deleting = { kind: ContentKind; id: number; name: string };

const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** Asks before `DELETE /api/admin/{kind}/{id}`. */
export function DeleteItemDialog({ deleting, onClose }: { deleting: Deleting; onClose: () => void }) {
  const remove = useDeleteContent();
  const toast = useToast();
  const noun = NOUNS[deleting.kind];

  const onDelete = () =>
    remove.mutate(
      { kind: deleting.kind, id: deleting.id },
      {
        onSuccess: () => {
          toast({ title: `${capitalized(noun)} deleted`, description: `${deleting.name} is no longer in the guide.` });
          onClose();
        },
        onError: (error) => toast({ title: `Failed to delete ${noun}`, description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  return (
    <ConfirmDialog
      title={`Delete this ${noun}?`}
      confirm={{ label: `Delete ${noun}`, busy: 'Deleting...' }}
      busy={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    >
      <strong>{deleting.name}</strong> will be removed from the guide, and from visitors&apos; lists. This cannot be undone.
    </ConfirmDialog>
  );
}
