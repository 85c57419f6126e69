import { useRef, useState, type FormEvent } from 'react';
import { byField, focusFirstInvalid, primaryButton, secondaryButton, SelectField, TextAreaField, TextField, type FieldErrors } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { isDuplicateAnswer, useCreateRestaurant } from '../api/create-restaurant';
import { useCreateRestaurantAnyway } from '../api/create-restaurant-anyway';
import { useReplaceRestaurant } from '../api/replace-restaurant';
import { useScrapeRestaurant } from '../api/scrape-restaurant';
import {
  areaOptions,
  cuisineOptions,
  defaultPriceRange,
  priceRanges,
  ratingInput,
  validateRestaurant,
  type AreaDetection,
  type DetectionMethod,
  type DuplicateRestaurantResponse,
  type PriceRange,
  type Restaurant,
} from '../lib/core';
import { fromText, toNumber, toText } from '../lib/form-values';
import { DuplicateRestaurantDialog } from './DuplicateRestaurantDialog';
import { ScrapeUrlForm } from './ScrapeUrlForm';

const PRICE_RANGES = priceRanges();
const AREAS = areaOptions();
const CUISINES = cuisineOptions();
const [RATING_MIN, RATING_MAX, RATING_STEP] = ratingInput();

const METHODS: Record<DetectionMethod, string> = {
  coordinates: 'map coordinates',
  addressLocality: 'the town in the address',
  zipCode: 'ZIP code',
  restaurantName: 'a place name in the restaurant name',
  none: 'no evidence found',
};

type Form = {
  name: string;
  description: string;
  address: string;
  phone: string;
  website: string;
  image: string;
  rating: string;
  priceRange: PriceRange;
  cuisine: string;
  area: string;
  openHours: string;
  reservationUrl: string;
  latitude: string;
  longitude: string;
};

const empty = (): Form => ({
  name: '',
  description: '',
  address: '',
  phone: '',
  website: '',
  image: '',
  rating: '',
  priceRange: defaultPriceRange(),
  cuisine: '',
  area: '',
  openHours: '',
  reservationUrl: '',
  latitude: '',
  longitude: '',
});

function fromRestaurant(r: Restaurant): Form {
  return {
    name: r.name,
    description: r.description ?? '',
    address: toText(r.address),
    phone: toText(r.phone),
    website: toText(r.website),
    image: toText(r.image),
    rating: toText(r.rating),
    priceRange: r.priceRange ?? defaultPriceRange(),
    cuisine: toText(r.cuisine),
    area: toText(r.area),
    openHours: toText(r.openHours),
    reservationUrl: toText(r.reservationUrl),
    latitude: toText(r.latitude),
    longitude: toText(r.longitude),
  };
}

function toRestaurant(form: Form): Restaurant {
  return {
    id: 0,
    name: form.name,
    description: form.description,
    address: fromText(form.address),
    phone: fromText(form.phone),
    website: fromText(form.website),
    image: fromText(form.image),
    rating: toNumber(form.rating),
    priceRange: form.priceRange,
    cuisine: fromText(form.cuisine),
    area: fromText(form.area),
    openHours: fromText(form.openHours),
    reservationUrl: fromText(form.reservationUrl),
    latitude: toNumber(form.latitude),
    longitude: toNumber(form.longitude),
  };
}

/** The choices of a select, plus the current value when it is not one of them (a scraped cuisine, say). */
function choices(options: readonly string[], value: string) {
  return value && !options.includes(value) ? [...options, value] : options;
}

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

type Duplicate = { answer: DuplicateRestaurantResponse; restaurant: Restaurant };

