// The first-run setup wizard (product-spec §1, §4, §5), full screen: getting-started, entreprise-config,
// store-creation, accounts-creation, final-step. Saving happens on leaving the accounts step, in the spec's order.
import type { AuthUser, Entreprise, Magasin } from '@comptoir/shared';
import { Button, Modal } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconCheck, IconFlag, IconRocket, IconUsers } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../components/form/use-app-form';
import { FullPageLoader } from '../../../components/full-page-loader';
import type { StepIndicatorStep } from '../../../components/step-indicator';
import { applyServerErrors } from '../../../lib/form';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { ENTREPRISE_FIELDS } from '../../entreprise/components/entreprise-fields';
import { toEntrepriseFormValues, toEntreprisePatch } from '../../entreprise/form-values';
import { useEntreprise } from '../../entreprise/hooks/use-entreprise';
import { entrepriseFormSchema, type EntrepriseFormValues } from '../../entreprise/schemas';
import { useMagasins } from '../../stores/hooks/use-magasins';
import { useSetupWizard } from '../hooks/use-setup-wizard';
import type { SavePhase } from '../setup-save';
import { DRAFT_STORE_ID, FIRST_STEP, hasCashier, LAST_STEP, SETUP_STEPS, type SetupStepKey } from '../setup-steps';
import { SetupLayout } from './setup-layout';
import { AccountsStep } from './steps/accounts-step';
import { EntrepriseStep } from './steps/entreprise-step';
import { FinalStep } from './steps/final-step';
import { GettingStartedStep } from './steps/getting-started-step';
import { draftMagasin, StoreStep } from './steps/store-step';

const ICONS: Record<SetupStepKey, React.ReactNode> = {
  'getting-started': <IconRocket size={18} />,
  'entreprise-config': <IconBuilding size={18} />,
  'store-creation': <IconBuildingStore size={18} />,
  'accounts-creation': <IconUsers size={18} />,
  'final-step': <IconFlag size={18} />,
};

export type SetupCloseReason = 'later' | 'finished';

interface WizardBodyProps {
  user: AuthUser;
  entreprise: Entreprise;
  existingStore: Magasin | null;
  onClose: (reason: SetupCloseReason) => void;
}

