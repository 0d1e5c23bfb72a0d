// The contact and address block forms share (clients, the company): the phone, what the form adds beside it (e-mail,
// web site, city), then the address — a line in the grid, or a multi-line address under it. Fields `tel` and `adresse`.
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

type Contact = { tel: string; adresse: string };

interface AddressFieldsProps<V extends Contact> {
  form: UseFormReturnType<V>;
  /** Test ids `<testId>-tel` and `<testId>-adresse`. */
  testId: string;
  labels: { tel: string; adresse: string };
  /** The phone's autocomplete: 'tel' for one's own number, 'off' for someone else's (a client's). */
  phoneAutoComplete?: 'tel' | 'off';
  /** A multi-line address under the grid (the company's), else one line in the grid. */
  multiline?: boolean;
  /** Fields before the phone in the grid. */
  leading?: ReactNode;
  /** Fields between the phone and the address. */
  children?: ReactNode;
  /** Fields after the address in the grid. */
  trailing?: ReactNode;
}

export function AddressFields<V extends Contact>(props: AddressFieldsProps<V>) {
  const { testId, labels, phoneAutoComplete = 'tel', multiline = false, leading, children, trailing } = props;
  // Read by name: the two fields every form using this block has.
  const form = props.form as unknown as UseFormReturnType<Contact>;
  const address = multiline ? (
    <Textarea
      label={labels.adresse}
      autosize
      minRows={2}
      maxRows={4}
      autoComplete="street-address"
      data-testid={`${testId}-adresse`}
      {...form.getInputProps('adresse')}
    />
  ) : (
    <TextInput label={labels.adresse} data-testid={`${testId}-adresse`} {...form.getInputProps('adresse')} />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {leading}
        <TextInput
          label={labels.tel}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete={phoneAutoComplete}
          data-testid={`${testId}-tel`}
          {...form.getInputProps('tel')}
        />
        {children}
        {!multiline && address}
        {trailing}
      </SimpleGrid>
      {multiline && address}
    </>
  );
}
