import { TextField, type FieldErrors } from '@/components/ui/form';
import { MenuField } from '@/components/ui/select';
import { activityTypeMessage, activityTypes, defaultActivityType, hoursHint, type Activity, type ActivityType, type Fact } from '../lib/core';
import { FactsField } from './FactsField';
import { fromText, toNumber, toText } from '../lib/form-values';
import { CoordinateFields, formToPlace, PlaceFields, placeToForm } from './PlaceFields';
import { useT, useWords } from '@/lib/i18n';

const TYPES = activityTypes();

/** The activity form's values, as text. */
export type ActivityForm = {
  name: string;
  description: string;
  address: string;
  phone: string;
  website: string;
  image: string;
  activityType: ActivityType;
  price: string;
  recurringSchedule: string;
  capacity: string;
  venueType: string;
  location: string;
  latitude: string;
  longitude: string;
  facts: Fact[];
  visitMinutes: string;
};

export const emptyActivityForm = (): ActivityForm => ({
  name: '',
  description: '',
  address: '',
  phone: '',
  website: '',
  image: '',
  activityType: defaultActivityType(),
  price: '',
  recurringSchedule: '',
  capacity: '',
  venueType: '',
  location: '',
  latitude: '',
  longitude: '',
  facts: [],
  visitMinutes: '',
});

export function activityToForm(a: Activity): ActivityForm {
  return {
    ...placeToForm(a),
    activityType: a.activityType ?? defaultActivityType(),
    price: toText(a.price),
    recurringSchedule: toText(a.recurringSchedule),
    capacity: toText(a.capacity),
    venueType: toText(a.venueType),
    location: toText(a.location),
    latitude: toText(a.latitude),
    longitude: toText(a.longitude),
    facts: a.facts ?? [],
    visitMinutes: toText(a.visitMinutes),
  };
}

export function formToActivity(form: ActivityForm, id = 0): Activity {
  return {
    id,
    ...formToPlace(form),
    activityType: form.activityType,
    price: fromText(form.price),
    recurringSchedule: fromText(form.recurringSchedule),
    capacity: toNumber(form.capacity),
    venueType: fromText(form.venueType),
    location: fromText(form.location),
    // Left out of the JSON when unknown, as the API serves it.
    latitude: toNumber(form.latitude) ?? undefined,
    longitude: toNumber(form.longitude) ?? undefined,
    facts: form.facts,
    visitMinutes: toNumber(form.visitMinutes) ?? undefined,
  };
}


type Props = {
  form: ActivityForm;
  onChange: (form: ActivityForm) => void;
  errors?: FieldErrors;
};

/** The activity's fields, shared by Add Activities and the Manage Content edit dialog. */
export function ActivityFields({ form, onChange, errors = {} }: Props) {
  const t = useT();
  const words = useWords();
  const set = (field: keyof ActivityForm) => (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value });
  return (
    <PlaceFields form={form} set={set} errors={errors}>
      <MenuField
        label={t('field-activity-type')}
        value={form.activityType}
        onValueChange={(activityType) => onChange({ ...form, activityType })}
        error={errors.activityType}
        options={TYPES.map((type) => ({ value: type, label: t(activityTypeMessage(type)) }))}
      />
      <TextField label={t('field-price')} value={form.price} onChange={set('price')} error={errors.price} placeholder={t('field-price-example')} />
      <TextField
        label={t('field-recurring-schedule')}
        value={form.recurringSchedule}
        onChange={set('recurringSchedule')}
        error={errors.recurringSchedule}
        placeholder={t('field-recurring-schedule-example')}
        hint={hoursHint(form.recurringSchedule, words)}
      />
      <TextField
        label={t('field-capacity')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={form.capacity}
        onChange={set('capacity')}
        error={errors.capacity}
      />
      <TextField label={t('field-venue-type')} value={form.venueType} onChange={set('venueType')} error={errors.venueType} />
      <TextField label={t('field-location')} value={form.location} onChange={set('location')} error={errors.location} />
      <CoordinateFields form={form} set={set} errors={errors} />
      <TextField
        label={t('field-visit-minutes')}
        hint={t('field-visit-minutes-hint')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={form.visitMinutes}
        onChange={set('visitMinutes')}
        error={errors.visitMinutes}
      />
      <FactsField value={form.facts} onChange={(facts) => onChange({ ...form, facts })} />
    </PlaceFields>
  );
}
