// CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine): a cached part's
// CRC and its "shift by its length" operator are computed once, so a request checksums only its
// own few hundred bytes.
const POLY = 0xedb88320;

/** (a · b) mod P over GF(2), bit-reflected as CRC-32 is. */
export function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(8·bytes) mod P: multiplying a CRC by it appends that many zero bytes. */
export function crc32ShiftFor(bytes: number): number {
  let power = 0x40000000; // x^1
  let result = 0x80000000; // x^0
  for (let n = bytes * 8; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) result = multiplyModP(power, result);
    power = multiplyModP(power, power);
  }
  return result;
}
