import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { patchAddress, useAddressParams } from './use-address-params';

describe('patchAddress', () => {
  it('sets, replaces and removes only the keys it names', () => {
    const next = patchAddress(new URLSearchParams('sort=low&page=3&max=5'), { page: null, parent: '1', max: '' });
    expect(next.toString()).toBe('sort=low&parent=1');
  });
});

function Sorter() {
  const [params, patch] = useAddressParams();
  return (
    <>
      <button onClick={() => patch({ sort: 'low', page: null })}>sort</button>
      <button onClick={() => patch({ parent: '1' })}>filter</button>
      <output>{params.toString()}</output>
    </>
  );
}

describe('useAddressParams', () => {
  it('keeps a first change when a second comes before the page has rendered the first', async () => {
    const { router } = renderRoutes([{ path: '/list', element: <Sorter /> }], '/list?page=2', new QueryClient());
    // Both clicks inside one act: React renders nothing in between, as when a navigation's transition is still pending.
    await act(async () => {
      screen.getByText('sort').click();
      await new Promise((r) => setTimeout(r, 0));
      screen.getByText('filter').click();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(router.state.location.search).toBe('?sort=low&parent=1');
    expect(screen.getByRole('status').textContent).toBe('sort=low&parent=1');
  });
});
