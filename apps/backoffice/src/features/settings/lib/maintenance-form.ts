import { z } from 'zod';
import { maintenanceSetting, regionRestrictionSetting } from '@bet/contracts/operator/operator';

/** A `datetime-local` value (the operator's local time) as epoch ms, and back; '' is no time. */
export const fromLocalInput = (value: string): number | null => (value ? new Date(value).getTime() : null);
export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The maintenance form: local date-times in, the contract's setting (checked by it) out. */
export const maintenanceForm = z
  .object({ enabled: z.boolean(), startTime: z.string(), endTime: z.string() })
  .transform((f) => ({
    enabled: f.enabled,
    startTime: fromLocalInput(f.startTime),
    endTime: fromLocalInput(f.endTime),
  }))
  .pipe(maintenanceSetting);

/** Countries typed as `PH, VN`: upper-cased codes, checked by the contract's setting. */
export const regionForm = z
  .object({ countries: z.string() })
  .transform((f) => ({
    countries: f.countries
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((c) => c.toUpperCase()),
  }))
  .pipe(regionRestrictionSetting);
