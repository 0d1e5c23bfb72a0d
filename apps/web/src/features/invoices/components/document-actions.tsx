// A document's row actions: download, print, send by e-mail, and by its kind and status: edit and issue a draft,
// cancel an issued invoice by a credit note, turn a quote into an order, delete what may be deleted.
import type { BillingDocument } from '@comptoir/shared';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconDownload, IconFileMinus, IconMail, IconPencil, IconPrinter, IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { RowAction } from '../../../components/row-action';
import { notifySuccess } from '../../../lib/notify';
import { useSelectedStore } from '../../stores/components/store-select';
import { invoicesApi } from '../api/invoices-api';
import { downloadPdf, printPdf, useBillingWrite } from '../hooks/use-invoices';

const EDIT_PATH = {
  manual_invoice: '/invoices/add-edit',
  manual_quote: '/estimates/add-edit',
  manual_delivery_form: '/delivery-form/add-edit',
} as const;

export function DocumentActions({ doc }: { doc: BillingDocument }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<null | 'mail' | 'credit' | 'delete' | 'order'>(null);
  const [email, setEmail] = useState('');
  const { storeId, stores } = useSelectedStore();
  const [store, setStore] = useState<string | null>(null);
  const send = useBillingWrite(() => invoicesApi.send(doc.id, email));
  const credit = useBillingWrite(() => invoicesApi.creditNote(doc.id));
  const remove = useBillingWrite(() => (doc.kind === 'certificate' ? invoicesApi.removeCertificate(doc.id) : invoicesApi.remove(doc.id)));
  const toOrder = useBillingWrite((magasinId: number) => invoicesApi.toCommand(doc.id, magasinId));
  const editable = doc.status === 'draft' && doc.tag in EDIT_PATH;
  const deletable = doc.status === 'draft' || doc.kind === 'quote' || doc.kind === 'delivery_form' || doc.kind === 'certificate';
  const close = () => setDialog(null);
  return (
    <Group gap={0} wrap="nowrap">
      <RowAction
        label={t('invoices.download')}
        icon={<IconDownload size={18} />}
        onClick={() => void downloadPdf(doc.id, doc.kind)}
        testId={`doc-download-${doc.id}`}
      />
      <RowAction
        label={t('invoices.print')}
        icon={<IconPrinter size={18} />}
        onClick={() => void printPdf(doc.id, doc.kind)}
        testId={`doc-print-${doc.id}`}
      />
      {doc.kind !== 'certificate' && (
        <RowAction label={t('invoices.send')} icon={<IconMail size={18} />} onClick={() => setDialog('mail')} />
      )}
      {editable && (
        <RowAction
          label={t('invoices.edit')}
          icon={<IconPencil size={18} />}
          onClick={() => void navigate(`${EDIT_PATH[doc.tag as keyof typeof EDIT_PATH]}?id=${doc.id}`)}
        />
      )}
      {doc.kind === 'invoice' && doc.status === 'issued' && (
        <RowAction
          label={t('invoices.creditNote')}
          icon={<IconFileMinus size={18} />}
          color="orange"
          onClick={() => setDialog('credit')}
          testId={`doc-credit-${doc.id}`}
        />
      )}
      {doc.kind === 'quote' && doc.status !== 'converted' && (
        <RowAction
          label={t('invoices.toOrder')}
          icon={<IconShoppingCartPlus size={18} />}
          color="blue"
          onClick={() => setDialog('order')}
          testId={`doc-order-${doc.id}`}
        />
      )}
      {deletable && doc.status !== 'converted' && (
        <RowAction label={t('invoices.delete')} icon={<IconTrash size={18} />} color="red" onClick={() => setDialog('delete')} />
      )}

      <Modal opened={dialog === 'mail'} onClose={close} title={t('invoices.sendTitle', { reference: doc.reference ?? '' })} centered>
        <Stack>
          <TextInput
            type="email"
            label={t('invoices.email')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button
              loading={send.isPending}
              onClick={() =>
                void send.mutateAsync(undefined).then(() => {
                  notifySuccess({ message: t('invoices.sent', { email }) });
                  close();
                })
              }
            >
              {t('invoices.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'order'} onClose={close} title={t('invoices.toOrder')} centered>
        <Stack>
          <Select
            label={t('invoices.store')}
            data={stores.map((s) => ({ value: String(s.id), label: s.intitule }))}
            value={store ?? (storeId ? String(storeId) : null)}
            onChange={setStore}
            data-testid="quote-store"
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button
              loading={toOrder.isPending}
              data-testid="quote-to-order"
              onClick={() => {
                const id = Number(store ?? storeId);
                if (!id) return;
                void toOrder.mutateAsync(id).then((r) => {
                  notifySuccess({ message: t('invoices.orderCreated', { id: r.commandId }) });
                  close();
                });
              }}
            >
              {t('invoices.toOrder')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={dialog === 'credit'}
        title={t('invoices.creditNote')}
        message={t('invoices.creditNoteText', { reference: doc.reference ?? '' })}
        confirmLabel={t('invoices.creditNote')}
        color="orange"
        loading={credit.isPending}
        onConfirm={() => void credit.mutateAsync(undefined).then(close)}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('invoices.delete')}
        message={t('invoices.deleteText')}
        confirmLabel={t('invoices.delete')}
        loading={remove.isPending}
        onConfirm={() => void remove.mutateAsync(undefined).then(close)}
        onClose={close}
      />
    </Group>
  );
}
