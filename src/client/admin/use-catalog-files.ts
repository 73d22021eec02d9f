/**
 * The catalogue form's PDF and cover: uploads (the server reads the PDF's page count at
 * once, or refuses a PDF it cannot read: the reason goes beside the file field) and the live
 * processing state of an edited catalogue, whose end brings the page count and made cover into
 * the form. Imported only by client modules.
 */
import { type ChangeEvent, type Dispatch, type SetStateAction, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";
import { upload, uploadRefusal } from "./catalog-pdf.ts";
import { type CatalogValues, catalogFromRecord, madeCover } from "./catalog-values.ts";
import { useProcessingStatuses } from "./processing-status.tsx";

/** `fileError`: sets or clears the error beside the PDF field (useResourceForm's setFieldError for "fileUrl"). */
export function useCatalogFiles(
  catalogId: number | null,
  setValues: Dispatch<SetStateAction<CatalogValues>>,
  fileError: (message: string | undefined) => void,
) {
  const { t } = useTranslation("admin");
  const [working, setWorking] = useState(false);
  const watched = useMemo(() => (catalogId === null ? [] : [catalogId]), [catalogId]);
  const { statuses, retry } = useProcessingStatuses(watched);
  const status = catalogId === null ? undefined : statuses.get(catalogId);
  const state = status?.state;

  // Processing that ends while the form is open wrote the page count and maybe the cover: take
  // them into the form (for the same PDF), so saving does not put back the values from before.
  const lastState = useRef(state);
  useEffect(() => {
    const was = lastState.current;
    lastState.current = state;
    if (state !== "ready" || (was !== "queued" && was !== "processing") || catalogId === null) return;
    apiRequest<Record<string, unknown>>("GET", `/api/catalogs/${catalogId}`).then(
      (record) => {
        const saved = catalogFromRecord(record);
        setValues((v) =>
          v.fileUrl !== saved.fileUrl
            ? v
            : {
                ...v,
                pages: saved.pages || v.pages,
                coverImage: !v.coverImage || madeCover(v.coverImage) ? saved.coverImage : v.coverImage,
              },
        );
      },
      () => {}, // the values typed stay; the list shows the processed ones
    );
  }, [state, catalogId, setValues]);

  /**
   * Uploads the chosen file to `path` and takes the answer into the form. A PDF the server
   * refused is said beside the file field (the form keeps its file); any other failure is a toast.
   */
  const uploader =
    (
      path: string,
      failed: string,
      take: (v: CatalogValues, uploaded: Awaited<ReturnType<typeof upload>>) => CatalogValues,
    ) =>
    async (e: ChangeEvent<HTMLInputElement>) => {
      const file = e.target.files?.[0];
      if (!file) return;
      setWorking(true);
      try {
        const uploaded = await upload(path, file, file.name);
        setValues((v) => take(v, uploaded));
        if (uploaded.fileUrl) fileError(undefined);
      } catch (error) {
        const refused = uploadRefusal(t, error);
        if (refused) fileError(refused);
        else toast({ title: t(failed), description: errorText(error, ""), variant: "destructive" });
      } finally {
        setWorking(false);
        e.target.value = ""; // the same file chosen again (after a fix elsewhere) uploads again
      }
    };

  const onPdf = uploader("/api/admin/uploads/catalog", "catalogs.uploadFailed", (v, uploaded) => ({
    ...v,
    fileUrl: uploaded.fileUrl ?? "",
    pages: uploaded.pages ? String(uploaded.pages) : v.pages,
    // Page 1 of the old PDF is not this one's cover: processing makes the new one.
    coverImage: madeCover(v.coverImage) ? "" : v.coverImage,
  }));
  const onCover = uploader("/api/admin/uploads/cover", "processing.coverUploadFailed", (v, uploaded) => ({
    ...v,
    coverImage: uploaded.url ?? v.coverImage,
  }));

  return { working, onPdf, onCover, status, retry };
}
