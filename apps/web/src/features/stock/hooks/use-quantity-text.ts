// A stock quantity with its unit ('12 u.', '2,5 kg'), kept left-to-right inside Arabic text.
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { cartonsOf, formatQuantity, formatSigned, isKnownUnit } from '../stock-rules';

export function useUnitLabel() {
  const { t } = useTranslation();
  return (unity: string | null) => (isKnownUnit(unity) ? t(`stock.units.${unity}`) : (unity ?? ''));
}

/** '12 u.': the quantity in the app's language and the unit's short label. */
export function useQuantityText() {
  const f = useFormat();
  const unit = useUnitLabel();
  return (quantity: number, unity: string | null) => `${formatQuantity(quantity, f.locale)}\u00a0${unit(unity)}`.trim();
}

/** '+2,5 kg', '−3 u.': a difference or a movement, signed, with its unit. */
export function useSignedQuantityText() {
  const f = useFormat();
  const unit = useUnitLabel();
  return (quantity: number, unity: string | null) => `${formatSigned(quantity, f.locale)}\u00a0${unit(unity)}`.trim();
}

/** '2 ctn + 3 u.': units as whole cartons and what is left (the quantity alone without units per carton). */
export function useCartonText() {
  const { t } = useTranslation();
  const f = useFormat();
  const quantityText = useQuantityText();
  return (quantity: number, perCarton: number | null | undefined, unity: string | null) => {
    const c = cartonsOf(quantity, perCarton);
    if (!c) return quantityText(quantity, unity);
    const cartons = `${formatQuantity(c.cartons, f.locale)}\u00a0${t('stock.flows.natures.cartonShort')}`;
    return c.units === 0 ? cartons : `${cartons} + ${quantityText(c.units, unity)}`;
  };
}
