import type { Problem } from './amount';

/** Receipt and proof images (contract `imageDataUrl`): png or jpg, at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Why a picked file cannot be sent, or null when it can. */
export function imageProblem(file: File): Problem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'wallet.image.wrongType' };
  if (file.size > IMAGE_MAX_BYTES) return { key: 'wallet.image.tooLarge' };
  return null;
}

/** The file as a `data:image/...;base64,` URL. */
export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
