import { FUNCTIONALITY_TAGS, LOCALES } from '@comptoir/shared';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../i18n/i18n';
import { withGrant } from '../hooks/use-grants';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import it_ from '../i18n/it.json';
import { FUNCTIONALITY_GROUPS, groupFunctionalities } from './functionality-groups';
import { GrantsGrid } from './grants-grid';

const grid = {
  roles: [
    { id: 1, tag: 'admin', intitule: 'Administrateur' },
    { id: 2, tag: 'caissier', intitule: 'Caissier' },
  ],
  functionalities: [
    { id: 10, tag: 'gestion_caisse', intitule: 'Caisse' },
    { id: 11, tag: 'gestion_utilisateur', intitule: 'Utilisateurs' },
    { id: 12, tag: 'new_thing', intitule: 'Nouvelle chose' },
  ],
  grants: [
    { roleId: 1, functionalityIds: [10, 11] },
    { roleId: 2, functionalityIds: [10] },
  ],
};

beforeAll(async () => {
  await initI18n('en');
});

function renderGrid(onChange = vi.fn(), filter = '') {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <GrantsGrid grid={grid} filter={filter} onChange={onChange} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return onChange;
}

describe('GrantsGrid', () => {
  it('ticks granted cells, locks the admin role as all granted, and reports a change', () => {
    const onChange = renderGrid();
    const box = (id: string) => screen.getByTestId(id) as HTMLInputElement;
    expect(box('grant-caissier-gestion_caisse').checked).toBe(true);
    expect(box('grant-caissier-gestion_utilisateur').checked).toBe(false);
    expect(box('grant-admin-new_thing').checked).toBe(true);
    expect(box('grant-admin-new_thing').disabled).toBe(true);

    fireEvent.click(box('grant-caissier-gestion_utilisateur'));
    expect(onChange).toHaveBeenCalledWith(grid.roles[1], 11, true);
    fireEvent.click(box('grant-caissier-gestion_caisse'));
    expect(onChange).toHaveBeenCalledWith(grid.roles[1], 10, false);
  });

  it('shows readable names grouped by area, unknown tags under Other, and filters by name or tag', () => {
    renderGrid(vi.fn(), 'users');
    expect(screen.getByText('Users')).toBeTruthy();
    expect(screen.queryByTestId('grant-row-gestion_caisse')).toBeNull();
    expect(screen.getByText('Administration')).toBeTruthy();
  });
});

describe('withGrant', () => {
  it('adds or removes one grant of one role', () => {
    expect(withGrant(grid, { roleId: 2, functionalityId: 11, granted: true }).grants[1].functionalityIds).toEqual([10, 11]);
    expect(withGrant(grid, { roleId: 2, functionalityId: 10, granted: false }).grants[1].functionalityIds).toEqual([]);
    expect(withGrant(grid, { roleId: 2, functionalityId: 10, granted: false }).grants[0]).toBe(grid.grants[0]);
  });
});

describe('functionality names and groups', () => {
  it('names every functionality tag of product-spec §6 in the four languages', () => {
    const files = { fr, en, ar, it: it_ } as Record<(typeof LOCALES)[number], { rolesAdmin: { functionalities: Record<string, string> } }>;
    for (const locale of LOCALES)
      for (const tag of FUNCTIONALITY_TAGS) expect(files[locale].rolesAdmin.functionalities[tag], `${locale}: ${tag}`).toBeTruthy();
  });

  it('puts every known tag in exactly one group', () => {
    const placed = Object.values(FUNCTIONALITY_GROUPS).flat();
    expect([...placed].sort()).toEqual([...FUNCTIONALITY_TAGS].sort());
    const groups = groupFunctionalities(FUNCTIONALITY_TAGS.map((tag) => ({ tag })));
    expect(groups.some((g) => g.group === 'other')).toBe(false);
  });
});
