// A transport company's statement (issue 29 point 4): the cash it collected for the orders it delivered. The manager
// picks the company, ticks its delivered orders that have no collection yet and says what was collected (what is
// still to pay by default), or imports the company's spreadsheet (ticket number, amount) that ticks and fills them.
// Saved, the lines become the company's collections, then handed in at a register from the card beside.
import type { ShippingCommand } from '@comptoir/shared';
import { Alert, Button, Card, Checkbox, FileButton, Group, NumberInput, Select, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { cellValue, firstSheet } from '../../../lib/xlsx-sheet';
import { useReportCollections, useShippingInit, useShippingList } from '../api/use-shipping';
import { Money, orderNumber } from './shipping-parts';
import { isTicketOf, statementLines } from './statement-rows';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const left = (c: ShippingCommand) => Math.max(0, Math.round((c.total - c.paid) * 100) / 100);

export function StatementCard() {
  const { t } = useTranslation();
  const init = useShippingInit();
  const [company, setCompany] = useState<string | null>(null);
  const id = Number(company ?? 0);
  const list = useShippingList({ transportCompanyId: id || undefined, state: 'delivered,payed_and_archived', page: 1, limit: 100 });
  const rows = id ? (list.data?.data ?? []).filter((c) => c.collected === 0 && left(c) > 0) : [];
  const [amounts, setAmounts] = useState<Map<number, number>>(new Map());
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const report = useReportCollections();
  const chosen = rows.filter((c) => amounts.has(c.id));
  const invalid = chosen.some((c) => !(amounts.get(c.id)! > 0) || amounts.get(c.id)! > left(c));

  const set = (c: ShippingCommand, amount: number | null) =>
    setAmounts((m) => {
      const n = new Map(m);
      if (amount === null) n.delete(c.id);
      else n.set(c.id, amount);
      return n;
    });
  const pickCompany = (v: string | null) => {
    setCompany(v);
    setAmounts(new Map());
    setUnmatched([]);
  };
  const read = async (file: File | null) => {
    if (!file) return;
    const sheet = await firstSheet(await file.arrayBuffer()).catch(() => undefined);
    if (!sheet) {
      setUnmatched([t('shipping.statementNotXlsx')]);
      return;
    }
    const cells: (string | number)[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      cells.push(values.map((v) => cellValue(v ?? null)));
    });
    const { lines, unreadable } = statementLines(cells);
    const next = new Map<number, number>();
    const missing = unreadable.map((r) => t('shipping.statementLine', { row: r }));
    for (const l of lines) {
      const c = rows.find((x) => isTicketOf(l.ticket, x));
      if (c) next.set(c.id, l.amount);
      else missing.push(`#${l.ticket}`);
    }
    setAmounts(next);
    setUnmatched(missing);
  };
  const send = () =>
    void report
      .mutateAsync({
        transportCompanyId: id,
        lines: chosen.map((c) => ({ commandId: c.id, amount: amounts.get(c.id)! })),
        clientId: crypto.randomUUID(),
      })
      .then((a) => {
        notifySuccess({ message: t('shipping.statementSaved', { count: a.reported }) });
        setAmounts(new Map());
        setUnmatched([]);
      });

  return (
    <Card withBorder data-testid="statement">
      <Title order={4} mb="xs">
        {t('shipping.statementTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('shipping.statementHelp')}
      </Text>
      <Group align="flex-end" mb="sm">
        <Select
          label={t('shipping.transportCompany')}
          data={(init.data?.transportCompanies ?? []).map((c) => ({ value: String(c.id), label: c.intitule }))}
          value={company}
          onChange={pickCompany}
          data-testid="statement-company"
        />
        <FileButton onChange={(f) => void read(f)} accept={XLSX}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={18} />} disabled={!id} data-testid="statement-import">
              {t('shipping.statementImport')}
            </Button>
          )}
        </FileButton>
      </Group>
      {unmatched.length > 0 && (
        <Alert color="orange" mb="sm" data-testid="statement-unmatched">
          {t('shipping.statementUnmatched', { count: unmatched.length, lines: unmatched.join(', ') })}
        </Alert>
      )}
      {id > 0 && rows.length === 0 && !list.isFetching && (
        <Text size="sm" c="dimmed">
          {t('shipping.statementNothing')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Checkbox
                    checked={amounts.has(c.id)}
                    onChange={(e) => set(c, e.currentTarget.checked ? left(c) : null)}
                    aria-label={t('shipping.tickCollection', { number: c.ticketNumber ?? c.id })}
                    data-testid={`statement-tick-${c.id}`}
                  />
                </Table.Td>
                <Table.Td>{orderNumber(c)}</Table.Td>
                <Table.Td>{c.clientName}</Table.Td>
                <Table.Td>
                  <Money value={left(c)} tag={c.currencyTag} />
                </Table.Td>
                <Table.Td w={140}>
                  {amounts.has(c.id) && (
                    <NumberInput
                      aria-label={t('shipping.cashCollected')}
                      value={amounts.get(c.id)}
                      onChange={(v) => set(c, typeof v === 'number' ? v : Number(v) || 0)}
                      min={0}
                      max={left(c)}
                      decimalScale={2}
                      inputMode="decimal"
                      error={amounts.get(c.id)! > left(c) ? t('shipping.cashTooBig') : undefined}
                      data-testid={`statement-amount-${c.id}`}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group mt="sm">
        <Button onClick={send} disabled={!chosen.length || invalid} loading={report.isPending} data-testid="statement-save">
          {t('shipping.statementSave', { count: chosen.length })}
        </Button>
      </Group>
    </Card>
  );
}
