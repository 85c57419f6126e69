import * as SelectPrimitive from '@radix-ui/react-select';
import { useId } from 'react';
import { describedBy, FieldShell, inputClass, type FieldProps } from './form';

export type MenuOption<V extends string = string> = { value: V; label: string };

// Radix keeps '' for "nothing chosen"; a choice whose value is '' (say,
// 'Select a cuisine' or 'Another venue') travels under this one instead.
const BLANK = '\u0000blank';

type Props<V extends string> = FieldProps & {
  value: V;
  onValueChange: (value: V) => void;
  options: MenuOption<V>[];
};

/**
 * A labelled select menu on Radix Select, for the dashboard's long lists
 * (venues, cuisines, areas): typing picks the first match, and the typed
 * letters are forgotten after one second (spec section 9). The menu opens
 * in a layer above dialogs; the arrow keys, Home/End and Escape work as in
 * a native select.
 */
export function MenuField<V extends string>({ label, error, required, hint, value, onValueChange, options }: Props<V>) {
  const id = useId();
  const current = options.find((o) => o.value === value);
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint}>
      <SelectPrimitive.Root value={value === '' ? BLANK : value} onValueChange={(next) => onValueChange((next === BLANK ? '' : next) as V)}>
        <SelectPrimitive.Trigger
          id={id}
          className={`${inputClass} flex items-center justify-between gap-2 text-left`}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, error, hint)}
        >
          <SelectPrimitive.Value>{current?.label ?? value}</SelectPrimitive.Value>
          <SelectPrimitive.Icon className="text-slate-500">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
            </svg>
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-[60] max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-slate-200"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value === '' ? BLANK : option.value}
                  className="relative flex cursor-default select-none items-center rounded-md py-1.5 pl-7 pr-3 text-sm text-slate-900 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2 text-brand-700">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5">
                      <path d="m4.5 10.5 3.5 3.5 7.5-8" stroke="currentColor" strokeWidth="2" fill="none" />
                    </svg>
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </FieldShell>
  );
}
