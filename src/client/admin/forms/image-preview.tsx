/** A preview of an image address that hides itself while the address is empty or fails to load. */
import { useState } from "react";

export function ImagePreview({ src, className, testId }: { src: string; className: string; testId: string }) {
  // Remember which address failed, so a new address is tried again without an effect.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (!src || brokenSrc === src) return null;
  return <img src={src} alt="" onError={() => setBrokenSrc(src)} className={className} data-testid={testId} />;
}
