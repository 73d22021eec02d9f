/** A preview of an image address that hides itself while the address is empty or fails to load. */
import { useEffect, useState } from "react";

export function ImagePreview({ src, className, testId }: { src: string; className: string; testId: string }) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  if (!src || broken) return null;
  return <img src={src} alt="" onError={() => setBroken(true)} className={className} data-testid={testId} />;
}
