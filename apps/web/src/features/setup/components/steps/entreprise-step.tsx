// Step 2, entreprise-config: the company form; contactName is required before going on (product-spec §5).
import { Card } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EntrepriseFields } from '../../../entreprise/components/entreprise-fields';
import { useCurrencies } from '../../../entreprise/hooks/use-currencies';
import type { EntrepriseFormValues } from '../../../entreprise/schemas';

interface EntrepriseStepProps {
  form: UseFormReturnType<EntrepriseFormValues>;
  /** Enter in a field goes on, as the wizard's next button does. */
  onSubmit: () => void;
}

export function EntrepriseStep({ form, onSubmit }: EntrepriseStepProps) {
  const currencies = useCurrencies();
  return (
    <Card
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      data-testid="setup-step-entreprise-config"
    >
      <EntrepriseFields form={form} currencies={currencies.data} currenciesLoading={currencies.isLoading} />
      {/* Enter submits a form only when it has a submit button. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Card>
  );
}
