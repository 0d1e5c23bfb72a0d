// One shelf label: the article's name, its price (the promo price when one runs) and its barcode, drawn in printer
// dots at 300 dpi (a module is a whole number of dots, so bars print crisp on a 300 dpi label printer).
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { barcodeOf, bars, mmOfDots } from './barcode';
import classes from './labels.module.css';

export interface LabelSize {
  id: string;
  width: number;
  height: number;
}
export const LABEL_SIZES: LabelSize[] = [
  { id: '50x30', width: 50, height: 30 },
  { id: '40x25', width: 40, height: 25 },
  { id: '58x40', width: 58, height: 40 },
  { id: '70x40', width: 70, height: 40 },
];

export interface LabelData {
  label: string;
  price: number;
  currencyTag: string;
  code: string | null;
}

/** The module width in dots that fits the barcode in the label (2 to 4 dots: 0.17 to 0.34 mm). */
function moduleDots(modules: number, widthMm: number): number {
  for (const dots of [4, 3, 2]) if (mmOfDots(dots * (modules + 20)) <= widthMm - 4) return dots;
  return 2;
}

export function Label({ data, size }: { data: LabelData; size: LabelSize }) {
  const { t } = useTranslation();
  const f = useFormat();
  const code = data.code ? barcodeOf(data.code) : null;
  const dots = code ? moduleDots(code.modules.length, size.width) : 0;
  const heightDots = Math.round((size.height * 0.38 * 300) / 25.4);
  return (
    <div className={classes.label} style={{ width: `${size.width}mm`, height: `${size.height}mm` }} data-testid="product-label">
      <div className={classes.name} dir="auto">
        {data.label}
      </div>
      <div className={classes.price} dir="ltr">
        {f.money(data.price, data.currencyTag)}
      </div>
      {code ? (
        <svg
          className={classes.barcode}
          width={`${mmOfDots(code.modules.length * dots)}mm`}
          height={`${mmOfDots(heightDots)}mm`}
          viewBox={`0 0 ${code.modules.length * dots} ${heightDots}`}
          shapeRendering="crispEdges"
          role="img"
          aria-label={t('displays.labels.barcode', { code: data.code })}
        >
          {bars(code.modules).map(([x, w]) => (
            <rect key={x} x={x * dots} width={w * dots} y={0} height={heightDots} fill="#000" />
          ))}
        </svg>
      ) : null}
      {data.code && (
        <div className={classes.code} dir="ltr">
          {data.code}
        </div>
      )}
    </div>
  );
}
