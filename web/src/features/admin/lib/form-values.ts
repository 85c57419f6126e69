// Form fields hold text; the entities hold null for "not given". These only
// convert between the two: every rule about the values is core's.

/** A field's text: '' for null. */
export function toText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** An optional text field's value: null when left empty. */
export function fromText(text: string): string | null {
  return text === '' ? null : text;
}

/** An optional number field's value: null when empty; NaN (which core refuses) when not a number. */
export function toNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

