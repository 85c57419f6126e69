// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './form';
import { useForm } from './use-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Form = { name: string; email: string };
type FormState = ReturnType<typeof useForm<Form>>;
/** The hook's latest answer, as the probe last rendered it. */
const latest: { form?: FormState } = {};

function Probe() {
  const state = useForm<Form>(() => ({ name: '', email: '' }));
  const { ref, values, errors, set } = state;
  useEffect(() => {
    latest.form = state;
  });
  return (
    <form ref={ref}>
      <TextField label="Name" value={values.name} onChange={set('name')} error={errors.name} aria-invalid={!!errors.name} />
      <TextField label="Email" value={values.email} onChange={set('email')} error={errors.email} aria-invalid={!!errors.email} />
    </form>
  );
}

const element = document.createElement('div');
document.body.append(element);
const root = createRoot(element);
const field = (label: string) => element.querySelectorAll('input')[label === 'Name' ? 0 : 1];

afterEach(async () => act(async () => root.render(<></>)));

describe('useForm', () => {
  it('shows the messages under their fields and takes the keyboard to the first', async () => {
    await act(async () => root.render(<Probe />));
    let clean = true;
    await act(async () => {
      clean = latest.form!.showErrors({ email: 'Please enter a valid email address' });
    });
    expect(clean).toBe(false);
    expect(element.textContent).toContain('Please enter a valid email address');
    expect(document.activeElement).toBe(field('Email'));

    // Both broken: the first on the page is focused, not the first named.
    await act(async () => void latest.form!.showErrors({ email: 'Bad', name: 'Required' }));
    expect(document.activeElement).toBe(field('Name'));
  });

  it('keeps what is typed, and reset brings back the initial values without messages', async () => {
    await act(async () => root.render(<Probe />));
    await act(async () => latest.form!.set('name')({ target: { value: 'Ana' } }));
    expect(latest.form!.values).toEqual({ name: 'Ana', email: '' });
    await act(async () => void latest.form!.showErrors({ name: 'Too long' }));
    await act(async () => latest.form!.reset());
    expect(latest.form!.values).toEqual({ name: '', email: '' });
    expect(latest.form!.errors).toEqual({});
    // Nothing to show: true, and the messages go.
    let clean = false;
    await act(async () => {
      clean = latest.form!.showErrors(null);
    });
    expect(clean).toBe(true);
    expect(element.textContent).not.toContain('Too long');
  });
});
