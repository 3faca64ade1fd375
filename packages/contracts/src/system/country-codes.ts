import { z } from 'zod';

export const countryEntry = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  /** Path of the flag image under the image base (`/flags/<code>.svg`). */
  flag: z.string(),
});
/** `GET /wps/system/countryCodes` value. */
export const countryCodesResponse = z.array(countryEntry);
export type CountryEntry = z.infer<typeof countryEntry>;
