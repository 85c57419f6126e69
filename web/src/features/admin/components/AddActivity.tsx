import { useState, type FormEvent } from 'react';
import { primaryButton, secondaryButton, SelectField, TextAreaField, TextField } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import { useCreateActivity } from '../api/create-activity';
import { useScrapeActivity } from '../api/scrape-activity';
import { activityTypes, defaultActivityType, validateActivity, type Activity, type ActivityType } from '../lib/core';
import { fromText, toNumber, toText } from '../lib/form-values';
import { ScrapeUrlForm } from './ScrapeUrlForm';

const TYPES = activityTypes();

type Form = {
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
};

const empty = (): Form => ({
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
});

function fromActivity(a: Activity): Form {
  return {
    name: a.name,
    description: a.description ?? '',
    address: toText(a.address),
    phone: toText(a.phone),
    website: toText(a.website),
    image: toText(a.image),
    activityType: a.activityType ?? defaultActivityType(),
    price: toText(a.price),
    recurringSchedule: toText(a.recurringSchedule),
    capacity: toText(a.capacity),
    venueType: toText(a.venueType),
    location: toText(a.location),
  };
}

function toActivity(form: Form): Activity {
  return {
    id: 0,
    name: form.name,
    description: form.description,
    address: fromText(form.address),
    phone: fromText(form.phone),
    website: fromText(form.website),
    image: fromText(form.image),
    activityType: form.activityType,
    price: fromText(form.price),
    recurringSchedule: fromText(form.recurringSchedule),
    capacity: toNumber(form.capacity),
    venueType: fromText(form.venueType),
    location: fromText(form.location),
  };
}

const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** Add Activities (spec sections 2, 4, 5 and 8): scrape a page, edit the prefilled form, create. */
export function AddActivity() {
  const [url, setUrl] = useState('');
  const [form, setForm] = useState(empty);
  const toast = useToast();
  const scrape = useScrapeActivity();
  const create = useCreateActivity();

  const set = (field: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const clear = () => {
    setUrl('');
    setForm(empty());
  };

  const onScrape = (address: string) =>
    scrape.mutate(address, {
      onSuccess: (activity) => {
        setForm(fromActivity(activity));
        toast({ title: 'Activity scraped successfully!', description: `Check the details of ${activity.name || 'the activity'} below, then create it.` });
      },
      onError: (error) =>
        toast({ title: 'Failed to scrape activity', description: serverMessage(error, 'Please check the URL and try again.'), variant: 'destructive' }),
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const activity = toActivity(form);
    // Spec section 5: name and description are required; core says so in a toast.
    const notice = validateActivity(activity);
    if (notice) {
      toast({ title: notice.title, description: notice.description, variant: 'destructive' });
      return;
    }
    create.mutate(activity, {
      onSuccess: () => {
        toast({ title: 'Activity created successfully!', description: `${activity.name} is now listed on the Activities page.` });
        clear();
      },
      onError: () => toast({ title: 'Failed to create activity', description: 'Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby="scrape-activity-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
        <h2 id="scrape-activity-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Scrape an activity
        </h2>
        <ScrapeUrlForm
          label="Activity page URL"
          hint="The address of the activity's web page; what it says fills in the form below."
          url={url}
          onUrlChange={setUrl}
          scraping={scrape.isPending}
          onScrape={onScrape}
        />
      </section>

      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="activity-form-heading"
        className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6"
      >
        <h2 id="activity-form-heading" className="text-xl font-semibold text-slate-900">
          Activity details
        </h2>
        <TextField label="Name" required value={form.name} onChange={set('name')} />
        <TextAreaField label="Description" required value={form.description} onChange={set('description')} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Address" value={form.address} onChange={set('address')} />
          <TextField label="Phone" type="tel" value={form.phone} onChange={set('phone')} />
          <TextField label="Website" type="url" inputMode="url" value={form.website} onChange={set('website')} />
          <TextField label="Image URL" type="url" inputMode="url" value={form.image} onChange={set('image')} />
          <SelectField label="Activity type" value={form.activityType} onChange={set('activityType')}>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </SelectField>
          <TextField label="Price" value={form.price} onChange={set('price')} placeholder="e.g. Free, $25" />
          <TextField label="Recurring schedule" value={form.recurringSchedule} onChange={set('recurringSchedule')} placeholder="e.g. Daily 10 AM - 5 PM" />
          <TextField label="Capacity" type="number" inputMode="numeric" min={0} step={1} value={form.capacity} onChange={set('capacity')} />
          <TextField label="Venue type" value={form.venueType} onChange={set('venueType')} />
          <TextField label="Location" value={form.location} onChange={set('location')} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Activity'}
          </button>
          <button type="button" className={secondaryButton} onClick={clear}>
            Clear Form
          </button>
        </div>
      </form>
    </div>
  );
}
