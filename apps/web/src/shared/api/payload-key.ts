/** The server's public key for encrypted calls, learned from the system status. */
let payloadPublicKey: string | null = null;

export const setPayloadPublicKey = (pem: string) => {
  payloadPublicKey = pem || null;
};
export const getPayloadPublicKey = () => payloadPublicKey;
