// A product's picture in the client catalogue, or — without one — its category colour with its initials.
import { Box, Text } from '@mantine/core';
import { FileImage } from '../../../components/file-uploader/file-image';
import { initialsOf, readableOn } from '../../catalogue/catalogue-rules';

export function ProductPicture({
  label,
  fileId,
  color,
  size,
}: {
  label: string;
  fileId: number | null;
  color: string | null;
  size: number;
}) {
  if (fileId) return <FileImage fileId={fileId} alt={label} size={size} radius="md" testId="store-product-image" />;
  const bg = color ?? '#868e96';
  return (
    <Box
      w={size}
      h={size}
      aria-hidden
      data-testid="store-product-initials"
      style={{ background: bg, borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center', flex: 'none' }}
    >
      <Text fz={size * 0.32} fw={800} c={readableOn(bg)} lh={1}>
        {initialsOf(label)}
      </Text>
    </Box>
  );
}
