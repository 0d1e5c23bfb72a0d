// Between the company answer, the form's values and the PATCH /Entreprise body.
import type { Entreprise, EntreprisePatch } from '@comptoir/shared';
import type { EntrepriseFormValues } from './schemas';

export function toEntrepriseFormValues(e: Entreprise): EntrepriseFormValues {
  return {
    intitule: e.intitule,
    contactName: e.contactName ?? '',
    tel: e.tel ?? '',
    cmmWebDomaineName: e.cmmWebDomaineName ?? '',
    ice: e.ice ?? '',
    currencyTag: e.currencyTag,
    adresse: e.adresse ?? '',
    fileId: e.fileId,
    largeFileId: e.largeFileId,
  };
}

/** Trimmed values; emptied inputs are sent as '' (the server clears them). */
export function toEntreprisePatch(v: EntrepriseFormValues, extra: Partial<EntreprisePatch> = {}): EntreprisePatch {
  return {
    intitule: v.intitule.trim(),
    contactName: v.contactName.trim(),
    tel: v.tel.trim(),
    cmmWebDomaineName: v.cmmWebDomaineName.trim(),
    ice: v.ice.trim(),
    currencyTag: v.currencyTag,
    adresse: v.adresse.trim(),
    fileId: v.fileId,
    largeFileId: v.largeFileId,
    ...extra,
  };
}
