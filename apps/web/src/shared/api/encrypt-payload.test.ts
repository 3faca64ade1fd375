import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload } from './encrypt-payload';

describe('encryptPayload', () => {
  it('produces what the server opens: RSA-OAEP-256 wrapped AES-256-GCM', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const body = { username: 'demoplayer', password: 'ñ✓ secret' };
    const { encrypted } = await encryptPayload(pem, body);
    expect(encrypted.v).toBe(1);
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encrypted.key, 'base64'),
    );
    const sealed = Buffer.from(encrypted.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(encrypted.iv, 'base64'));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - 16)),
      decipher.final(),
    ]).toString();
    expect(JSON.parse(plain)).toEqual(body);
    // a fresh key per call
    const again = await encryptPayload(pem, body);
    expect(again.encrypted.key).not.toBe(encrypted.key);
  });
});
