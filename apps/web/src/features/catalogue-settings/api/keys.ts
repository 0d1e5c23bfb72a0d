// Query keys of the catalogue settings screens; under the catalogue's root key so a product save refreshes them too.
import type { CatalogueListQuery } from '@comptoir/shared';
import { catalogueKeys } from '../../catalogue/api/keys';

export const settingsKeys = {
  categories: (trashed: boolean) => [...catalogueKeys.categories(), 'settings', trashed] as const,
  parties: (kind: string) => [...catalogueKeys.all, 'parties', kind] as const,
  partyList: (kind: string, q: CatalogueListQuery) => [...settingsKeys.parties(kind), q] as const,
  detailKeys: () => [...catalogueKeys.all, 'detail-keys'] as const,
  prices: () => [...catalogueKeys.all, 'prices'] as const,
  priceList: (q: CatalogueListQuery) => [...settingsKeys.prices(), q] as const,
  channels: () => [...catalogueKeys.all, 'channels'] as const,
  exceptions: (channelId: number, magasinId: number) => [...settingsKeys.channels(), 'exceptions', channelId, magasinId] as const,
  root: (kind: string, channelId: number, q: object) => [...settingsKeys.channels(), kind, channelId, q] as const,
};
