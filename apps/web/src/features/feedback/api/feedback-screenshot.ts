import { useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { ApiError } from '@/shared/api/api-error';
import { getSession } from '@/shared/session/session-store';

/**
 * `GET /wps/member/feedback/screenshot`: one of the player's own screenshots. The answer is the
 * image itself (not an envelope), and it needs the session token, which an <img src> cannot send:
 * fetched here as bytes with their content type.
 */
export async function getFeedbackScreenshot(
  id: number,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; type: string }> {
  const { merchantCode, token } = getSession();
  const headers = new Headers({ Device: 'web', ModuleId: routes.feedbackScreenshot.modId });
  if (merchantCode) headers.set('Merchant', merchantCode);
  if (token) headers.set('Authorization', token);
  let response: Response;
  try {
    response = await fetch(`${routes.feedbackScreenshot.path}?id=${id}`, {
      headers,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network.abnormal');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { errorCode?: string } | null;
    throw new ApiError(response.status, envelope?.errorCode ?? 'system.error');
  }
  // Bytes, not `blob()`: a Blob's `arrayBuffer` is missing in some runtimes (jsdom on Node 24).
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? 'image/png',
  };
}

/** The image as a data URL (base64 in chunks: a 5 MB image would overflow one argument list). */
function asDataUrl({ bytes, type }: { bytes: Uint8Array; type: string }): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** The screenshot as a data URL for an <img> (nothing to release, unlike an object URL). */
export function useFeedbackScreenshot(id: number) {
  return useQuery({
    queryKey: ['feedback', 'screenshot', id],
    queryFn: async ({ signal }) => asDataUrl(await getFeedbackScreenshot(id, signal)),
    // A screenshot never changes.
    staleTime: Infinity,
  });
}
