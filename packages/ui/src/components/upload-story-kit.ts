import { expect, waitFor } from 'storybook/test';

// Picture-making and drop helpers shared by the Upload and AvatarUpload stories. (A stories file
// cannot import another: its stories would be registered twice as tests.)

export function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  return context;
}

export function canvasFile(canvas: HTMLCanvasElement, name: string, type: string, quality?: number): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], name, { type, lastModified: 0 })) : reject(new Error('toBlob failed'))),
      type,
      quality,
    );
  });
}

/** The same random numbers every run (mulberry32). */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Drags files over a target and drops them (native events: testing-library's fireEvent would empty the DataTransfer). */
export function dropFiles(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
  }
}

/** Every picture on the page has loaded (so the baseline shows it). */
export async function picturesLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const image of root.querySelectorAll('img')) {
      expect(image.complete && image.naturalWidth > 0, image.src.slice(0, 40)).toBe(true);
    }
  });
}
