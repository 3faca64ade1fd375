import { BANNER_MAX_BYTES } from '@bet/contracts/operator/operator-site-schemas';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** A chosen file as a data URL, or the field error code when it is not a PNG, JPEG or WebP of ≤ 1 MB. */
export function readImage(file: File): Promise<{ dataUrl: string } | { error: 'image' | 'too_big' }> {
  if (!TYPES.includes(file.type)) return Promise.resolve({ error: 'image' });
  if (file.size > BANNER_MAX_BYTES) return Promise.resolve({ error: 'too_big' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ error: 'image' });
    reader.readAsDataURL(file);
  });
}
