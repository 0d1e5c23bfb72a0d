import { useState } from 'react';
import { useCloseOnBack } from '../../lib/overlay-stack';

/** A controlled open state for menus and popovers that browser/hardware back closes first. */
export function useMenuState(initiallyOpened = false): [boolean, (opened: boolean) => void] {
  const [opened, setOpened] = useState(initiallyOpened);
  useCloseOnBack(opened, () => setOpened(false));
  return [opened, setOpened];
}
