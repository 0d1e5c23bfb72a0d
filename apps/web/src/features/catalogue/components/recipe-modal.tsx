// A product's recipe (ProductElement): the elements one unit of the product uses, each quantity in the element's own
// unit (0,05 kg of flour, 2 g of yeast). A semi-finished recipe makes a product of type semifini (gestion_lab).
import { UNITS, unitRatio } from '@comptoir/shared';
import { Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form/form-actions';
import { useAppForm } from '../../../components/form/use-app-form';
import { notifySuccess } from '../../../lib/notify';
import type { Recipe } from '../api/catalogue-api';
import { useSaveRecipe } from '../hooks/use-recipes';
import { ProductLinesEditor } from './product-lines-editor';
import { ProductPicker } from './product-picker';

export interface RecipeValues {
  productId: number | null;
  productLabel: string;
  /** `unity`: the unit the quantity is given in; `stockUnity`: the element's own (issue 27: 250 g of a flour kept in kg). */
  elements: { elementId: number; label: string; unity: string; stockUnity: string; quantity: number | '' }[];
}

/** The units a line of an element kept in `stockUnity` may be given in (the same kind: g, kg, lb, oz; ml, l…). */
export const unitsFor = (stockUnity: string) => UNITS.filter((u) => unitRatio(u, stockUnity) !== null);

export const recipeSchema = z.object({
  productId: z.number('validation.required'),
  elements: z
    .array(z.object({ quantity: z.union([z.literal(''), z.number()]).refine((q) => Number(q) > 0, 'catalogue.validation.positive') }))
    .min(1, 'catalogue.recipes.elementsRequired'),
});

export const recipeValues = (r: Recipe | null): RecipeValues => ({
  productId: r?.productId ?? null,
  productLabel: r?.label ?? '',
  elements: (r?.elements ?? []).map((e) => ({
    elementId: e.elementId,
    label: e.label,
    unity: e.lineUnity ?? e.unity,
    stockUnity: e.unity,
    quantity: e.quantity,
  })),
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
  const { t } = useTranslation();
  const save = useSaveRecipe();
  const { form, formProps, submitting } = useAppForm<RecipeValues>({
    initialValues: recipeValues(recipe),
    schema: recipeSchema,
    guard: false,
    serverFields: ['productId', 'elements'],
    onSubmit: async (v) => {
      const saved = await save.mutateAsync({
        productId: v.productId!,
        elements: v.elements.map((e) => ({
          elementId: e.elementId,
          quantity: Number(e.quantity),
          ...(e.unity !== e.stockUnity ? { unity: e.unity as (typeof UNITS)[number] } : {}),
        })),
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
        <ProductLinesEditor
          form={form}
          path="elements"
          lines={v.elements}
          idOf={(e) => e.elementId}
          newLine={(p) => ({ elementId: p.productId, label: p.label, unity: p.unity, stockUnity: p.unity, quantity: '' as const })}
          extraColumns={[
            {
              title: t('catalogue.recipes.unit'),
              width: 90,
              render: (line, i, path) => (
                <Select
                  size="xs"
                  aria-label={t('catalogue.recipes.unitOf', { name: line.label })}
                  data={unitsFor(line.stockUnity).map((u) => ({ value: u, label: t(`catalogue.unitShort.${u}`, { defaultValue: u }) }))}
                  allowDeselect={false}
                  disabled={unitsFor(line.stockUnity).length < 2}
                  {...form.getInputProps(`${path}.${i}.unity`)}
                  data-testid="recipe-element-unit"
                />
              ),
            },
          ]}
          productTitle={t('catalogue.recipes.element')}
          addLabel={t('catalogue.recipes.addElement')}
          quantityLabel={(e) => t('catalogue.recipes.quantityOf', { name: e.label })}
          removeLabel={(e) => t('catalogue.compositions.removeItem', { name: e.label })}
          decimalScale={3}
          minWidth={360}
          excludeAlso={v.productId ? [v.productId] : []}
          error={typeof elementsError === 'string' ? elementsError : undefined}
          testId="recipe-element"
        />
        <Group justify="flex-end">
          <FormActions submitting={submitting} onCancel={onClose} testId="recipe" />
        </Group>
      </Stack>
    </form>
  );
}