/** Add Restaurants (spec sections 2, 4, 5 and 8): scrape, check the detected area, edit, create; duplicates go through the dialog. */
export function AddRestaurant() {
  const [url, setUrl] = useState('');
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [detection, setDetection] = useState<AreaDetection | null>(null);
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const scrape = useScrapeRestaurant();
  const create = useCreateRestaurant();
  const anyway = useCreateRestaurantAnyway();
  const replace = useReplaceRestaurant();

  const set = (field: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const clear = () => {
    setUrl('');
    setForm(empty());
    setErrors({});
    setDetection(null);
  };
  const done = (title: string, restaurant: Restaurant) => {
    toast({ title, description: `${restaurant.name} is listed on the Dining page.` });
    setDuplicate(null);
    clear();
  };

  const onScrape = (address: string) =>
    scrape.mutate(address, {
      onSuccess: (scraped) => {
        const { detectedArea, areaConfidence, areaDetectionMethod, ...restaurant } = scraped;
        setForm(fromRestaurant({ ...restaurant, area: restaurant.area ?? detectedArea }));
        setErrors({});
        setDetection({ detectedArea, areaConfidence, areaDetectionMethod });
        toast({
          title: 'Restaurant scraped successfully!',
          description: `Detected area: ${detectedArea} (${percent(areaConfidence)} confidence). Check the details below, then create it.`,
        });
      },
      onError: (error) =>
        toast({ title: 'Failed to scrape restaurant', description: serverMessage(error, 'Please check the URL and try again.'), variant: 'destructive' }),
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const restaurant = toRestaurant(form);
    const found = byField(validateRestaurant(restaurant));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    create.mutate(restaurant, {
      onSuccess: (answer) => {
        if (isDuplicateAnswer(answer)) setDuplicate({ answer, restaurant });
        else done('Restaurant created successfully!', restaurant);
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
        toast({ title: 'Failed to create restaurant', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      },
    });
  };

  const onCancel = () => {
    setDuplicate(null);
    requestAnimationFrame(() => submitRef.current?.focus());
  };
  const onCreateAnyway = () => {
    if (!duplicate) return;
    anyway.mutate(duplicate.restaurant, {
      onSuccess: () => done('Restaurant created successfully!', duplicate.restaurant),
      onError: (error) =>
        toast({ title: 'Failed to create restaurant', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  };
  const onReplace = (id: number) => {
    if (!duplicate) return;
    replace.mutate(
      { id, restaurant: duplicate.restaurant },
      {
        onSuccess: () => done('Restaurant replaced successfully!', duplicate.restaurant),
        onError: (error) =>
          toast({ title: 'Failed to replace restaurant', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby="scrape-restaurant-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
        <h2 id="scrape-restaurant-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Scrape a restaurant
        </h2>
        <ScrapeUrlForm
          label="Restaurant page URL"
          hint="The address of the restaurant's web page; what it says fills in the form below and its area is detected."
          url={url}
          onUrlChange={setUrl}
          scraping={scrape.isPending}
          onScrape={onScrape}
        />
      </section>

      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="restaurant-form-heading"
        className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6"
      >
        <h2 id="restaurant-form-heading" className="text-xl font-semibold text-slate-900">
          Restaurant details
        </h2>
        {detection && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-brand-100">
            Detected area: <strong>{detection.detectedArea}</strong> ({percent(detection.areaConfidence)} confidence, by{' '}
            {METHODS[detection.areaDetectionMethod] ?? detection.areaDetectionMethod})
          </p>
        )}
        <TextField label="Name" required value={form.name} onChange={set('name')} error={errors.name} />
        <TextAreaField label="Description" required value={form.description} onChange={set('description')} error={errors.description} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Address" value={form.address} onChange={set('address')} error={errors.address} />
          <TextField label="Phone" type="tel" value={form.phone} onChange={set('phone')} error={errors.phone} />
          <TextField label="Website" type="url" inputMode="url" value={form.website} onChange={set('website')} error={errors.website} />
          <TextField label="Image URL" type="url" inputMode="url" value={form.image} onChange={set('image')} error={errors.image} />
          <TextField
            label="Rating"
            hint="1 to 10, in steps of 0.1"
            type="number"
            inputMode="decimal"
            min={RATING_MIN}
            max={RATING_MAX}
            step={RATING_STEP}
            value={form.rating}
            onChange={set('rating')}
            error={errors.rating}
          />
          <SelectField label="Price range" value={form.priceRange} onChange={set('priceRange')} error={errors.priceRange}>
            {PRICE_RANGES.map((price) => (
              <option key={price} value={price}>
                {price}
              </option>
            ))}
          </SelectField>
          <SelectField label="Cuisine" value={form.cuisine} onChange={set('cuisine')} error={errors.cuisine}>
            <option value="">Select a cuisine</option>
            {choices(CUISINES, form.cuisine).map((cuisine) => (
              <option key={cuisine} value={cuisine}>
                {cuisine}
              </option>
            ))}
          </SelectField>
          <SelectField label="Area" value={form.area} onChange={set('area')} error={errors.area}>
            <option value="">Select an area</option>
            {choices(AREAS, form.area).map((area) => (
              <option key={area} value={area}>
                {area}
              </option>
            ))}
          </SelectField>
          <TextField label="Open hours" value={form.openHours} onChange={set('openHours')} error={errors.openHours} placeholder="e.g. Daily 11 AM - 10 PM" />
          <TextField label="Reservation URL" type="url" inputMode="url" value={form.reservationUrl} onChange={set('reservationUrl')} error={errors.reservationUrl} />
          <TextField label="Latitude" type="number" inputMode="decimal" step="any" value={form.latitude} onChange={set('latitude')} error={errors.latitude} />
          <TextField label="Longitude" type="number" inputMode="decimal" step="any" value={form.longitude} onChange={set('longitude')} error={errors.longitude} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button ref={submitRef} type="submit" className={primaryButton} disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Restaurant'}
          </button>
          <button type="button" className={secondaryButton} onClick={clear}>
            Clear Form
          </button>
        </div>
      </form>

      {duplicate && (
        <DuplicateRestaurantDialog
          answer={duplicate.answer}
          busy={anyway.isPending || replace.isPending}
          onCancel={onCancel}
          onCreateAnyway={onCreateAnyway}
          onReplace={onReplace}
        />
      )}
    </div>
  );
}
