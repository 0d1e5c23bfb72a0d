// The outbox's indicator and drawer (Dexie, the list) arrive just after the till's first render, with their texts
// (the pos-parts texts: the till's own texts of its later parts, screens.ts). The till stays if the texts cannot be had.
import { lazy } from 'react';
import { loadFeatureTexts } from '../../../i18n/i18n';

export const OutboxIndicator = lazy(async () => {
  const [mod] = await Promise.all([import('./outbox-indicator'), loadFeatureTexts(['pos-parts']).catch(() => undefined)]);
  return { default: mod.OutboxIndicator };
});
