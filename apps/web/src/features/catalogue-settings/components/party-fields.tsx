// The fields brands and suppliers share (product-spec §3 Brand, Supplier), once: a text field labelled and tested
// by its name, the name with its codes, and the supplier's contact rows from one table.
import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartyKind } from '../api/settings-api';

// Any party form: the fields are read by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PartyForm = UseFormReturnType<any>;

interface PartyTextFieldProps extends Omit<TextInputProps, 'form'> {
  form: PartyForm;
  kind: PartyKind;
  /** The form field; its label is catalogueSettings.parties.<field> ('label' reads 'name'). */
  field: string;
  /** Read left to right (codes, phone, e-mail, web address) even in Arabic. */
  ltr?: boolean;
}

export function PartyTextField({ form, kind, field, ltr, ...rest }: PartyTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...form.getInputProps(field)}
      label={t(`catalogueSettings.parties.${field === 'label' ? 'name' : field}`)}
      dir={ltr ? 'ltr' : undefined}
      data-testid={`${kind}-${field}`}
      {...rest}
    />
  );
}

/** The name (required, focused first), then the codes side by side, with what the party adds after them. */
export function PartyNameAndCodes({
  form,
  kind,
  codes,
  children,
}: {
  form: PartyForm;
  kind: PartyKind;
  codes: string[];
  children?: ReactNode;
}) {
  return (
    <>
      <PartyTextField form={form} kind={kind} field="label" withAsterisk maxLength={120} data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {codes.map((field) => (
          <PartyTextField key={field} form={form} kind={kind} field={field} maxLength={60} ltr />
        ))}
        {children}
      </SimpleGrid>
    </>
  );
}

/** The supplier's contact rows: phone, e-mail and web address. */
const CONTACT_ROWS: { field: string; props: Omit<TextInputProps, 'form'> }[] = [
  { field: 'phone', props: { type: 'tel', autoComplete: 'off' } },
  { field: 'email', props: { type: 'email', autoComplete: 'off' } },
  { field: 'webSite', props: { placeholder: 'https://' } },
];

export function PartyContactFields({ form, kind }: { form: PartyForm; kind: PartyKind }) {
  return CONTACT_ROWS.map(({ field, props }) => <PartyTextField key={field} form={form} kind={kind} field={field} ltr {...props} />);
}
