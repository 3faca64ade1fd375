import { screenshotTypeOf, type ScreenshotProblem } from '@bet/contracts/content/feedback-rules';

/** Why a picked file was not taken: not png/jpg by its bytes, too big, or one too many. */
export type ImageProblem = ScreenshotProblem;

export interface PickedImage {
  /** `data:image/png|jpeg;base64,…`, the type taken from the bytes, not the file's name. */
  dataUrl: string;
  name: string;
}

/** How many images a picker takes and how big each may be (the contract's numbers of its form). */
export interface ImageLimits {
  max: number;
  maxBytes: number;
}

const readAs = <T>(blob: Blob, how: 'buffer' | 'url') =>
  new Promise<T>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    if (how === 'buffer') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });

/**
 * A picked file as an image the server will take, or why not: png or jpg by its first bytes
 * (the contract's check, so a renamed gif is refused here as the server would), at most `maxBytes`.
 */
export async function readImage(
  file: File,
  maxBytes: number,
): Promise<PickedImage | { problem: ImageProblem }> {
  const head = new Uint8Array(await readAs<ArrayBuffer>(file.slice(0, 16), 'buffer'));
  const type = screenshotTypeOf(head);
  if (!type) return { problem: 'type' };
  if (file.size > maxBytes) return { problem: 'size' };
  return { dataUrl: await readAs<string>(new Blob([file], { type }), 'url'), name: file.name };
}

/** Adds picked files to the ones already there, at most `limits.max` in all; the last problem met. */
export async function addImages(
  current: readonly PickedImage[],
  files: readonly File[],
  limits: ImageLimits,
): Promise<{ images: PickedImage[]; problem: ImageProblem | null }> {
  const images = [...current];
  let problem: ImageProblem | null = null;
  for (const file of files) {
    if (images.length >= limits.max) {
      problem = 'count';
      break;
    }
    const read = await readImage(file, limits.maxBytes);
    if ('problem' in read) problem = read.problem;
    else images.push(read);
  }
  return { images, problem };
}
