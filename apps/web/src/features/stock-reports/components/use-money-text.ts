// An amount of the company's currency (a decimal from the wire) through the money module, kept left-to-right in Arabic.
import { toMinor } from '@comptoir/shared';
import { useAuthUser } from '../../auth/hooks/use-auth';
import { useFormat } from '../../../lib/format';

export function useMoneyText() {
  const f = useFormat();
  const currency = useAuthUser()?.entreprise.currencyTag ?? 'MAD';
  return (amount: number) => `\u2066${f.minor(toMinor(amount), currency)}\u2069`;
}
