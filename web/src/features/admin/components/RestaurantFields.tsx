import { TextField, type FieldErrors } from '@/components/ui/form';
import { MenuField } from '@/components/ui/select';
import { areaOptions, cuisineOptions, defaultPriceRange, hoursHint, priceRanges, ratingInput, type Fact, type PriceRange, type Restaurant } from '../lib/core';
import { FactsField } from './FactsField';
import { fromText, toNumber, toText } from '../lib/form-values';
import { CoordinateFields, formToPlace, PlaceFields, placeToForm } from './PlaceFields';
import { useT, useWords } from '@/lib/i18n';

const PRICE_RANGES = priceRanges();
const AREAS = areaOptions();
const CUISINES = cuisineOptions();
const [RATING_MIN, RATING_MAX, RATING_STEP] = ratingInput();

/** The restaurant form's values, as text. */
export type RestaurantForm = {
  name: string;
  description: string;
  address: string;
  phone: string;
  website: string;
  image: string;
  rating: string;
  priceRange: PriceRange;
  cuisine: string;
  cuisineDetail: string;
  area: string;
  openHours: string;
  reservationUrl: string;
  latitude: string;
  longitude: string;
  facts: Fact[];
};

export const emptyRestaurantForm = (): RestaurantForm => ({
  name: '',
  description: '',
  address: '',
  phone: '',
  website: '',
  image: '',
  rating: '',
  priceRange: defaultPriceRange(),
  cuisine: '',
  cuisineDetail: '',
  area: '',
  openHours: '',
  reservationUrl: '',
  latitude: '',
  longitude: '',
  facts: [],
});

export function restaurantToForm(r: Restaurant): RestaurantForm {
  return {
    ...placeToForm(r),
    rating: toText(r.rating),
    priceRange: r.priceRange ?? defaultPriceRange(),
    cuisine: toText(r.cuisine),
    cuisineDetail: toText(r.cuisineDetail),
    area: toText(r.area),
    openHours: toText(r.openHours),
    reservationUrl: toText(r.reservationUrl),
    latitude: toText(r.latitude),
    longitude: toText(r.longitude),
    facts: r.facts ?? [],
  };
}

export function formToRestaurant(form: RestaurantForm, id = 0): Restaurant {
  return {
    id,
    ...formToPlace(form),
    rating: toNumber(form.rating),
    priceRange: form.priceRange,
    cuisine: fromText(form.cuisine),
    cuisineDetail: fromText(form.cuisineDetail) ?? undefined,
    area: fromText(form.area),
    openHours: fromText(form.openHours),
    reservationUrl: fromText(form.reservationUrl),
    latitude: toNumber(form.latitude),
    longitude: toNumber(form.longitude),
    facts: form.facts,
  };
}

/** The choices of a select, plus the current value when it is not one of them (a scraped cuisine, say). */
function choices(options: readonly string[], value: string) {
  return value && !options.includes(value) ? [...options, value] : options;
}

type Props = {
  form: RestaurantForm;
  onChange: (form: RestaurantForm) => void;
  errors?: FieldErrors;
};

/** The restaurant's fields, shared by Add Restaurants and the Manage Content edit dialog. */
export function RestaurantFields({ form, onChange, errors = {} }: Props) {
  const t = useT();
  const words = useWords();
  const set = (field: keyof RestaurantForm) => (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value });
  return (
    <PlaceFields form={form} set={set} errors={errors}>
      <TextField
        label={t('field-rating')}
        hint={t('field-rating-hint')}
        type="number"
        inputMode="decimal"
        min={RATING_MIN}
        max={RATING_MAX}
        step={RATING_STEP}
        value={form.rating}
        onChange={set('rating')}
        error={errors.rating}
      />
      <MenuField
        label={t('field-price-range')}
        value={form.priceRange}
        onValueChange={(priceRange) => onChange({ ...form, priceRange })}
        error={errors.priceRange}
        options={PRICE_RANGES.map((price) => ({ value: price, label: price }))}
      />
      <MenuField
        label={t('field-cuisine')}
        value={form.cuisine}
        onValueChange={(cuisine) => onChange({ ...form, cuisine })}
        error={errors.cuisine}
        options={[{ value: '', label: t('field-cuisine-choose') }, ...choices(CUISINES, form.cuisine).map((cuisine) => ({ value: cuisine, label: cuisine }))]}
      />
      <TextField
        label={t('field-cuisine-detail')}
        value={form.cuisineDetail}
        onChange={set('cuisineDetail')}
        error={errors.cuisineDetail}
        hint={t('field-cuisine-detail-hint')}
        placeholder={t('field-cuisine-detail-example')}
      />
      <MenuField
        label={t('field-area')}
        value={form.area}
        onValueChange={(area) => onChange({ ...form, area })}
        error={errors.area}
        options={[{ value: '', label: t('field-area-choose') }, ...choices(AREAS, form.area).map((area) => ({ value: area, label: area }))]}
      />
      <TextField
        label={t('field-open-hours')}
        value={form.openHours}
        onChange={set('openHours')}
        error={errors.openHours}
        placeholder={t('field-open-hours-example')}
        hint={hoursHint(form.openHours, words)}
      />
      <TextField label={t('field-reservation-url')} type="url" inputMode="url" value={form.reservationUrl} onChange={set('reservationUrl')} error={errors.reservationUrl} />
      <CoordinateFields form={form} set={set} errors={errors} />
      <FactsField value={form.facts} onChange={(facts) => onChange({ ...form, facts })} />
    </PlaceFields>
  );
}
