import { ImageField } from './ImageField';
import type { ReactNode } from 'react';
import { TextAreaField, TextField, type FieldErrors } from '@/components/ui/form';
import type { Activity } from '../lib/core';
import { fromText, toText } from '../lib/form-values';
import { useT } from '@/lib/i18n';

/** The fields every place has, activity or restaurant. */
export type PlaceForm = {
  name: string;
  description: string;
  address: string;
  phone: string;
  website: string;
  image: string;
};

/** What an activity and a restaurant share, as the API has it. */
type Place = Pick<Activity, 'name' | 'description' | 'address' | 'phone' | 'website' | 'image'>;

export function placeToForm(p: Place): PlaceForm {
  return {
    name: p.name,
    description: p.description ?? '',
    address: toText(p.address),
    phone: toText(p.phone),
    website: toText(p.website),
    image: toText(p.image),
  };
}

export function formToPlace(form: PlaceForm) {
  return {
    name: form.name,
    description: form.description,
    address: fromText(form.address),
    phone: fromText(form.phone),
    website: fromText(form.website),
    image: fromText(form.image),
  };
}

type Props = {
  form: PlaceForm;
  set: (field: keyof PlaceForm) => (e: { target: { value: string } }) => void;
  errors: FieldErrors;
  /** The kind's own fields, laid out in the same two-column grid. */
  children?: ReactNode;
};

/** Name, description and contact fields, shared by ActivityFields and RestaurantFields. */
export function PlaceFields({ form, set, errors, children }: Props) {
  const t = useT();
  return (
    <>
      <TextField label={t('field-name')} required value={form.name} onChange={set('name')} error={errors.name} />
      <TextAreaField label={t('field-description')} required value={form.description} onChange={set('description')} error={errors.description} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('field-address')} value={form.address} onChange={set('address')} error={errors.address} />
        <TextField label={t('field-phone')} type="tel" value={form.phone} onChange={set('phone')} error={errors.phone} />
        <TextField label={t('field-website')} type="url" inputMode="url" value={form.website} onChange={set('website')} error={errors.website} />
        <ImageField value={form.image} onChange={set('image')} error={errors.image} />
        {children}
      </div>
    </>
  );
}

type Coordinates = { latitude: string; longitude: string };

/** Where the place is, for Near me and the maps: decimal degrees, as a map
 * gives them; both or neither (the server says which is missing). */
export function CoordinateFields({ form, set, errors }: { form: Coordinates; set: (field: keyof Coordinates) => (e: { target: { value: string } }) => void; errors: FieldErrors }) {
  const t = useT();
  return (
    <>
      <TextField label={t('field-latitude')} type="number" step="any" min={-90} max={90} placeholder="27.3175" value={form.latitude} onChange={set('latitude')} error={errors.latitude} />
      <TextField label={t('field-longitude')} type="number" step="any" min={-180} max={180} placeholder="-82.5770" value={form.longitude} onChange={set('longitude')} error={errors.longitude} />
    </>
  );
}
