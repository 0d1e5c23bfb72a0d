// A PDF's first page rendered to pixels by pdf.js with @napi-rs/canvas (pdf.js's optional canvas for Node, a registry
// package with its prebuilt binary), and a comparison of two renderings: the share of pixels that differ.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function firstPageCanvas(data: Buffer, scale = 1): Promise<Canvas> {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context as unknown as Parameters<typeof page.render>[0]['canvasContext'], viewport }).promise;
  await doc.destroy();
  return canvas;
}

export async function firstPagePng(data: Buffer, scale = 1): Promise<Buffer> {
  return (await firstPageCanvas(data, scale)).encode('png');
}

/** The share (0..1) of pixels whose colour differs by more than `tolerance` (0..255 per channel) between two PNGs. */
export async function pixelDifference(a: Buffer, b: Buffer, tolerance = 48): Promise<number> {
  const { loadImage } = await import('@napi-rs/canvas');
  const [ia, ib] = await Promise.all([loadImage(a), loadImage(b)]);
  if (ia.width !== ib.width || ia.height !== ib.height) return 1;
  const draw = (img: typeof ia) => {
    const c = createCanvas(img.width, img.height);
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(0, 0, img.width, img.height).data;
  };
  const [pa, pb] = [draw(ia), draw(ib)];
  let differ = 0;
  for (let i = 0; i < pa.length; i += 4) {
    if (Math.abs(pa[i] - pb[i]) > tolerance || Math.abs(pa[i + 1] - pb[i + 1]) > tolerance || Math.abs(pa[i + 2] - pb[i + 2]) > tolerance)
      differ++;
  }
  return differ / (pa.length / 4);
}
