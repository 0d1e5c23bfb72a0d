// The idle customer display: the store's sliders one after the other (active ones with an image, in their order),
// else the store's logo and name.
import type { Slider } from '@comptoir/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fileQuery } from '../../../components/file-uploader/file-query';
import { api } from '../../../lib/api-client';
import classes from './customer-display.module.css';

const SLIDE_MS = 6000;

function Slide({ slider }: { slider: Slider }) {
  const file = useQuery({ ...fileQuery(slider.fileId ?? 0), enabled: slider.fileId !== null });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data?.blob) return;
    const u = URL.createObjectURL(file.data.blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file.data?.blob]);
  return (
    <figure className={classes.slide} data-testid="display-slide">
      {url && <img src={url} alt={slider.intitule} />}
      <figcaption>
        <strong>{slider.intitule}</strong>
        {slider.description && <span>{slider.description}</span>}
      </figcaption>
    </figure>
  );
}

export function Slideshow({ storeId, fallback }: { storeId: number | null; fallback: React.ReactNode }) {
  const sliders = useQuery({
    queryKey: ['displays', 'sliders', storeId],
    queryFn: () => api.get<Slider[]>(`/Magasin/${storeId}/sliders`),
    enabled: storeId !== null,
    staleTime: 10 * 60_000,
  });
  const shown = (sliders.data ?? []).filter((s) => s.isActive && s.fileId !== null).sort((a, b) => a.order - b.order);
  const [i, setI] = useState(0);
  useEffect(() => {
    if (shown.length < 2) return;
    const timer = setInterval(() => setI((x) => x + 1), SLIDE_MS);
    return () => clearInterval(timer);
  }, [shown.length]);
  if (!shown.length) return <>{fallback}</>;
  const slider = shown[i % shown.length];
  return <Slide key={slider.id} slider={slider} />;
}
