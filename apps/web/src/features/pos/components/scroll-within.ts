// Brings a line into view inside its own scrolling box only (the ticket's lines), never scrolling the page itself: on
// a phone, where the ticket's box does not scroll, a tap on the grid leaves the page where it is.

export interface Span {
  top: number;
  bottom: number;
}

/** How far the box must scroll (negative: up) so that `item` is fully inside `box`; 0 when it already is. */
export function scrollDelta(box: Span, item: Span): number {
  if (item.top < box.top) return item.top - box.top;
  if (item.bottom > box.bottom) return Math.min(item.bottom - box.bottom, item.top - box.top);
  return 0;
}

/** Scrolls `box` (when it scrolls) so that `item` shows. */
export function scrollIntoBox(box: HTMLElement, item: HTMLElement): void {
  if (box.scrollHeight <= box.clientHeight) return;
  const delta = scrollDelta(box.getBoundingClientRect(), item.getBoundingClientRect());
  if (delta !== 0) box.scrollTop += delta;
}
