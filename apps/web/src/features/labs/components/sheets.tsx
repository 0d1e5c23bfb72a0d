// The printed sheets of a planning (issue 27): the production sheet of a lab and period (products, quantities per
// store, each product's recipe scaled to what is made, the raw ingredients to weigh) and one packing list per store.
// A4, black on white, right to left in Arabic; printed with the browser (sheets.module.css's print rules).
import type { LabPlanningDetails } from '@comptoir/shared';
import { Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './sheets.module.css';

const useFmt = () => {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  return (q: number, unity: string | null) => `${n.format(q)} ${unity && unity !== 'unit' ? t(`labs.units.${unity}`) : ''}`.trim();
};

function Heading({ d, title }: { d: LabPlanningDetails; title: string }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${d.day}T00:00:00Z`));
  return (
    <div className={classes.heading}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text>
        {d.labName} · {date} · {d.periodName} ({d.startsAt}) · {t(`labs.states.${d.state}`)}
      </Text>
    </div>
  );
}

/** Hidden on screen; the only thing printed. */
export function PrintRoot({ children }: { children: ReactNode }) {
  return <div className={classes.printRoot}>{children}</div>;
}

interface SheetProps {
  d: LabPlanningDetails;
  /** The printed copy (its own test ids). */
  print?: boolean;
}

export function ProductionSheet({ d, print }: SheetProps) {
  const { t } = useTranslation();
  const fmt = useFmt();
  const qty = (productId: number, magasinId: number) =>
    d.lines.find((l) => l.productId === productId && l.magasinId === magasinId)?.quantity ?? 0;
  return (
    <section className={classes.sheet} data-testid={print ? 'print-production-sheet' : 'production-sheet'}>
      <Heading d={d} title={t('labs.sheet.production')} />
      <Table withTableBorder withColumnBorders className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('labs.grid.product')}</Table.Th>
            {d.stores.map((s) => (
              <Table.Th key={s.id} className={classes.num}>
                {s.intitule}
              </Table.Th>
            ))}
            <Table.Th className={classes.num}>{t('labs.grid.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.products.map((p) => (
            <Table.Tr key={p.productId}>
              <Table.Td>{p.label}</Table.Td>
              {d.stores.map((s) => (
                <Table.Td key={s.id} className={classes.num}>
                  {fmt(qty(p.productId, s.id), p.unity)}
                </Table.Td>
              ))}
              <Table.Td className={classes.num}>
                <b>{fmt(p.quantity, p.unity)}</b>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h4" mt="md">
        {t('labs.sheet.recipes')}
      </Title>
      {d.products
        .filter((p) => p.elements.length)
        .map((p) => (
          <div key={p.productId} className={classes.block}>
            <Text fw={700}>
              {p.label} × {fmt(p.quantity, p.unity)}
            </Text>
            <ul className={classes.list}>
              {p.elements.map((e) => (
                <li key={e.productId}>
                  {e.label}: <b dir="ltr">{fmt(e.quantity, e.unity)}</b>
                </li>
              ))}
            </ul>
          </div>
        ))}
      <Title order={3} size="h4" mt="md">
        {t('labs.sheet.ingredients')}
      </Title>
      <Table withTableBorder className={classes.table}>
        <Table.Tbody>
          {d.ingredients.map((i) => (
            <Table.Tr key={i.productId}>
              <Table.Td>☐ {i.label}</Table.Td>
              <Table.Td className={classes.num}>{fmt(i.quantity, i.unity)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

export function PackingLists({ d, print }: SheetProps) {
  const { t } = useTranslation();
  const fmt = useFmt();
  return (
    <div data-testid={print ? 'print-packing-lists' : 'packing-lists'}>
      {d.stores.map((s) => (
        <section key={s.id} className={`${classes.sheet} ${classes.page}`} data-testid={`${print ? 'print-' : ''}packing-${s.id}`}>
          <Heading d={d} title={t('labs.sheet.packingFor', { store: s.intitule })} />
          <Table withTableBorder withColumnBorders className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('labs.grid.product')}</Table.Th>
                <Table.Th className={classes.num}>{t('labs.sheet.quantity')}</Table.Th>
                <Table.Th>{t('labs.sheet.checked')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.lines
                .filter((l) => l.magasinId === s.id)
                .map((l) => (
                  <Table.Tr key={l.productId}>
                    <Table.Td>{l.label}</Table.Td>
                    <Table.Td className={classes.num}>{fmt(l.quantity, l.unity)}</Table.Td>
                    <Table.Td>☐</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
          <Text mt="lg" size="sm">
            {t('labs.sheet.signature')}: ____________________
          </Text>
        </section>
      ))}
    </div>
  );
}
