import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { focusFirstInvalid, type FieldErrors } from './form';

/**
 * The loop every form runs: its values, the messages under its fields (from
 * core's check before sending, or from the server's refusal), and the
 * keyboard taken to the first field with a message.
 */
export function useForm<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  // What the form opened with: `changed` says whether the values differ.
  const [opened, setOpened] = useState<T>(initial);
  const changed = useMemo(() => JSON.stringify(values) !== JSON.stringify(opened), [values, opened]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ref = useRef<HTMLFormElement>(null);
  // Counts the times messages were shown; the focus moves once they are on
  // the page (after React has rendered them, whenever that is).
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown > 0) focusFirstInvalid(ref.current);
  }, [shown]);

  /** Shows `found` under the fields. True when there is nothing to show;
   * otherwise focus moves to the first field with a message. */
  const showErrors = useCallback((found: FieldErrors | null | undefined) => {
    const messages = found ?? {};
    setErrors(messages);
    const clean = Object.keys(messages).length === 0;
    if (!clean) setShown((n) => n + 1);
    return clean;
  }, []);

  /** The change handler of one text field. */
  const set = (field: keyof T) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  /** Back to the initial values, without messages. */
  const reset = () => {
    setValues(typeof initial === 'function' ? (initial as () => T)() : initial);
    setErrors({});
  };

  /** Opened afresh at `base` (the item as it is now), showing `next`. */
  const rebase = useCallback((base: T, next: T) => {
    setOpened(base);
    setValues(next);
  }, []);

  return { values, setValues, set, errors, showErrors, ref, reset, changed, rebase };
}
