// The app's notifications, one call per kind, so every screen looks and behaves the same.
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';

/** The close button has a name (axe: button-name), in the current language. */
const close = () => ({ closeButtonProps: { 'aria-label': i18n.t('notify.close') } });

interface NotifyInput {
  title?: string;
  message: string;
  id?: string;
  autoClose?: number | false;
}

export function notifyDanger({ title, message, id, autoClose = 7000 }: NotifyInput): void {
  notifications.show({ id, title, message, color: 'red', autoClose, withBorder: true, ...close() });
}

export function notifySuccess({ title, message, id, autoClose = 4000 }: NotifyInput): void {
  notifications.show({ id, title, message, color: 'teal', autoClose, withBorder: true, ...close() });
}

export function notifyInfo({ title, message, id, autoClose = 4000 }: NotifyInput): void {
  notifications.show({ id, title, message, color: 'blue', autoClose, withBorder: true, ...close() });
}

/** Rewords a notification still on screen (a sale's toast once the server gave its number); none when it has gone. */
export function updateNotification({ title, message, id, autoClose = 4000 }: NotifyInput & { id: string }): void {
  // The update keeps the toast's own closing (an update without it stays on screen, over the till's buttons).
  notifications.update({ id, title, message, autoClose });
}
