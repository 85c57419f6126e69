// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { loadLocalization, LocalizationProvider } from '@/lib/i18n';
import { ToastProvider, ToastSlot, useToast, type ToastInput } from './toast';

describe('ToastProvider', () => {
  it('keeps a new toast open when the one it replaces closes in the same moment', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let show: (toast: ToastInput) => void = () => {};
    function Shows() {
      show = useToast();
      return null;
    }
    const element = document.createElement('div');
    document.body.append(element);
    const root = createRoot(element);
    const l10n = await loadLocalization('en');
    await act(async () =>
      root.render(
        <LocalizationProvider l10n={l10n}>
          <ToastProvider>
            {/* Where the header gives toasts their band. */}
            <ToastSlot />
            <Shows />
          </ToastProvider>
        </LocalizationProvider>,
      ),
    );
    await act(async () => show({ title: 'Reading the source failed', variant: 'destructive' }));
    // (The toaster is loaded on the first toast.)
    await vi.waitFor(() => expect(document.body.textContent).toContain('Reading the source failed'), { timeout: 10_000 });
    const closeFirst = document.body.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;

    // The next toast comes as the first one's time is up (seen in CI: the
    // second one never showed).
    await act(async () => {
      show({ title: 'Read the source' });
      closeFirst.click();
    });
    expect(document.body.textContent).toContain('Read the source');
    expect(document.body.querySelector('[data-state="open"]')?.textContent).toContain('Read the source');
    await act(async () => root.unmount());
    element.remove();
  });
});
