// One frame of the camera as a PNG (product-spec §9). A PNG of a photo is large, so the frame is scaled down
// until it fits the upload limit: what the camera takes can always be sent.
import { UPLOAD_LIMIT_BYTES } from '@comptoir/shared';

const START_MAX_SIDE = 1280;
const SHRINK = 0.75;
const MAX_TRIES = 6;

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded'))), 'image/png'),
  );
}

export async function snapshotPng(video: HTMLVideoElement, maxBytes: number = UPLOAD_LIMIT_BYTES): Promise<Blob> {
  const width = video.videoWidth || 640;
  const height = video.videoHeight || 480;
  let scale = Math.min(1, START_MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  for (let attempt = 0; ; attempt += 1) {
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await canvasToPng(canvas);
    if (blob.size <= maxBytes || attempt >= MAX_TRIES) return blob;
    scale *= SHRINK;
  }
}

export const hasCamera = (): boolean => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
