/** base64url without padding, as Web Push writes keys, salts and JWTs. */
export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  return Buffer.from(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes).toString("base64url");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(text, "base64url"));
}
