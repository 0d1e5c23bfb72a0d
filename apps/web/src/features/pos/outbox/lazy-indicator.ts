// The outbox's indicator and drawer (Dexie, the list) arrive once the till is usable (lib/after-usable.ts), with their
// texts (the pos-parts texts: the till's own texts of its later parts, screens.ts). The till stays if the texts cannot
// be had; offline the code is loaded again when the network returns (app/lazy-screen.ts).
import { lazyWhenUsable } from '../../../app/lazy-screen';
import { loadFeatureTexts } from '../../../i18n/i18n';

export const OutboxIndicator = lazyWhenUsable(async () => {
  const [mod] = await Promise.all([import('./outbox-indicator'), loadFeatureTexts(['pos-parts']).catch(() => undefined)]);
  return { default: mod.OutboxIndicator };
});