function WizardBody({ user, entreprise, existingStore, onClose }: WizardBodyProps) {
  const { t } = useTranslation();
  const wizard = useSetupWizard(existingStore);
  const { step, store, storeId, accounts, save } = wizard.state;
  const [cashierRefused, setCashierRefused] = useState(false);
  const storeRef = useRef<HTMLDivElement>(null);
  // The company step: the app's form behaviour (every problem shown, the first focused); it is saved with the rest on
  // leaving the accounts step, so its own submit only moves on and the wizard guards the tab as a whole.
  const company = useAppForm<EntrepriseFormValues>({
    initialValues: toEntrepriseFormValues(entreprise),
    schema: entrepriseFormSchema,
    guard: false,
    onSubmit: async () => wizard.next(),
  });
  const { form } = company;
  // Closing the tab before the wizard has saved what was typed asks first (the wizard does not change route).
  useUnsavedChanges(() => save.status !== 'saved' && (form.isDirty() || store !== null || accounts.length > 0));
  const key = SETUP_STEPS[step];
  const saving = save.status === 'saving';
  const storeName = store?.intitule ?? existingStore?.intitule ?? '';
  const storeChoice = { id: storeId ?? DRAFT_STORE_ID, intitule: storeName };

  const steps: StepIndicatorStep[] = SETUP_STEPS.map((k) => ({
    key: k,
    label: t(`setup.steps.${k}.label`),
    description: t(`setup.steps.${k}.short`),
    icon: ICONS[k],
  }));

  const next = async () => {
    switch (key) {
      case 'getting-started':
        wizard.next();
        return;
      case 'entreprise-config':
        company.submit();
        return;
      case 'store-creation':
        // The store form checks itself; a valid submit comes back through onSubmit and moves on.
        storeRef.current?.querySelector('form')?.requestSubmit();
        return;
      case 'accounts-creation': {
        if (!hasCashier(accounts)) {
          setCashierRefused(true);
          return;
        }
        const ok = await wizard.runSave(toEntreprisePatch(form.values));
        if (ok) wizard.next();
        return;
      }
      case 'final-step':
        return;
    }
  };

  const fix = (phase: SavePhase) => {
    if (phase === 'entreprise') {
      applyServerErrors(form, save.error, ENTREPRISE_FIELDS);
      wizard.goTo(SETUP_STEPS.indexOf('entreprise-config'));
    } else if (phase === 'store') wizard.goTo(SETUP_STEPS.indexOf('store-creation'));
  };

  const content = (() => {
    switch (key) {
      case 'getting-started':
        return <GettingStartedStep user={user} />;
      case 'entreprise-config':
        return <EntrepriseStep form={form} formProps={company.formProps} />;
      case 'store-creation':
        return (
          <StoreStep
            ref={storeRef}
            initial={store ? draftMagasin(store, storeId, form.values.currencyTag) : existingStore}
            onSubmit={(body) => {
              wizard.setStore(body);
              wizard.next();
            }}
          />
        );
      case 'accounts-creation':
        return (
          <AccountsStep
            accounts={accounts}
            store={storeChoice}
            save={save}
            cashierRefused={cashierRefused}
            onAdd={(body, roleTag) => {
              wizard.addAccount(body, roleTag);
              if (roleTag === 'caissier') setCashierRefused(false);
            }}
            onRemove={wizard.removeAccount}
            onFix={fix}
          />
        );
      case 'final-step':
        return <FinalStep entrepriseName={form.values.intitule} store={storeChoice} accountCount={accounts.length} />;
    }
  })();

  const isLast = step === LAST_STEP;
  return (
    <SetupLayout
      steps={steps}
      active={step}
      title={t(`setup.steps.${key}.title`, { name: user.name.split(/\s+/)[0] })}
      description={t(`setup.steps.${key}.text`, { company: form.values.intitule || entreprise.intitule })}
      onSelectStep={(i) => !saving && wizard.goTo(i)}
      canSelectStep={(i) => i < step}
      previousDisabled={step === FIRST_STEP || saving}
      nextDisabled={isLast || saving}
      nextLoading={saving}
      nextLabel={key === 'accounts-creation' ? t('setup.saveAndContinue') : t('setup.next')}
      onPrevious={wizard.previous}
      onNext={() => void next()}
      later={
        !isLast && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={() => onClose('later')}
            disabled={saving}
            data-testid="setup-later"
          >
            {t('setup.later')}
          </Button>
        )
      }
      finish={
        isLast && (
          <Button leftSection={<IconCheck size={16} />} onClick={() => onClose('finished')} data-testid="setup-finish">
            {t('setup.finish')}
          </Button>
        )
      }
    >
      {content}
    </SetupLayout>
  );
}

export function SetupWizard({ user, onClose }: { user: AuthUser; onClose: (reason: SetupCloseReason) => void }) {
  const { t } = useTranslation();
  const entreprise = useEntreprise();
  const stores = useMagasins();
  const ready = entreprise.data && (stores.data || stores.isError);
  return (
    <Modal
      opened
      onClose={() => onClose('later')}
      fullScreen
      withCloseButton={false}
      closeOnEscape={false}
      padding={0}
      transitionProps={{ transition: 'fade', duration: 150 }}
      aria-label={t('setup.asideTitle')}
    >
      {ready ? (
        <WizardBody
          user={user}
          entreprise={entreprise.data.entreprise}
          existingStore={stores.data?.find((s) => s.deleted_at === null) ?? null}
          onClose={onClose}
        />
      ) : (
        <FullPageLoader />
      )}
    </Modal>
  );
}
