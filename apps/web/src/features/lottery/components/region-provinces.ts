/**
 * The province each VN region's house draw is shown under, by weekday in Vietnam time (UTC+7):
 * the day's first province of the real schedule, mirrored from the server's vn-provinces.ts
 * (decision 0041: one house draw per region and day).
 */
const FIRST_PROVINCE_BY_WEEKDAY: Readonly<Record<string, readonly string[]>> = {
  VN_NORTH: ['Thái Bình', 'Hà Nội', 'Quảng Ninh', 'Bắc Ninh', 'Hà Nội', 'Hải Phòng', 'Nam Định'],
  VN_CENTRAL: ['Kon Tum', 'Thừa Thiên Huế', 'Đắk Lắk', 'Đà Nẵng', 'Bình Định', 'Gia Lai', 'Đà Nẵng'],
  VN_SOUTH: ['Tiền Giang', 'TP.HCM', 'Bến Tre', 'Đồng Nai', 'Tây Ninh', 'Vĩnh Long', 'TP.HCM'],
};

const ICT_OFFSET_MS = 7 * 3_600_000;

/** The province of a VN game's draw on the Vietnamese day of `at`; null for another game. */
export function provinceOf(game: string, at: number): string | null {
  const weekday = new Date(at + ICT_OFFSET_MS).getUTCDay();
  return FIRST_PROVINCE_BY_WEEKDAY[game]?.[weekday] ?? null;
}
