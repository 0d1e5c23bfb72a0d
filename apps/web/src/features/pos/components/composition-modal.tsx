// The formula chooser: each composition with its choices as large chips; min and max per composition are enforced and
// auto-included items are shown, chosen, and locked; the choices the formula's exceptions hide at the price sold are not
// offered.
import type { Composition } from '@comptoir/shared';
import { Badge, Button, Chip, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { posApi } from '../api/pos-api';
import type { CompositionChoice } from '../cart/cart-types';
import { choicesOf, initialPicks, offeredAt, toggle, unmet, type Picks } from '../cart/composition-rules';
import { posKeys } from '../hooks/use-till-data';
import till from './till.module.css';

interface Props {
  title: string | null;
  descriptionId: number | null;
  /** The formula's price being sold: its exceptions decide which choices are offered. */
  priceId: number | null;
  onClose: () => void;
  onDone: (choices: CompositionChoice[]) => void;
}

export function CompositionModal({ title, descriptionId, priceId, onClose, onDone }: Props) {
  return (
    <Modal className={till.till} opened={title !== null} onClose={onClose} title={title} centered size="lg">
      {descriptionId !== null && (
        <Chooser key={`${descriptionId}:${priceId}`} descriptionId={descriptionId} priceId={priceId} onDone={onDone} />
      )}
    </Modal>
  );
}

function Chooser({
  descriptionId,
  priceId,
  onDone,
}: {
  descriptionId: number;
  priceId: number | null;
  onDone: (choices: CompositionChoice[]) => void;
}) {
  const q = useQuery({
    queryKey: posKeys.formula(descriptionId),
    queryFn: () => posApi.formula(descriptionId),
    staleTime: 300_000,
  });
  if (!q.data) return <Loader m="md" />;
  const list = offeredAt(q.data.compositions, q.data.exceptions, priceId).sort((a, b) => a.position - b.position);
  return <Picker compositions={list} onDone={onDone} />;
}

function Picker({ compositions, onDone }: { compositions: Composition[]; onDone: (choices: CompositionChoice[]) => void }) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<Picks>(() => initialPicks(compositions));
  const missing = unmet(compositions, picks);
  return (
    <Stack data-testid="pos-composition">
      {compositions.map((c) => {
        const n = (picks[c.id] ?? []).length;
        return (
          <div key={c.id}>
            <Group gap="xs" mb={6}>
              <Text fw={600}>{c.name}</Text>
              {/* A sentence (what to choose, how many are chosen), not a shouted "CHOISIR 1 · 1". */}
              <Badge variant="light" tt="none" color={missing.includes(c) ? 'red' : 'gray'} data-testid={`pos-composition-rule-${c.id}`}>
                {c.min === c.max
                  ? t('pos.composition.exactly', { n: c.min, count: n })
                  : t('pos.composition.between', { min: c.min, max: c.max, count: n })}
              </Badge>
            </Group>
            <Group gap="xs">
              {c.items.map((i) => (
                <Chip
                  key={i.productId}
                  size="lg"
                  checked={(picks[c.id] ?? []).includes(i.productId)}
                  disabled={i.isAutoIncluded}
                  onChange={() => setPicks((p) => toggle(c, p, i.productId))}
                  wrapperProps={{ 'data-testid': `pos-choice-${i.productId}` }}
                >
                  {i.label}
                  {i.quantity !== 1 ? ` × ${i.quantity}` : ''}
                  {i.isAutoIncluded ? ` · ${t('pos.composition.included')}` : ''}
                </Chip>
              ))}
            </Group>
          </div>
        );
      })}
      <Button
        size="lg"
        disabled={missing.length > 0}
        onClick={() => onDone(choicesOf(compositions, picks))}
        data-testid="pos-composition-ok"
      >
        {missing.length > 0 ? t('pos.composition.missing', { name: missing[0].name }) : t('pos.composition.add')}
      </Button>
    </Stack>
  );
}
