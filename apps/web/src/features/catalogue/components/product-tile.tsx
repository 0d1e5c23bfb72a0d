// A product's picture, or — without one — its category colour with its initials (as Loyverse and Square tiles do).
import { Box, Text } from '@mantine/core';
import { FileImage } from '../../../components/file-uploader/file-image';
import { initialsOf, readableOn, tileBackground } from '../catalogue-rules';

export function ProductTile({
  label,
  fileId,
  color,
  size = 40,
}: {
  label: string;
  fileId: number | null;
  color?: string | null;
  size?: number;
}) {
  if (fileId) return <FileImage fileId={fileId} alt={label} size={size} testId="product-tile-image" />;
  const bg = tileBackground(color ?? '#868e96');
  return (
    <Box
      w={size}
      h={size}
      aria-hidden
      data-testid="product-tile-initials"
      style={{ background: bg, borderRadius: 8, display: 'grid', placeItems: 'center', flex: 'none' }}
    >
      <Text fz={size * 0.38} fw={700} c={readableOn(bg)} lh={1}>
        {initialsOf(label)}
      </Text>
    </Box>
  );
}
