// Step 2, entreprise-config: the company form; contactName is required before going on (product-spec §5).
import { Card } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AppForm } from '../../../../components/form/use-app-form';
import { EntrepriseFields } from '../../../entreprise/components/entreprise-fields';
import { useCurrencies } from '../../../entreprise/hooks/use-currencies';
import type { EntrepriseFormValues } from '../../../entreprise/schemas';

interface EntrepriseStepProps {
  form: UseFormReturnType<EntrepriseFormValues>;
  /** useAppForm's form props: Enter in a field goes on, as the wizard's next button does. */
  formProps: AppForm<EntrepriseFormValues>['formProps'];
}

export function EntrepriseStep({ form, formProps }: EntrepriseStepProps) {
  const currencies = useCurrencies();
  return (
    <Card component="form" {...formProps} data-testid="setup-step-entreprise-config">
      <EntrepriseFields form={form} currencies={currencies.data} currenciesLoading={currencies.isLoading} />
    </Card>
  );
}
