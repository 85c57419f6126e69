// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useUrlParams, type UrlParams } from './url-params';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KEYS = ['cuisine', 'area'] as const;
/** The hook's latest answer, as the probe last rendered it. */
const latest: { params?: UrlParams<(typeof KEYS)[number]> } = {};

function Probe({ filters }: { filters: boolean }) {
  const params = useUrlParams(KEYS, { filters });
  useEffect(() => {
    latest.params = params;
  });
  return null;
}

async function rendered(address: string, filters = true) {
  history.replaceState(null, '', address);
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe filters={filters} />));
  return root;
}

describe('useUrlParams', () => {
  it("reads the list's filters from the address, '' when absent", async () => {
    const root = await rendered('/restaurants?cuisine=Thai&layout=map');
    expect(latest.params!.values).toEqual({ cuisine: 'Thai', area: '' });
    expect(latest.params!.active).toBe(true);
    await act(async () => root.unmount());
  });

  it('writes a filter, keeps the rest of the address and starts the list again', async () => {
    const root = await rendered('/restaurants?cuisine=Thai&layout=map&shown=48');
    const before = history.length;
    await act(async () => latest.params!.set({ area: 'Siesta Key' }));
    const search = new URLSearchParams(location.search);
    expect(search.get('area')).toBe('Siesta Key');
    expect(search.get('cuisine')).toBe('Thai');
    expect(search.get('layout')).toBe('map');
    expect(search.has('shown')).toBe(false);
    expect(history.length).toBe(before + 1);
    expect(latest.params!.values.area).toBe('Siesta Key');

    // A blank value removes its key; `replace` adds no history entry.
    await act(async () => latest.params!.set({ cuisine: '' }, { replace: true }));
    expect(new URLSearchParams(location.search).has('cuisine')).toBe(false);
    expect(history.length).toBe(before + 1);
    await act(async () => root.unmount());
  });

  it('clears every filter in one history entry, and keeps what is not a filter', async () => {
    const root = await rendered('/restaurants?cuisine=Thai&area=Downtown&layout=map');
    const before = history.length;
    await act(async () => latest.params!.clear());
    expect(location.search).toBe('?layout=map');
    expect(latest.params!.active).toBe(false);
    expect(history.length).toBe(before + 1);
    await act(async () => root.unmount());
  });

  it("leaves 'shown' alone for keys that are not filters", async () => {
    const root = await rendered('/events?shown=48', false);
    await act(async () => latest.params!.set({ cuisine: 'Thai' }));
    expect(new URLSearchParams(location.search).get('shown')).toBe('48');
    await act(async () => root.unmount());
  });
});
