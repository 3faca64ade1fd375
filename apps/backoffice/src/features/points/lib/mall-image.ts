/** The drawn art of a mall item, served by the site (apps/web/public/images/mall/<key>.svg). */
export const mallImageSrc = (key: string): string => `/images/mall/${encodeURIComponent(key)}.svg`;
