// Query keys of the small settings. The till's payment modes live under the cash feature's keys (caisseKeys.methods):
// a store's choice invalidates them too.
import type { NamedKind } from './small-settings-api';

export const smallSettingsKeys = {
  all: ['small-settings'] as const,
  kind: (kind: NamedKind) => [...smallSettingsKeys.all, kind] as const,
  list: (kind: NamedKind, trashed: boolean) => [...smallSettingsKeys.kind(kind), trashed] as const,
  instruction: (id: number) => [...smallSettingsKeys.kind('instruction'), 'detail', id] as const,
  report: (magasinId: number) => [...smallSettingsKeys.all, 'report', magasinId] as const,
};
