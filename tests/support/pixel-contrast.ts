import type { Page } from "playwright-core";

export type Box = { x: number; y: number; width: number; height: number };

/**
 * WCAG contrast between what each pixel of `after` became and what it was in `before` (two PNGs
 * of the same box), for every pixel that changed. Decoded by the browser on `scratch`, a blank
 * page of its own, so the page under test is not disturbed.
 */
export async function changedPixelContrasts(scratch: Page, before: Buffer, after: Buffer): Promise<number[]> {
  return scratch.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const g = canvas.getContext("2d")!;
        g.drawImage(bitmap, 0, 0);
        return g.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]!) + 0.7152 * channel(d[i + 1]!) + 0.0722 * channel(d[i + 2]!);
      const [was, now] = [await pixels(a), await pixels(b)];
      const out: number[] = [];
      for (let i = 0; i < was.length; i += 4) {
        const moved = Math.max(...[0, 1, 2].map((k) => Math.abs(was[i + k]! - now[i + k]!)));
        if (moved <= 8) continue;
        const [l1, l2] = [luminance(was, i), luminance(now, i)];
        out.push((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05));
      }
      return out;
    },
    [before.toString("base64"), after.toString("base64")] as const,
  );
}

/**
 * The contrast a whole ring of changed pixels one pixel wide reaches around a box (its
 * perimeter's worth of the best changed pixels), or 1 when fewer pixels changed than that.
 */
export function ringContrast(contrasts: number[], box: Box): number {
  const perimeter = Math.round(2 * (box.width + box.height));
  const sorted = [...contrasts].sort((x, y) => y - x);
  return sorted[perimeter - 1] ?? 1;
}
