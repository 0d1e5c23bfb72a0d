// Registration on the app's one form behaviour: the submit button is never disabled, pressing it shows every problem
// under its field ('Required' for the empty ones, once each) and focuses the first, without calling the server.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { initI18n } from '../../../i18n/i18n';
import { renderRoutes } from '../../../test/render';
import { CreateAccountPage } from './create-account-page';

const fetchMock = vi.fn<typeof fetch>();
const routes = [
  { path: '/create-account', element: <CreateAccountPage /> },
  { path: '/', element: <div>home page</div> },
];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('CreateAccountPage', { timeout: 15_000 }, () => {
  it('shows every missing field as required on submit, with the button enabled, and focuses the first', async () => {
    renderRoutes(routes, '/create-account', createQueryClient());
    const submit = screen.getByTestId('register-submit');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    // name, company, e-mail, phone, password: 'Required' once each, never 'at least N characters'.
    expect(await screen.findAllByText('Required')).toHaveLength(5);
    const errors = [...document.querySelectorAll('.mantine-InputWrapper-error')].map((e) => e.textContent);
    expect(errors.filter((e) => e === 'Required')).toHaveLength(5);
    expect(errors).toHaveLength(6); // and the terms to accept
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('register-name')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what is wrong with a filled field', async () => {
    renderRoutes(routes, '/create-account', createQueryClient());
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    await screen.findAllByText('Required');
    const errors = [...document.querySelectorAll('.mantine-InputWrapper-error')].map((e) => e.textContent);
    // The short password says its rule, not 'Required'.
    expect(errors).toHaveLength(6);
    expect(errors).toContain('At least 8 characters');
  });
});
