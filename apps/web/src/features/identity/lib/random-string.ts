/** 32 random hex characters (the free-play call's `random`; it proves nothing, the platform sends one). */
export function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
