// The instructions an order carries (issue 25): a pick among the company's live instructions (/settings/instructions),
// at the till's order options and on the order page. Shown to holders of command_instruction (who may read them).
import type { CommandInstruction } from '@comptoir/shared';
import { MultiSelect } from '@mantine/core';
import { useHasAnyTag } from '../../auth/hooks/use-auth';
import { useNamedList } from '../hooks/use-small-settings';

export function InstructionsSelect({
  value,
  onChange,
  label,
}: {
  value: readonly CommandInstruction[];
  onChange: (v: CommandInstruction[]) => void;
  label: string;
}) {
  const allowed = useHasAnyTag(['command_instruction']);
  const list = useNamedList('instruction', false, allowed);
  if (!allowed) return null;
  const live = list.data ?? [];
  // Those chosen earlier and since renamed or trashed keep their name as chosen.
  const known = new Map<number, string>([
    ...value.map((x) => [x.id, x.intitule] as const),
    ...live.map((x) => [x.id, x.intitule] as const),
  ]);
  return (
    <MultiSelect
      label={label}
      data={[...known].map(([id, intitule]) => ({ value: String(id), label: intitule }))}
      value={value.map((x) => String(x.id))}
      onChange={(ids) => onChange(ids.map((id) => ({ id: Number(id), intitule: known.get(Number(id)) ?? id })))}
      searchable
      clearable
      maxValues={20}
      data-testid="order-instructions"
    />
  );
}
