/**
 * "Upload an image" beside an image address field (a store's logo and cover, a catalogue's
 * cover): a file input dressed as a button that takes PNG, JPEG or WebP. The server checks the
 * bytes (routes/api/uploads.ts) and answers the file's address, which goes into the field; a
 * refusal is a toast with the server's reason. Imported only by client modules.
 */
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "#client/admin/admin-fetch.ts";
import { upload } from "#client/admin/catalog-pdf.ts";
import { toast } from "#client/toast-store.ts";

/** What the file chooser offers: the types the server takes (it still checks the bytes). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";

export const UPLOAD_BUTTON =
  "cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-teal-600";

type Props = {
  /** The button's words ("Upload a logo (PNG, JPEG or WebP)"). */
  label: string;
  /** The toast's title when the upload fails. */
  failed: string;
  /** Gets the uploaded file's address. */
  onUploaded: (url: string) => void;
  /** Told when an upload starts and ends (the form does not save meanwhile). */
  onBusy?: (busy: boolean) => void;
  testId: string;
};

export function ImageUploadButton({ label, failed, onUploaded, onBusy, testId }: Props) {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  const working = (on: boolean) => {
    setBusy(on);
    onBusy?.(on);
  };
  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    working(true);
    try {
      const { url } = await upload("/api/admin/uploads/image", file, file.name);
      if (url) onUploaded(url);
    } catch (error) {
      toast({ title: failed, description: errorText(error, ""), variant: "destructive" });
    } finally {
      input.value = ""; // the same file chosen again is a new upload
      working(false);
    }
  }
  return (
    <label className={`mt-2 inline-block ${UPLOAD_BUTTON}`}>
      {busy ? t("catalogs.uploading") : label}
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(e) => void onChange(e)}
        className="sr-only"
        data-testid={testId}
      />
    </label>
  );
}
