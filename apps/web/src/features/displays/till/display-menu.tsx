// The customer display's dialog at the till: open it in a second window of this device (a second screen), or pair a
// display on another device by QR code (that device signs in and opens the code's address), or unpair it.
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayUrl, newPairingCode, pair, pairedCode, unpair } from './pairing';

function useQrSvg(value: string | null): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (value)
      void import('qrcode').then((qr) =>
        qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => {
          if (live) setSvg(s);
        }),
      );
    return () => {
      live = false;
    };
  }, [value]);
  return value ? svg : null;
}

export function DisplayMenu({ storeId, onClose }: { storeId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(pairedCode);
  const qr = useQrSvg(code ? displayUrl(code) : null);
  const open = () => {
    // A window of its own, to drag onto the screen the client faces.
    window.open(displayUrl(null), 'comptoir-customer-display', 'popup,width=1024,height=768');
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('displays.till.display')} centered>
      <Stack>
        <Button leftSection={<IconExternalLink size={16} />} onClick={open} data-testid="open-customer-display">
          {t('displays.till.openHere')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('displays.till.openHereHelp')}
        </Text>
        {code ? (
          <>
            <Alert variant="light" title={t('displays.till.pairedWith', { code })}>
              {t('displays.till.pairHelp')}
            </Alert>
            {qr && <div style={{ width: 200, margin: '0 auto' }} dangerouslySetInnerHTML={{ __html: qr }} data-testid="pair-qr" />}
            <Code block dir="ltr">
              {displayUrl(code)}
            </Code>
            <Group justify="flex-end">
              <Button
                variant="default"
                leftSection={<IconLinkOff size={16} />}
                onClick={() => {
                  unpair();
                  setCode(null);
                }}
              >
                {t('displays.till.unpair')}
              </Button>
            </Group>
          </>
        ) : (
          <Button
            variant="default"
            leftSection={<IconLink size={16} />}
            disabled={storeId === null}
            onClick={() => {
              const c = newPairingCode();
              pair(c);
              setCode(c);
            }}
            data-testid="pair-display"
          >
            {t('displays.till.pair')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
