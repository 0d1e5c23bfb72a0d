// /settings/products/labels: shelf labels of a store's articles — name, price and barcode — laid out for a label
// printer at 300 dpi (one label per page of the label's size) or an office printer. Pick articles, how many of each,
// the label size, then print.
import type { Price } from '@comptoir/shared';
import { Button, Card, Grid, Group, NumberInput, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPrinter, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { effectivePrice } from '../../catalogue/catalogue-rules';
import { useTillCatalogue } from '../../pos/hooks/use-till-data';
import { labelIn } from '../../pos/till-catalogue';
import { StorePicker } from '../settings/store-picker';
import { useStoreChoice } from '../settings/use-store-choice';
import { Label, LABEL_SIZES, type LabelData } from './label-sheet';
import classes from './labels.module.css';

export function LabelsPage() {
  const { t, i18n } = useTranslation();
  const choice = useStoreChoice();
  const catalogue = useTillCatalogue(choice.storeId);
  const [keyword, setKeyword] = useState('');
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [sizeId, setSizeId] = useState('50x30');
  const size = LABEL_SIZES.find((s) => s.id === sizeId) ?? LABEL_SIZES[0];
  const barcodeOf = (p: Price) =>
    p.barcode ?? catalogue.articles.get(p.productDescriptionId ?? -1)?.products.find((x) => x.id === p.productId)?.barcode ?? null;
  const found = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return catalogue.prices.filter((p) => !k || p.label.toLowerCase().includes(k) || (p.barcode ?? '').includes(k)).slice(0, 50);
  }, [catalogue.prices, keyword]);
  const labels: LabelData[] = catalogue.prices.flatMap((p) =>
    Array<LabelData>(counts[p.id] ?? 0).fill({
      label: labelIn(p, i18n.language),
      price: effectivePrice(p),
      currencyTag: p.currencyTag,
      code: barcodeOf(p),
    }),
  );
  return (
    <>
      <PageHeader
        title={t('routes.productLabels')}
        description={t('displays.labels.description')}
        actions={
          <Button
            leftSection={<IconPrinter size={16} />}
            disabled={!labels.length}
            onClick={() => window.print()}
            data-testid="labels-print"
          >
            {t('displays.labels.print', { n: labels.length })}
          </Button>
        }
      />
      <StorePicker choice={choice} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card>
            <Stack>
              <TextInput
                leftSection={<IconSearch size={16} />}
                placeholder={t('displays.labels.search')}
                aria-label={t('displays.labels.search')}
                value={keyword}
                onChange={(e) => setKeyword(e.currentTarget.value)}
              />
              <Table.ScrollContainer minWidth={420}>
                <Table data-testid="labels-articles">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('displays.labels.article')}</Table.Th>
                      <Table.Th>{t('displays.labels.code')}</Table.Th>
                      <Table.Th w={120}>{t('displays.labels.copies')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {found.map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td>{labelIn(p, i18n.language)}</Table.Td>
                        <Table.Td dir="ltr">{barcodeOf(p) ?? '—'}</Table.Td>
                        <Table.Td>
                          <NumberInput
                            size="xs"
                            min={0}
                            max={500}
                            value={counts[p.id] ?? 0}
                            onChange={(v) => setCounts((c) => ({ ...c, [p.id]: Math.max(0, Math.min(500, Number(v) || 0)) }))}
                            aria-label={t('displays.labels.copiesOf', { name: p.label })}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card>
            <Group justify="space-between" mb="sm">
              <Select
                label={t('displays.labels.size')}
                data={LABEL_SIZES.map((s) => ({ value: s.id, label: `${s.width} × ${s.height} mm` }))}
                value={sizeId}
                onChange={(v) => v && setSizeId(v)}
                allowDeselect={false}
              />
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              {t('displays.labels.dpi')}
            </Text>
            <ScrollArea.Autosize mah="60vh">
              <div className={classes.preview}>
                {labels.slice(0, 12).map((l, i) => (
                  <Label key={i} data={l} size={size} />
                ))}
              </div>
            </ScrollArea.Autosize>
          </Card>
        </Grid.Col>
      </Grid>
      {/* What prints: one label per page of the label's size. */}
      <div className={classes.printOnly}>
        <style>{`@page { size: ${size.width}mm ${size.height}mm; margin: 0; }`}</style>
        {labels.map((l, i) => (
          <Label key={i} data={l} size={size} />
        ))}
      </div>
    </>
  );
}
