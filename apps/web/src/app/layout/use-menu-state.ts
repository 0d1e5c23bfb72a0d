import { useState } from 'react';
import { useCloseOnBack } from '../../lib/overlay-stack';

/** A controlled open state for menus and popovers that browser/hardware back closes first. */
export function useMenuState(): [boolean, (opened: boolean) => void] {
  const [opened, setOpened] = useState(false);
  useCloseOnBack(opened, () => setOpened(false));
  return [opened, setOpened];
}
