// A header menu that loads on first use (issue 12, first load): until then a look-alike button stands in, so the till's
// first load carries neither Mantine's Menu nor its floating layer. Pointing at the button or focusing it starts the
// load; a click opens the menu as soon as it is there.
import { cloneElement, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { loadChunk } from '../lazy-screen';

export type DeferredMenuComponent = ComponentType<{ defaultOpened?: boolean }>;

interface StandInProps {
  onClick?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
}

interface DeferredMenuProps {
  /** The menu's chunk, resolved to its component. */
  load: () => Promise<DeferredMenuComponent>;
  /** The stand-in: a button that looks like the menu's own, with the same test id and name. */
  children: ReactElement<StandInProps>;
}

export function DeferredMenu({ load, children }: DeferredMenuProps) {
  const [Menu, setMenu] = useState<DeferredMenuComponent | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const started = useRef(false);
  if (Menu) return <Menu defaultOpened={openOnLoad} />;
  const start = () => {
    if (started.current) return;
    started.current = true;
    loadChunk(load).then(
      (component) => setMenu(() => component),
      () => (started.current = false), // the next use tries again
    );
  };
  return cloneElement(children, {
    onPointerEnter: start,
    onFocus: start,
    onClick: () => {
      setOpenOnLoad(true);
      start();
    },
  });
}
