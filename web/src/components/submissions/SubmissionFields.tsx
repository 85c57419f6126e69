import type { ReactNode } from 'react';
import { SelectField, TextAreaField, TextField, type FieldErrors } from '@/components/ui/form';
import { categoryLabel, eventCategories, formatCount, type OpenedSubmissionForm, type SubmissionVenue } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';
import { NEW_VENUE, NO_VENUE, venueError, type SubmissionFields as Fields } from '@/lib/submissions/form';
import { PictureField } from './PictureField';

const CATEGORIES = eventCategories();

function Part({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 font-display text-lg font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

type Props = {
  fields: Fields;
  onChange: (next: Partial<Fields>) => void;
  errors: FieldErrors;
  venues: SubmissionVenue[];
  /** The form as the server opened it: its token and its choices; none
   * until it has answered. */
  opened: OpenedSubmissionForm | undefined;
  /** The organizer's page: the address the link was sent to stays. */
  addressFixed?: boolean;
};

/**
 * 'Add your event''s fields, in the order an organizer thinks of them:
 * the event, when, where, its picture, who sends it. The same fields on
 * the organizer's page, while staff have not decided it. The server
 * checks them by core's rules and says what is wrong under each.
 */
export function SubmissionFields({ fields, onChange, errors, venues, opened, addressFixed = false }: Props) {
  const t = useT();
  const words = useWords();
  const set = (field: keyof Fields) => (e: { target: { value: string } }) => onChange({ [field]: e.target.value });

  return (
    <>
      <Part legend={t('add-event-part-event')}>
        <TextField label={t('field-title')} required value={fields.title} onChange={set('title')} error={errors.title} maxLength={200} />
        <TextAreaField
          label={t('field-description')}
          value={fields.description}
          onChange={set('description')}
          error={errors.description}
          rows={6}
          hint={opened && t('add-event-description-hint', { max: formatCount(opened.descriptionLinks, words.lang) })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('field-category')} value={fields.category} onChange={set('category')} error={errors.category}>
            <option value="">{t('add-event-category-choose')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, words)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('field-ticket-price')}
            value={fields.ticketPrice}
            onChange={set('ticketPrice')}
            error={errors.ticketPrice}
            placeholder={t('field-ticket-price-example')}
          />
        </div>
        <TextField label={t('field-ticket-url')} type="url" inputMode="url" value={fields.ticketUrl} onChange={set('ticketUrl')} error={errors.ticketUrl} />
      </Part>

      <Part legend={t('add-event-part-when')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('field-date')} type="date" required value={fields.date} onChange={set('date')} error={errors.date} />
          <TextField label={t('field-time')} value={fields.time} onChange={set('time')} error={errors.time} placeholder={t('field-time-example')} />
          <TextField
            label={t('field-end-date')}
            type="date"
            min={fields.date || undefined}
            value={fields.endDate}
            onChange={set('endDate')}
            error={errors.endDate}
            hint={t('add-event-end-date-hint')}
          />
          <SelectField label={t('field-repeat')} value={fields.repeat} onChange={(e) => onChange({ repeat: e.target.value as Fields['repeat'] })} error={errors.repeat}>
            {/* Until the server has answered, the one choice a form starts with. */}
            {(opened?.repeats ?? [[fields.repeat, `repeat-${fields.repeat}`]]).map(([value, message]) => (
              <option key={value} value={value}>
                {t(message)}
              </option>
            ))}
          </SelectField>
          {fields.repeat !== 'never' && (
            <TextField label={t('field-until')} type="date" required min={fields.date || undefined} value={fields.until} onChange={set('until')} error={errors.until} />
          )}
        </div>
      </Part>

      <Part legend={t('add-event-part-where')}>
        <SelectField label={t('field-venue')} required value={fields.venue} onChange={set('venue')} error={venueError(errors, fields.venue)}>
          <option value={NO_VENUE}>{t('add-event-venue-choose')}</option>
          {venues.map((venue) => (
            <option key={venue.id} value={String(venue.id)}>
              {venue.name}
            </option>
          ))}
          <option value={NEW_VENUE}>{t('add-event-venue-new')}</option>
        </SelectField>
        {fields.venue === NEW_VENUE && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('field-venue-name')} required value={fields.venueName} onChange={set('venueName')} error={errors.venueName} />
            <TextField
              label={t('field-address')}
              required
              value={fields.venueAddress}
              onChange={set('venueAddress')}
              error={errors.venueAddress}
              autoComplete="street-address"
              placeholder={t('add-event-address-example')}
            />
          </div>
        )}
      </Part>

      <Part legend={t('add-event-part-picture')}>
        <PictureField value={fields.image} onChange={(image) => onChange({ image })} opened={opened} error={errors.image} />
      </Part>

      <Part legend={t('add-event-part-you')}>
        <p className="text-sm text-slate-700">{t('add-event-you-hint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('field-your-name')} required value={fields.organizerName} onChange={set('organizerName')} error={errors.organizerName} autoComplete="name" />
          <TextField
            label={t('field-your-email')}
            required
            type="email"
            value={fields.organizerEmail}
            onChange={set('organizerEmail')}
            error={errors.organizerEmail}
            autoComplete="email"
            readOnly={addressFixed}
            hint={addressFixed ? t('add-event-email-fixed') : undefined}
          />
        </div>
      </Part>
    </>
  );
}
