import { localDateOf } from './vn-sea-calendar.js';

/**
 * Which provinces' lotteries draw on each weekday (index 0 = Sunday), the long-standing schedule
 * of the Vietnamese lottery companies. The North draws one result a day for the Hà Nội-based
 * company, labelled by the day's province. Central and South draw one result PER PROVINCE (two to
 * four a day), each at the region's time.
 *
 * Simplification (decision 0041): the house runs ONE draw per region and day; that draw carries
 * the day's first province of the table below for display. The result layout and play types are
 * those of a single provincial draw.
 */
export const VN_PROVINCES_BY_WEEKDAY: Readonly<Record<string, readonly (readonly string[])[]>> = {
  VN_NORTH: [
    ['Thái Bình'],
    ['Hà Nội'],
    ['Quảng Ninh'],
    ['Bắc Ninh'],
    ['Hà Nội'],
    ['Hải Phòng'],
    ['Nam Định'],
  ],
  VN_CENTRAL: [
    ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
    ['Thừa Thiên Huế', 'Phú Yên'],
    ['Đắk Lắk', 'Quảng Nam'],
    ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    ['Gia Lai', 'Ninh Thuận'],
    ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
  ],
  VN_SOUTH: [
    ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
    ['TP.HCM', 'Đồng Tháp', 'Cà Mau'],
    ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    ['TP.HCM', 'Long An', 'Bình Phước', 'Hậu Giang'],
  ],
};

/** Vietnam (Asia/Ho_Chi_Minh) is UTC+7 all year. */
export const ICT_OFFSET_MINUTES = 420;

const codeOf = (game: string | { code: string }): string => (typeof game === 'string' ? game : game.code);

/** Every province drawing on the Vietnamese calendar day of `date`; empty for a non-VN game. */
export function provincesOf(game: string | { code: string }, date: Date): readonly string[] {
  const table = VN_PROVINCES_BY_WEEKDAY[codeOf(game)];
  if (!table) return [];
  return table[localDateOf(date, ICT_OFFSET_MINUTES).weekday] ?? [];
}

/** The province a draw of `game` at `date` is shown under (the day's first); null for a non-VN game. */
export function provinceOf(game: string | { code: string }, date: Date): string | null {
  return provincesOf(game, date)[0] ?? null;
}
