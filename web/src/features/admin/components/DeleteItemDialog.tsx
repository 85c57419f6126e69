import { useRef } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import type { ContentKind } from '../api/get-content';
import { useDeleteContent } from '../api/delete-content';
import { NOUNS } from './EditItemDialog';

export type Deleting = { kind: ContentKind; id: number; name: string };

const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/**
 * Asks before `DELETE /api/admin/{kind}/{id}`; Cancel (and Escape) leave the
 * item alone and have the keyboard first.
 */
export function DeleteItemDialog({ deleting, onClose }: { deleting: Deleting; onClose: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
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
    <Dialog size="narrow" described busy={remove.isPending} onClose={onClose} initialFocus={cancel}>
      <div className="p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">Delete this {noun}?</DialogTitle>
        <DialogDescription className="mt-2 break-words text-sm text-slate-700">
          <strong>{deleting.name}</strong> will be removed from the guide, and from visitors&apos; lists. This cannot be undone.
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancel} type="button" className={button({ intent: 'secondary' })} disabled={remove.isPending} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className={button({ intent: 'danger' })} disabled={remove.isPending} onClick={onDelete}>
            {remove.isPending ? 'Deleting...' : `Delete ${noun}`}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
