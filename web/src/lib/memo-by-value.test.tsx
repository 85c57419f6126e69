// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { memoByValue } from './memo-by-value';

type Item = { id: number; title: string; venue: { name: string } };

describe('memoByValue', () => {
  it('renders a card again only when its props change in value', () => {
    let rendered = 0;
    const Card = memoByValue(function Card({ item, priority }: { item: Item; priority: boolean }) {
      rendered++;
      return <p>{`${item.title} at ${item.venue.name}${priority ? '!' : ''}`}</p>;
    });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const element = document.createElement('div');
    const root = createRoot(element);
    const show = (item: Item, priority = false) => act(() => root.render(<Card item={item} priority={priority} />));

    show({ id: 1, title: 'Swan Lake', venue: { name: 'Van Wezel' } });
    expect(rendered).toBe(1);
    // The same event read again (the device's copy instead of the server's).
    show({ id: 1, title: 'Swan Lake', venue: { name: 'Van Wezel' } });
    expect(rendered).toBe(1);
    // A change deep inside, and a change of another prop.
    show({ id: 1, title: 'Swan Lake', venue: { name: 'Sarasota Opera House' } });
    expect(rendered).toBe(2);
    show({ id: 1, title: 'Swan Lake', venue: { name: 'Sarasota Opera House' } }, true);
    expect(rendered).toBe(3);
    expect(element.textContent).toBe('Swan Lake at Sarasota Opera House!');
    act(() => root.unmount());
  });
});
