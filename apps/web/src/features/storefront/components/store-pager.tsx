// Pages of the client catalogue: previous and next, and at most 10 page numbers around the current one (§9).
import { ActionIcon, Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { pageWindow } from '../storefront-rules';

export function StorePager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  // A phone has room for five page numbers on one line with the arrows (still within the rule's ten).
  const narrow = useMediaQuery('(max-width: 30em)');
  // The arrows point the way the pages go: mirrored in Arabic.
  const flip = i18n.dir() === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap={4} wrap="nowrap" component="nav" aria-label={t('storefront.pages')} data-testid="store-pager">
      <ActionIcon
        variant="default"
        size="lg"
        disabled={page === 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('storefront.previous')}
      >
        <IconChevronLeft size={18} style={flip} />
      </ActionIcon>
      {pageWindow(page, pages, narrow ? 5 : undefined).map((n) => (
        <Button
          key={n}
          size="compact-md"
          h={34}
          miw={34}
          variant={n === page ? 'filled' : 'default'}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
          data-testid={`store-page-${n}`}
        >
          {f.number(n)}
        </Button>
      ))}
      <ActionIcon
        variant="default"
        size="lg"
        disabled={page === pages}
        onClick={() => onChange(page + 1)}
        aria-label={t('storefront.next')}
      >
        <IconChevronRight size={18} style={flip} />
      </ActionIcon>
    </Group>
  );
}
