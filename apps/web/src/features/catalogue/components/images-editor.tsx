// The images of an article (product-spec §9): several per product, uploaded then attached to all its prices when the
// product is saved. The till shows them merged into one picture when there are several and none is an SVG; else the
// first alone. The preview shows which.
import { ActionIcon, Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/file-uploader/file-image';
import { FileUploader } from '../../../components/file-uploader/file-uploader';
import type { ProductFormValues } from './product-form-values';

/** At most this many images (the server's limit per save). */
export const MAX_IMAGES = 20;

export function ImagesEditor({ form, svgFileIds = [] }: { form: UseFormReturnType<ProductFormValues>; svgFileIds?: readonly number[] }) {
  const { t } = useTranslation();
  const images = form.values.images;
  const merged = images.length > 1 && !images.some((i) => svgFileIds.includes(i.fileId));
  return (
    <Stack gap="md">
      {images.length > 0 && (
        <Group align="flex-start" gap="lg">
          <Group gap="sm" data-testid="product-images">
            {images.map((image, i) => (
              <Box key={image.fileId} pos="relative" data-testid="product-image">
                <FileImage fileId={image.fileId} alt={t('catalogue.images.alt', { n: i + 1 })} size={88} radius="md" />
                <ActionIcon
                  pos="absolute"
                  top={4}
                  right={4}
                  size="sm"
                  color="red"
                  variant="filled"
                  aria-label={t('catalogue.images.remove', { n: i + 1 })}
                  onClick={() => form.removeListItem('images', i)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Box>
            ))}
          </Group>
          <Stack gap={4} data-testid="product-images-preview" data-merged={merged}>
            <Text fz="xs" c="dimmed">
              {t(merged ? 'catalogue.images.merged' : 'catalogue.images.single')}
            </Text>
            {merged ? (
              <SimpleGrid cols={2} spacing={2} w={88} style={{ borderRadius: 8, overflow: 'hidden' }}>
                {images.slice(0, 4).map((image) => (
                  <FileImage key={image.fileId} fileId={image.fileId} alt="" size={43} radius={0} />
                ))}
              </SimpleGrid>
            ) : (
              <FileImage fileId={images[0].fileId} alt={t('catalogue.images.preview')} size={88} radius="md" />
            )}
          </Stack>
        </Group>
      )}
      {images.length < MAX_IMAGES && (
        <FileUploader
          value={null}
          folder="products"
          label={t('catalogue.images.add')}
          description={t('catalogue.images.help')}
          onChange={(fileId) => {
            if (fileId !== null && !images.some((i) => i.fileId === fileId)) form.insertListItem('images', { fileId, ids: [] });
          }}
          testId="product-image-upload"
        />
      )}
    </Stack>
  );
}
