// Date and time of a cash movement in the app's language (a register's day needs the hour, not only the date).
import { intlLocale } from '../../../lib/format';

export function formatDateTime(value: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value));
}
