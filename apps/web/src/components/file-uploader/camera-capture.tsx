// The camera widget (product-spec §4): live preview → capture (after 500 ms, PNG) → confirm (hands the photo over)
// or discard (back to the live preview). Full screen and compact under 740 px wide.
import { Alert, Box, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CAMERA_COMPACT_WIDTH, TIMINGS_MS } from '@comptoir/shared';
import { IconCamera, IconCheck, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snapshotPng } from './camera-snapshot';

type Phase = 'starting' | 'live' | 'capturing' | 'captured' | 'error';

interface CameraCaptureProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: (file: File) => void;
  testId: string;
}

function useCameraStream(opened: boolean, onError: () => void) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    let current: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        if (cancelled) s.getTracks().forEach((track) => track.stop());
        else {
          current = s;
          setStream(s);
        }
      })
      .catch((error: unknown) => {
        console.error('[camera] getUserMedia failed', error);
        if (!cancelled) onError();
      });
    return () => {
      cancelled = true;
      current?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [opened, onError]);
  return stream;
}

export function CameraCapture({ opened, onClose, onConfirm, testId }: CameraCaptureProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery(`(max-width: ${CAMERA_COMPACT_WIDTH - 0.02}px)`) ?? false;
  const [phase, setPhase] = useState<Phase>('starting');
  const [shot, setShot] = useState<{ blob: Blob; url: string } | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onError = useCallback(() => setPhase('error'), []);
  const stream = useCameraStream(opened, onError);

  useEffect(() => {
    if (opened) setPhase('starting');
  }, [opened]);
  useEffect(() => {
    if (stream) setPhase((p) => (p === 'starting' ? 'live' : p));
  }, [stream]);
  useEffect(() => {
    const video = videoRef.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);

  const capture = () => {
    setPhase('capturing');
    timer.current = setTimeout(() => {
      const video = videoRef.current;
      if (!video) return;
      snapshotPng(video)
        .then((blob) => {
          setShot({ blob, url: URL.createObjectURL(blob) });
          setPhase('captured');
        })
        .catch((error: unknown) => {
          console.error('[camera] capture failed', error);
          setPhase('error');
        });
    }, TIMINGS_MS.photoCaptureDelay);
  };
  const discard = () => {
    setShot(null);
    setPhase('live');
  };
  const confirm = () => {
    if (!shot) return;
    onConfirm(new File([shot.blob], `photo-${Date.now()}.png`, { type: 'image/png' }));
    setShot(null);
    onClose();
  };
  const close = () => {
    clearTimeout(timer.current);
    setShot(null);
    onClose();
  };

  const mediaHeight = compact ? 'calc(100dvh - 180px)' : 420;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('upload.cameraTitle')}
      fullScreen={compact}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('upload.close') }}
    >
      <Stack gap="sm" data-testid={`${testId}-camera`} data-phase={phase}>
        {phase === 'error' ? (
          <Alert color="red" variant="light">
            {t('upload.cameraError')}
          </Alert>
        ) : (
          <Box pos="relative" bg="dark.9" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <video
              ref={videoRef}
              autoPlay
              playsInline
              muted
              style={{ display: phase === 'captured' ? 'none' : 'block', width: '100%', height: mediaHeight, objectFit: 'contain' }}
            />
            {phase === 'captured' && shot && <Image src={shot.url} alt={t('upload.preview')} h={mediaHeight} fit="contain" />}
            {phase === 'starting' && (
              <Center pos="absolute" inset={0} c="white">
                <Stack align="center" gap={6}>
                  <Loader color="white" size="sm" />
                  <Text fz="sm">{t('upload.cameraStarting')}</Text>
                </Stack>
              </Center>
            )}
          </Box>
        )}
        <Group justify="center" gap="sm" grow={compact}>
          {phase === 'captured' ? (
            <>
              <Button
                variant="default"
                leftSection={<IconRefresh size={18} />}
                onClick={discard}
                size={compact ? 'md' : 'sm'}
                data-testid={`${testId}-discard`}
              >
                {t('upload.discard')}
              </Button>
              <Button
                leftSection={<IconCheck size={18} />}
                onClick={confirm}
                size={compact ? 'md' : 'sm'}
                data-testid={`${testId}-confirm`}
              >
                {t('upload.confirm')}
              </Button>
            </>
          ) : phase === 'error' ? (
            <Button variant="default" onClick={close} size={compact ? 'md' : 'sm'}>
              {t('upload.close')}
            </Button>
          ) : (
            <Button
              leftSection={<IconCamera size={18} />}
              onClick={capture}
              loading={phase === 'capturing'}
              disabled={phase !== 'live'}
              size={compact ? 'md' : 'sm'}
              data-testid={`${testId}-capture`}
            >
              {t('upload.capture')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
