import { cdnAddress } from '@bet/contracts/system/cdn-address';

/**
 * The merchant's image and game-launch CDNs (system status `imageCDNs`, `launchGameCDNs`); one is
 * picked at random from each list (spec §7). Set once the status has loaded.
 */
let imageCdns: readonly string[] = [];
let launchCdns: readonly string[] = [];
/** One CDN per image path, so an image keeps its URL (and stays cached) across renders. */
const chosenImageUrls = new Map<string, string>();

export function setCdns(images: readonly string[], launches: readonly string[]) {
  if (images.join('\n') !== imageCdns.join('\n')) chosenImageUrls.clear();
  imageCdns = images;
  launchCdns = launches;
}

export const getLaunchCdns = () => launchCdns;

const pick = (list: readonly string[], random: () => number) =>
  list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;

/** An image path under a random image CDN; absolute URLs and sites without CDNs keep the path. */
export function imageUrl(path: string): string {
  if (imageCdns.length === 0) return path;
  let url = chosenImageUrls.get(path);
  if (url === undefined) {
    url = cdnAddress(path, pick(imageCdns, Math.random));
    chosenImageUrls.set(path, url);
  }
  return url;
}

/**
 * A launch address under a random launch CDN (spec §4): only a relative address is prefixed, and
 * a CDN of '/' means this site.
 */
export function launchUrl(
  url: string,
  cdns: readonly string[] = launchCdns,
  random: () => number = Math.random,
): string {
  return cdns.length === 0 ? url : cdnAddress(url, pick(cdns, random));
}
