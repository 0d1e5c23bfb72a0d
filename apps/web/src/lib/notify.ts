// The app's notifications, one call per kind, so every screen looks and behaves the same.
import { notifications } from '@mantine/notifications';

interface NotifyInput {
  title?: string;
  message: string;
  id?: string;
  autoClose?: number | false;
}

export function notifyDanger({ title, message, id, autoClose = 7000 }: NotifyInput): void {
  notifications.show({ id, title, message, color: 'red', autoClose, withBorder: true });
}

export function notifySuccess({ title, message, id, autoClose = 4000 }: NotifyInput): void {
  notifications.show({ id, title, message, color: 'teal', autoClose, withBorder: true });
}

export function notifyInfo({ title, message, id, autoClose = 4000 }: NotifyInput): void {
  notifications.show({ id, title, message, color: 'blue', autoClose, withBorder: true });
}
