import type { AuthUser } from '@comptoir/shared';

export function makeUser(tags: string[], overrides: Partial<AuthUser> = {}): AuthUser {
  const entreprise = { id: 1, intitule: 'Maison Atlas', currencyTag: 'MAD', isSetup: true, fileId: null };
  return {
    id: 7,
    name: 'Yasmine Benali',
    email: 'admin@demo.comptoir.test',
    tel: null,
    fileId: null,
    userType: 'entreprise',
    locale: null,
    roleId: 1,
    role: { id: 1, tag: 'admin', intitule: 'Administrateur' },
    magasinId: null,
    magasins: [],
    functionalities: tags.map((tag, i) => ({ id: i + 1, tag })),
    isLastVersion: true,
    latestCompatibleVersion: null,
    isActive: true,
    entreprise,
    otherEntreprises: [],
    hideGettingStarted: false,
    ...overrides,
  };
}
