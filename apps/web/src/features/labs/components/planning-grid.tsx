// The day's planning grid (issue 27): products × stores down, periods across, each cell a number typed like in a
// spreadsheet — arrows move, Enter goes down, typing replaces the cell (its text is selected on focus). Periods whose
// planning moved on (in production, ready, lost) are read only. Totals per product and per period.
import type { DayPlanning } from '@comptoir/shared';
import { Table, Text, Tooltip, useDirection } from '@mantine/core';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cellKey, nextCell, parseCell, periodTotal, productTotal, type GridRow, type Values } from './grid-model';
import classes from './planning-grid.module.css';

interface Props {
  day: DayPlanning;
  rows: GridRow[];
  values: Values;
  suggested: Values;
  onChange: (key: string, value: number) => void;
}

export function PlanningGrid({ day, rows, values, suggested, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const rtl = useDirection().dir === 'rtl';
  const ref = useRef<HTMLTableElement>(null);
  const periodIds = day.periods.map((p) => p.id);
  const editable = new Set(day.periods.filter((p) => p.state === null || p.state === 'plannified').map((p) => p.id));
  const basisOf = new Map(day.basis.map((b) => [`${b.productId}:${b.magasinId}`, b]));
  const fmt = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });

  const focus = (row: number, col: number) => {
    const input = ref.current?.querySelector<HTMLInputElement>(`input[data-r="${row}"][data-c="${col}"]`);
    input?.focus();
    input?.select();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const row = Number(e.currentTarget.dataset.r);
    const col = Number(e.currentTarget.dataset.c);
    const to = nextCell({ row, col }, e.key, { rows: rows.length, cols: periodIds.length }, rtl);
    if (!to) return;
    e.preventDefault();
    focus(to.row, to.col);
  };

  return (
    <div className={classes.scroll}>
      <Table ref={ref} striped withTableBorder withColumnBorders className={classes.grid} data-testid="planning-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('labs.grid.product')}</Table.Th>
            <Table.Th>{t('labs.grid.store')}</Table.Th>
            {day.periods.map((p) => (
              <Table.Th key={p.id} className={classes.num}>
                {p.intitule}{' '}
                <Text span size="xs" c="dimmed">
                  {p.startsAt}
                </Text>
              </Table.Th>
            ))}
            <Table.Th className={classes.num}>{t('labs.grid.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, ri) => {
            const b = basisOf.get(`${r.productId}:${r.magasinId}`);
            return (
              <Table.Tr key={`${r.productId}:${r.magasinId}`} className={r.first ? classes.first : undefined}>
                <Table.Td>
                  {r.first ? (
                    <Text fw={600} size="sm">
                      {r.label}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Tooltip
                    disabled={!b}
                    label={
                      b
                        ? t('labs.grid.basis', {
                            sales: fmt.format(b.sales),
                            orders: fmt.format(b.orders),
                            stock: fmt.format(b.stock),
                            weeks: day.weeks,
                          })
                        : ''
                    }
                  >
                    <Text size="sm">{r.storeName}</Text>
                  </Tooltip>
                </Table.Td>
                {periodIds.map((pid, ci) => {
                  const k = cellKey(r.productId, r.magasinId, pid);
                  const v = values[k] ?? 0;
                  const changed = v !== (suggested[k] ?? 0);
                  return (
                    <Table.Td key={pid} className={classes.num}>
                      <input
                        className={`${classes.cell} ${changed ? classes.changed : ''}`}
                        inputMode="decimal"
                        dir="ltr"
                        data-r={ri}
                        data-c={ci}
                        data-testid={`cell-${r.productId}-${r.magasinId}-${pid}`}
                        aria-label={`${r.label} · ${r.storeName} · ${day.periods[ci]?.intitule ?? ''}`}
                        readOnly={!editable.has(pid)}
                        value={String(v)}
                        onFocus={(e) => e.currentTarget.select()}
                        onKeyDown={onKeyDown}
                        onChange={(e) => {
                          const n = parseCell(e.currentTarget.value);
                          if (n !== null) onChange(k, n);
                        }}
                      />
                    </Table.Td>
                  );
                })}
                <Table.Td className={classes.num}>
                  {r.first ? (
                    <Text fw={600} size="sm" data-testid={`total-product-${r.productId}`}>
                      {fmt.format(productTotal(values, r.productId, rows, periodIds))}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{t('labs.grid.totalPeriod')}</Table.Th>
            {periodIds.map((pid) => (
              <Table.Th key={pid} className={classes.num} data-testid={`total-period-${pid}`}>
                {fmt.format(periodTotal(values, pid, rows))}
              </Table.Th>
            ))}
            <Table.Th className={classes.num}>{fmt.format(periodIds.reduce((s, p) => s + periodTotal(values, p, rows), 0))}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}
