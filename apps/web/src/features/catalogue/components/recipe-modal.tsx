// A product's recipe (ProductElement): the elements one unit of the product uses, each quantity in the element's own
// unit (0,05 kg of flour, 2 g of yeast). A semi-finished recipe makes a product of type semifini (gestion_lab).
import { ActionIcon, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { numberSeparators } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import type { Recipe } from '../api/catalogue-api';
import { useSaveRecipe } from '../hooks/use-recipes';
import { ProductPicker } from './product-picker';

export interface RecipeValues {
  productId: number | null;
  productLabel: string;
  elements: { elementId: number; label: string; unity: string; quantity: number | '' }[];
}

export const recipeSchema = z.object({
  productId: z.number('validation.required'),
  elements: z
    .array(z.object({ quantity: z.union([z.literal(''), z.number()]).refine((q) => Number(q) > 0, 'catalogue.validation.positive') }))
    .min(1, 'catalogue.recipes.elementsRequired'),
});

export const recipeValues = (r: Recipe | null): RecipeValues => ({
  productId: r?.productId ?? null,
  productLabel: r?.label ?? '',
  elements: (r?.elements ?? []).map((e) => ({ elementId: e.elementId, label: e.label, unity: e.unity, quantity: e.quantity })),
});

interface Props {
  /** null: closed; a recipe (or an empty one) to edit. */
  recipe: Recipe | null | 'new';
  semifini: boolean;
  onClose: () => void;
}

export function RecipeModal({ recipe, semifini, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={recipe !== null}
      onClose={onClose}
      title={t(recipe === 'new' ? 'catalogue.recipes.new' : 'catalogue.recipes.edit')}
      size="lg"
    >
      {recipe !== null && <RecipeForm recipe={recipe === 'new' ? null : recipe} semifini={semifini} onClose={onClose} />}
    </Modal>
  );
}

function RecipeForm({ recipe, semifini, onClose }: { recipe: Recipe | null; semifini: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveRecipe();
  const { form, formProps, submitting } = useAppForm<RecipeValues>({
    initialValues: recipeValues(recipe),
    schema: recipeSchema,
    guard: false,
    serverFields: ['productId', 'elements'],
    onSubmit: async (v) => {
      const saved = await save.mutateAsync({
        productId: v.productId!,
        elements: v.elements.map((e) => ({ elementId: e.elementId, quantity: Number(e.quantity) })),
      });
      notifySuccess({ message: t('catalogue.recipes.saved', { name: saved.label }) });
      onClose();
    },
  });
  const v = form.values;
  const productError = form.errors.productId;
  const elementsError = form.errors.elements;
  return (
    <form {...formProps} data-testid="recipe-form">
      <Stack gap="md">
        {v.productId !== null ? (
          <Text fw={600} data-testid="recipe-product">
            {v.productLabel}
          </Text>
        ) : (
          <ProductPicker
            label={t('catalogue.recipes.product')}
            withAsterisk
            type={semifini ? 'semifini' : undefined}
            error={typeof productError === 'string' ? productError : undefined}
            onPick={(p) => form.setValues({ productId: p.productId, productLabel: p.label })}
            data-testid="recipe-product-picker"
          />
        )}
        {v.elements.length > 0 && (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalogue.recipes.element')}</Table.Th>
                  <Table.Th w={170}>{t('catalogue.compositions.quantity')}</Table.Th>
                  <Table.Th w={44} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {v.elements.map((e, i) => (
                  <Table.Tr key={e.elementId} data-testid="recipe-element">
                    <Table.Td>{e.label}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        min={0}
                        decimalScale={3}
                        hideControls
                        {...numberSeparators(i18n.language)}
                        rightSection={
                          <Text fz="xs" c="dimmed">
                            {t(`catalogue.unitShort.${e.unity}`, { defaultValue: e.unity })}
                          </Text>
                        }
                        rightSectionWidth={40}
                        aria-label={t('catalogue.recipes.quantityOf', { name: e.label })}
                        {...form.getInputProps(`elements.${i}.quantity`)}
                        data-testid="recipe-element-quantity"
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('catalogue.compositions.removeItem', { name: e.label })}
                        onClick={() => form.removeListItem('elements', i)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ProductPicker
          label={t('catalogue.recipes.addElement')}
          exclude={[...v.elements.map((e) => e.elementId), ...(v.productId ? [v.productId] : [])]}
          error={typeof elementsError === 'string' ? elementsError : undefined}
          onPick={(p) => form.insertListItem('elements', { elementId: p.productId, label: p.label, unity: p.unity, quantity: '' })}
          data-testid="recipe-element-picker"
        />
        <Group justify="flex-end">
          <FormActions submitting={submitting} onCancel={onClose} testId="recipe" />
        </Group>
      </Stack>
    </form>
  );
}
