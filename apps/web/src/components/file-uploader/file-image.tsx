// An uploaded image by file id: loaded once as a blob (cached), shown from an object URL revoked on unmount.
// No id, or an id that is not a number: the placeholder, without any call. A failed load: logged, placeholder.
import { Center, getRadius, Image, type MantineRadius } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileQuery, parseFileId } from './file-query';

export interface FileImageProps {
  fileId: number | string | null | undefined;
  alt: string;
  /** Width and height in px; default 48. */
  size?: number;
  radius?: MantineRadius;
  fit?: 'cover' | 'contain';
  testId?: string;
}

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function FileImage({ fileId, alt, size = 48, radius = 'sm', fit = 'cover', testId = 'file-image' }: FileImageProps) {
  const { t } = useTranslation();
  const id = parseFileId(fileId);
  const query = useQuery({ ...fileQuery(id ?? 0), enabled: id !== null });
  const url = useObjectUrl(id !== null ? query.data?.blob : undefined);
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [url]);

  if (id !== null && url && !broken) {
    return (
      <Image
        src={url}
        alt={alt}
        w={size}
        h={size}
        miw={size}
        radius={radius}
        fit={fit}
        data-testid={testId}
        data-state="loaded"
        onError={() => {
          console.error(`[file] image ${id} cannot be shown`);
          setBroken(true);
        }}
      />
    );
  }
  const state = id === null ? 'empty' : query.isError || broken ? 'error' : 'loading';
  return (
    <Center
      role="img"
      aria-label={alt || t('upload.placeholder')}
      w={size}
      h={size}
      miw={size}
      bg="var(--mantine-color-default-hover)"
      c="dimmed"
      style={{ borderRadius: getRadius(radius), opacity: state === 'loading' ? 0.6 : 1 }}
      data-testid={testId}
      data-state={state}
    >
      <IconPhoto size={Math.max(14, Math.round(size * 0.45))} stroke={1.5} aria-hidden />
    </Center>
  );
}
