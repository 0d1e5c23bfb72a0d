import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-error';
import { ClientForm } from './client-form';

function renderForm(onSubmit: (body: unknown) => Promise<unknown>, initial?: Parameters<typeof ClientForm>[0]['initial']) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ClientForm onSubmit={onSubmit} initial={initial} />
      </MantineProvider>
    </I18nextProvider>,
  );
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await initI18n('en');
});

describe('ClientForm', () => {
  it('lists field problems and sends nothing until they are fixed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    type('client-tel', 'abc');
    type('client-email', 'nope');
    fireEvent.click(screen.getByTestId('client-submit'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(screen.getByText('Invalid e-mail address')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the client with emptied fields as empty and the card number when given', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    type('client-name', '  Salma Idrissi ');
    type('client-tel', '06 11 22 33 44');
    type('client-card', 'ATLAS-42');
    fireEvent.click(screen.getByTestId('client-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Salma Idrissi',
      tel: '06 11 22 33 44',
      email: '',
      birthday: '',
      sex: '',
      bloodGroup: '',
      city: '',
      adresse: '',
      ice: '',
      type: 'client',
      notes: '',
      cardReference: 'ATLAS-42',
    });
  });

  it("puts the server's duplicate phone under the field", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 409,
        code: 'CONFLICT',
        message: 'A client already has this phone number',
        errors: [{ field: 'tel', message: 'A client already has this phone number' }],
        hasBody: true,
      });
    });
    renderForm(onSubmit);
    type('client-name', 'Omar Tazi');
    type('client-tel', '0612345678');
    fireEvent.click(screen.getByTestId('client-submit'));
    expect(await screen.findByText('A client already has this phone number')).toBeTruthy();
  });

  it('edits a client: the id is sent, the card number is not offered', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, {
      id: 9,
      name: 'Nadia Fassi',
      tel: null,
      email: null,
      birthday: '1990-01-02',
      sex: 'femme',
      bloodGroup: null,
      cityId: null,
      city: 'Fès',
      adresse: null,
      ice: '001234567000089',
      type: 'prospect',
      loyaltyPoints: 12,
      notes: null,
      isActive: true,
      magasinId: null,
      cards: [],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(screen.queryByTestId('client-card')).toBeNull();
    expect((screen.getByTestId('client-ice') as HTMLInputElement).value).toBe('001234567000089');
    type('client-city', 'Meknès');
    fireEvent.click(screen.getByTestId('client-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 9, city: 'Meknès', sex: 'femme', type: 'prospect', birthday: '1990-01-02', ice: '001234567000089' }),
    );
  });
});
