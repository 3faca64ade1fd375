import { z } from 'zod';

/**
 * Wire format of an encrypted call (DESIGN.md §4): a fresh AES-256-GCM key per request, wrapped
 * with the server's RSA-OAEP (SHA-256) public key from the system status. All fields base64.
 */
export const encryptedBody = z.object({
  encrypted: z.object({
    v: z.literal(1),
    /** The AES key, RSA-OAEP-SHA256 encrypted. */
    key: z.string().min(1).max(1024),
    /** 12-byte GCM nonce. */
    iv: z.string().min(1).max(32),
    /** Ciphertext of the JSON body followed by the 16-byte GCM tag (WebCrypto's layout). */
    data: z.string().min(1).max(1_500_000),
  }),
});
export type EncryptedBody = z.infer<typeof encryptedBody>;
