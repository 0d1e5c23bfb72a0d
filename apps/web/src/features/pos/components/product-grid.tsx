// The till's products: large tiles (picture, or the category colour with initials), name and price. A tap sells.
import { Badge, Box, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useFormat } from '../../../lib/format';
import { ProductTile } from '../../catalogue/components/product-tile';
import type { Tile } from '../till-catalogue';
import classes from './till.module.css';

/** Memoised: adding a line to the ticket does not redraw the grid (a scanner's next burst is not slowed). */
export const ProductGrid = memo(function ProductGrid({
  tiles,
  loading,
  onPick,
}: {
  tiles: Tile[];
  loading: boolean;
  onPick: (t: Tile) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  if (loading)
    return (
      <div className={classes.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={132} radius="md" />
        ))}
      </div>
    );
  if (tiles.length === 0)
    return <EmptyState icon={<IconSearch size={28} />} title={t('pos.noProducts')} description={t('pos.noProductsText')} />;
  return (
    <div className={classes.grid} data-testid="pos-grid">
      {tiles.map((tile) => (
        <UnstyledButton key={tile.key} className={classes.tile} onClick={() => onPick(tile)} data-testid={`pos-tile-${tile.key}`}>
          <ProductTile label={tile.label} fileId={tile.fileId} color={tile.color} size={56} />
          <Text fw={600} fz="sm" lineClamp={2} ta="center">
            {tile.label}
          </Text>
          <Box>
            <Text fz="sm" c="dimmed" span dir="ltr">
              {tile.kind === 'variants'
                ? t('pos.from', { price: f.minor(tile.from, tile.currencyTag) })
                : f.minor(tile.from, tile.currencyTag)}
            </Text>
          </Box>
          {tile.kind !== 'single' && (
            <Badge size="xs" variant="light" className={classes.tileBadge}>
              {t(`pos.kind.${tile.kind}`, { n: tile.prices.length })}
            </Badge>
          )}
        </UnstyledButton>
      ))}
    </div>
  );
});
