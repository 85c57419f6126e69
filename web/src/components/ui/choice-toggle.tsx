import { AddressForm } from '@/components/lists/address-form';

/**
 * A row of pressed/unpressed buttons choosing one value kept in the
 * address under `name` (a list's layout, Dining's view). Each button
 * submits a GET form with its value, so the choice works without
 * JavaScript; with the app it applies itself.
 */
export function ChoiceToggle<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  wide = false,
}: {
  legend: string;
  name: string;
  /** `[value, label, address value]`: the default's address value is ''. */
  choices: readonly (readonly [T, string, string])[];
  value: T;
  onChange: (value: T) => void;
  wide?: boolean;
}) {
  return (
    <AddressForm keep={(key) => key !== name}>
      <fieldset className="inline-flex rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200">
        <legend className="sr-only">{legend}</legend>
        {choices.map(([choice, label, inAddress]) => (
          <button
            key={choice}
            type="submit"
            name={name}
            value={inAddress}
            aria-pressed={value === choice}
            onClick={() => onChange(choice)}
            className={`min-h-11 rounded-md ${wide ? 'px-4 py-2' : 'px-3'} text-sm font-semibold ${value === choice ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-brand-50'}`}
          >
            {label}
          </button>
        ))}
      </fieldset>
    </AddressForm>
  );
}
