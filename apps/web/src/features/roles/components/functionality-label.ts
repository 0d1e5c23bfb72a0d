import type { TFunction } from 'i18next';

/** A functionality's readable name: the tag keyed label, falling back to its intitule, then the tag. */
export function functionalityLabel(t: TFunction, f: { tag: string; intitule?: string }): string {
  const key = `rolesAdmin.functionalities.${f.tag}`;
  const label = t(key);
  return label === key ? f.intitule || f.tag : label;
}
