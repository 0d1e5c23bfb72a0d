// Whether an element is on screen now (an IntersectionObserver; false where the browser has none). Give `ref` to the
// element; `node` is the element itself once mounted.
import { useEffect, useState } from 'react';

export function useInView<T extends HTMLElement>() {
  const [node, ref] = useState<T | null>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry.isIntersecting), { threshold: 0.9 });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return { ref, node, shown };
}
