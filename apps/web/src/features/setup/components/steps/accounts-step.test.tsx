import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../app/query-client';
import { i18n, initI18n } from '../../../../i18n/i18n';
import type { SaveState } from '../../hooks/use-setup-wizard';
import type { DraftAccount } from '../../setup-steps';
import { AccountsStep } from './accounts-step';

const idle: SaveState = { status: 'idle', phase: null, error: null, failedAccount: null };
const draft = (roleTag: string, email: string, roleId: number): DraftAccount => ({
  localId: email,
  body: { name: 'Sara Bennani', email, tel: '0611223344', code: '123456', roleId: [roleId], magasinIds: [] },
  roleTag,
  createdId: null,
});

function renderStep(accounts: DraftAccount[], cashierRefused = false) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider>
          <AccountsStep
            accounts={accounts}
            store={{ id: -1, intitule: 'Boutique Centre' }}
            save={idle}
            cashierRefused={cashierRefused}
            onAdd={() => undefined}
            onRemove={() => undefined}
            onFix={() => undefined}
          />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify([
            { id: 2, tag: 'caissier', intitule: 'Caissier' },
            { id: 3, tag: 'gerant', intitule: 'Gérant' },
          ]),
          { status: 200 },
        ),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountsStep', () => {
  it("shows the inline 'cashier role is missing' alert while no account is a cashier", () => {
    renderStep([draft('gerant', 'g@x.ma', 3)]);
    expect(screen.getByTestId('setup-cashier-missing').textContent).toContain('The cashier role is missing');
  });

  it('hides the alert once a cashier is in the list, and lists every account', async () => {
    renderStep([draft('gerant', 'g@x.ma', 3), draft('caissier', 'c@x.ma', 2)]);
    expect(screen.queryByTestId('setup-cashier-missing')).toBeNull();
    expect(await screen.findAllByTestId('setup-account')).toHaveLength(2);
  });
});
