// A cashier's first figure: what their register has sold in its open session today (GET /Magasin/{id}/Registers, then
// GET /Caisse/{id}/getDetail's salesTotal and commandsCount), not the company's subscription days.
import type { AuthUser, CashRegister } from '@comptoir/shared';
import { IconCashRegister } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useRegisters, useSession } from '../../caisse/hooks/use-caisse';
import { useSelectedStore } from '../../stores/hooks/use-selected-store';
import { StatCard } from './stat-card';

/** The register the user sells at: the open one they opened, else the only one open in the store. */
export function registerOf(registers: readonly CashRegister[], userId: number): CashRegister | null {
  const open = registers.filter((r) => r.session?.state === 'opened');
  return open.find((r) => r.session?.openedBy === userId) ?? (open.length === 1 ? open[0] : null);
}

export function RegisterSalesCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { storeId, isLoading: storesLoading } = useSelectedStore();
  const registers = useRegisters(storeId);
  const register = registerOf(registers.data ?? [], user.id);
  const session = useSession(register?.session?.id ?? null);
  const loading = storesLoading || registers.isLoading || (register !== null && session.isLoading);
  const s = session.data;
  return (
    <StatCard
      testId="stat-register-sales"
      icon={<IconCashRegister size={20} />}
      color="teal"
      label={t('home.stats.registerSales')}
      loading={loading}
      value={register && s ? f.money(s.salesTotal, s.currencyTag) : '—'}
      hint={
        register && s
          ? t('home.stats.registerSalesHint', { count: s.commandsCount, register: register.intitule })
          : t('home.stats.noRegister')
      }
    />
  );
}
