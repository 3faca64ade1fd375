import {
  FEEDBACK_SCREENSHOTS_MAX,
  screenshotProblem,
  screenshotTypeOf,
  type ScreenshotProblem,
} from '@bet/contracts/content/feedback-rules';

export interface PickedScreenshot {
  /** `data:image/png|jpeg;base64,…`, the type taken from the bytes, not the file's name. */
  dataUrl: string;
  name: string;
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
 * A picked file as a screenshot the server will take, or why not: png or jpg by its first bytes
 * (a renamed gif is refused here as the server would), at most 5 MB.
 */
export async function readScreenshot(file: File): Promise<PickedScreenshot | { problem: ScreenshotProblem }> {
  const head = new Uint8Array(await readAs<ArrayBuffer>(file.slice(0, 16), 'buffer'));
  const problem = screenshotProblem(file, head);
  if (problem) return { problem };
  const type = screenshotTypeOf(head)!;
  return { dataUrl: await readAs<string>(new Blob([file], { type }), 'url'), name: file.name };
}

/** Adds picked files to the ones already there, at most FEEDBACK_SCREENSHOTS_MAX in all. */
export async function addScreenshots(
  current: readonly PickedScreenshot[],
  files: readonly File[],
): Promise<{ screenshots: PickedScreenshot[]; problem: ScreenshotProblem | null }> {
  const screenshots = [...current];
  let problem: ScreenshotProblem | null = null;
  for (const file of files) {
    if (screenshots.length >= FEEDBACK_SCREENSHOTS_MAX) {
      problem = 'count';
      break;
    }
    const read = await readScreenshot(file);
    if ('problem' in read) problem = read.problem;
    else screenshots.push(read);
  }
  return { screenshots, problem };
}
