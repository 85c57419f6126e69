import { useId, useRef, useState, type ChangeEvent } from 'react';
import { button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-client';
import type { OpenedSubmissionForm } from '@/lib/core';
import { useT } from '@/lib/i18n';
import { uploadPicture } from '@/lib/submissions/api';

type Props = {
  /** The uploaded picture's address (`/public-objects/…`), or ''. */
  value: string;
  onChange: (image: string) => void;
  /** The form as the server opened it: the server takes a picture only
   * with its token. */
  opened: OpenedSubmissionForm | undefined;
  error?: string;
};

/**
 * The event's picture: chosen from the device and uploaded at once
 * through the guide's image pipeline (the server checks it is a JPEG or
 * PNG by its bytes and at most 5 MB, and says why not). The form then
 * holds its address; the picture shows small beside the buttons. Its
 * fieldset names it.
 */
export function PictureField({ value, onChange, opened, error }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const statusId = useId();
  const shown = said?.failed ? said.text : (error ?? said?.text);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared, so that the same file can be chosen again after a failure.
    e.target.value = '';
    if (!file || !opened) return;
    setBusy(true);
    setSaid(null);
    try {
      const stored = await uploadPicture(opened.token, file);
      onChange(stored.image);
      setSaid({ text: t('add-event-picture-added'), failed: false });
    } catch (failure) {
      setSaid({ text: serverMessage(failure, t('add-event-picture-failed')), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <p className="mb-2 text-sm text-slate-600">{t('add-event-picture-hint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        {value && <img src={value} alt={t('add-event-picture-chosen')} className="size-16 shrink-0 rounded-lg object-cover" />}
        <input ref={input} type="file" accept={opened?.imageAccept} className="hidden" tabIndex={-1} aria-label={t('add-event-picture-choose')} onChange={onFile} />
        <button
          type="button"
          className={button({ intent: 'secondary', size: 'sm' })}
          disabled={busy || !opened}
          aria-describedby={shown ? statusId : undefined}
          onClick={() => input.current?.click()}
        >
          {busy ? t('add-event-picture-uploading') : t(value ? 'add-event-picture-replace' : 'add-event-picture-choose')}
        </button>
        {value && (
          <button
            type="button"
            className={button({ intent: 'quiet', size: 'sm' })}
            onClick={() => {
              onChange('');
              setSaid(null);
            }}
          >
            {t('add-event-picture-remove')}
          </button>
        )}
      </div>
      <p id={statusId} role={said?.failed || error ? 'alert' : 'status'} className={`mt-1 text-sm ${said?.failed || error ? 'text-red-700' : 'text-slate-700'}`}>
        {shown}
      </p>
    </div>
  );
}
