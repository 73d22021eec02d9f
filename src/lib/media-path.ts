/** The /media path of a file URL this site serves itself (relative or on PUBLIC_ORIGIN), or null. */
export function localMediaPath(url: string, publicOrigin: string): string | null {
  const path = url.startsWith(`${publicOrigin}/`) ? url.slice(publicOrigin.length) : url;
  return /^\/media\/[A-Za-z0-9._\-/]+$/.test(path) && !path.includes("..") ? path : null;
}
