// Step 3, store-creation: the shared store form. Its values are kept by the wizard (saved with the rest at the end);
// a store that already exists (or got an id in an earlier attempt) is updated, never created twice.
import type { Magasin, MagasinBody } from '@comptoir/shared';
import { Box } from '@mantine/core';
import type { Ref } from 'react';
import { MagasinForm } from '../../../stores/components/magasin-form';
import classes from './store-step.module.css';

/** The form's initial values from what was collected (the form reads a Magasin). */
export function draftMagasin(body: MagasinBody, id: number | null, currencyTag: string): Magasin {
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
  return {
    id: id ?? 0,
    intitule: body.intitule,
    tel: body.tel,
    rue: text(body.rue),
    codePostal: text(body.codePostal),
    cityId: body.cityId === undefined ? null : Number(body.cityId),
    city: null,
    countryId: body.countryId === undefined || body.countryId === null ? null : Number(body.countryId),
    province: text(body.province),
    currencyTag: body.currencyTag ?? currencyTag,
    ice: text(body.ice),
    fileId: body.fileId === undefined || body.fileId === null ? null : Number(body.fileId),
    latitude: text(body.latitude),
    longitude: text(body.longitude),
    footerTicket: text(body.footerTicket),
    startTime: body.startTime,
    isOnline: body.isOnline ?? false,
    isSetup: false,
    timeClockLogin: body.timeClockLogin ?? false,
    isActive: true,
    created_at: '',
    updated_at: '',
    deleted_at: null,
  };
}

interface StoreStepProps {
  initial: Magasin | null;
  onSubmit: (body: MagasinBody) => void;
  /** The step's container: the wizard's next button submits the form inside it. */
  ref?: Ref<HTMLDivElement>;
}

export function StoreStep({ initial, onSubmit, ref }: StoreStepProps) {
  return (
    <Box ref={ref} className={classes.step} data-testid="setup-step-store-creation">
      <MagasinForm
        initial={initial}
        guard={false}
        onSubmit={(body) => {
          onSubmit(body);
          return Promise.resolve();
        }}
      />
    </Box>
  );
}
