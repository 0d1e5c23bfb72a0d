// The file uploader (product-spec §2, §4, §5): a drop zone (click, or drop: only the first file is used), files over
// the limit refused before any call, upload to POST /File?folder=, preview once a file id exists, and camera capture.
import { Button, Group, Input, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { UPLOAD_LIMIT_BYTES } from '@comptoir/shared';
import { IconCamera, IconPhotoUp, IconReplace, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyDanger } from '../../lib/notify';
import { CameraCapture } from './camera-capture';
import { hasCamera } from './camera-snapshot';
import { FileImage } from './file-image';
import { fileKeys, uploadFile, type LoadedFile } from './file-query';
import { formatFileSize } from './file-size';

export interface FileUploaderProps {
  value: number | null;
  onChange: (fileId: number | null) => void;
  /** Storage folder on the server (letters, digits, - and _). */
  folder: string;
  label?: string;
  description?: string;
  /** Default 'image/*'. */
  accept?: string;
  /** Default true; the camera button only shows where the browser has a camera API. */
  withCamera?: boolean;
  testId?: string;
}

/** Whether the file matches an accept list ('image/*', '.pdf', 'image/png'). */
export function acceptsFile(file: File, accept: string): boolean {
  const rules = accept
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return rules.some((rule) =>
    rule.startsWith('.') ? name.endsWith(rule) : rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule,
  );
}

export function FileUploader(props: FileUploaderProps) {
  const { value, onChange, folder, label, description, accept = 'image/*', withCamera = true, testId = 'file-uploader' } = props;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const showCamera = withCamera && hasCamera();
  const limit = formatFileSize(1024 * 1024, t, i18n.language);
  const isImage = accept.split(',').every((r) => r.trim().startsWith('image/'));

  const send = async (file: File) => {
    if (file.size > UPLOAD_LIMIT_BYTES) {
      notifyDanger({
        title: t('upload.tooLarge'),
        message: t('upload.tooLargeDetail', { name: file.name, size: formatFileSize(file.size, t, i18n.language), limit }),
      });
      return;
    }
    if (!acceptsFile(file, accept)) {
      notifyDanger({ message: t('upload.wrongType') });
      return;
    }
    setUploading(true);
    try {
      const id = await uploadFile(file, folder);
      // The preview needs no download: the file is already here.
      const loaded: LoadedFile = { blob: file, name: file.name, extension: file.name.split('.').pop() ?? '', size: file.size };
      queryClient.setQueryData(fileKeys.detail(id), loaded);
      onChange(id);
    } catch {
      // The HTTP client has already logged the failure and shown the server's message.
    } finally {
      setUploading(false);
    }
  };
  const take = (files: FileList | null | undefined) => {
    const first = files?.[0];
    if (first) void send(first);
  };
  const choose = () => inputRef.current?.click();
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!uploading) take(e.dataTransfer.files);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose();
    }
  };

  const complete = value !== null;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      labelProps={{ htmlFor: inputId }}
      data-testid={testId}
      data-state={complete ? 'complete' : 'empty'}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        hidden
        data-testid={`${testId}-input`}
        onChange={(e) => {
          take(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {complete ? (
        <Paper withBorder radius="md" p="sm" mt={label || description ? 6 : 0}>
          <Group gap="md" wrap="nowrap" align="center">
            <FileImage fileId={value} alt={label ?? t('upload.preview')} size={88} radius="md" testId={`${testId}-preview`} />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              {uploading && <Loader size="xs" aria-label={t('upload.uploading')} />}
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconReplace size={14} />}
                  onClick={choose}
                  disabled={uploading}
                  data-testid={`${testId}-replace`}
                  mih={36}
                >
                  {t('upload.replace')}
                </Button>
                {showCamera && (
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconCamera size={14} />}
                    onClick={() => setCameraOpen(true)}
                    disabled={uploading}
                    data-testid={`${testId}-camera-open`}
                    mih={36}
                  >
                    {t('upload.camera')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => onChange(null)}
                  disabled={uploading}
                  data-testid={`${testId}-remove`}
                  mih={36}
                >
                  {t('upload.remove')}
                </Button>
              </Group>
            </Stack>
          </Group>
        </Paper>
      ) : (
        <Stack gap="xs" mt={label || description ? 6 : 0}>
          <UnstyledButton
            component="div"
            role="button"
            tabIndex={0}
            aria-disabled={uploading}
            onClick={uploading ? undefined : choose}
            onKeyDown={uploading ? undefined : onKeyDown}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid={`${testId}-dropzone`}
            p="lg"
            style={{
              border: `1px dashed ${dragging ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
              borderRadius: 'var(--mantine-radius-md)',
              background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
              cursor: uploading ? 'progress' : 'pointer',
              textAlign: 'center',
            }}
          >
            <Stack align="center" gap={6}>
              {uploading ? <Loader size="sm" /> : isImage ? <IconPhotoUp size={32} stroke={1.5} /> : <IconUpload size={32} stroke={1.5} />}
              <Text fz="sm" fw={500}>
                {uploading ? t('upload.uploading') : isImage ? t('upload.dropTitle') : t('upload.dropTitleFile')}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('upload.limitHint', { limit })}
              </Text>
            </Stack>
          </UnstyledButton>
          {showCamera && (
            <Button
              variant="light"
              leftSection={<IconCamera size={18} />}
              onClick={() => setCameraOpen(true)}
              disabled={uploading}
              data-testid={`${testId}-camera-open`}
              mih={44}
            >
              {t('upload.camera')}
            </Button>
          )}
        </Stack>
      )}
      {showCamera && (
        <CameraCapture opened={cameraOpen} onClose={() => setCameraOpen(false)} onConfirm={(file) => void send(file)} testId={testId} />
      )}
    </Input.Wrapper>
  );
}
