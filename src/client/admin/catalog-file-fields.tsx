/**
 * The catalogue form's file fields: the PDF (an address, or an upload) with its processing
 * state, the page count, and the cover (an address or an upload, with a preview).
 * Imported only by client modules.
 */
import { useTranslation } from "react-i18next";
import type { FieldBinding } from "./forms/bind-field.ts";
import { InputField } from "./forms/controls.tsx";
import { ImagePreview } from "./forms/image-preview.tsx";
import { IMAGE_ACCEPT, UPLOAD_BUTTON } from "./forms/image-upload.tsx";
import { ProcessingBadge } from "./processing-status.tsx";
import type { useCatalogFiles } from "./use-catalog-files.ts";

type Props = {
  /** The three fields, bound. */
  file: FieldBinding;
  pages: FieldBinding;
  cover: FieldBinding;
  /** null for a new catalogue, which is processed once saved. */
  catalogId: number | null;
  files: ReturnType<typeof useCatalogFiles>;
};

export function CatalogFileFields({ file, pages, cover, catalogId, files }: Props) {
  const { t } = useTranslation("admin");
  const { working } = files;
  const fileAfter = (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label className={UPLOAD_BUTTON}>
          {working ? t("catalogs.uploading") : t("catalogs.upload")}
          <input
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => void files.onPdf(e)}
            className="sr-only"
            data-testid="pdf-upload"
          />
        </label>
      </div>
      {catalogId === null ? (
        <p className="mt-2 text-xs text-slate-500">{t("processing.formNew")}</p>
      ) : (
        <div className="mt-3 flex flex-wrap items-start gap-x-3 gap-y-1 text-sm" aria-live="polite">
          <span className="py-0.5 font-medium text-slate-700">{t("processing.formTitle")}</span>
          <ProcessingBadge status={files.status} onRetry={files.retry} testId="form-processing" />
        </div>
      )}
    </>
  );
  const coverAfter = (
    <>
      <label className={`mt-2 inline-block ${UPLOAD_BUTTON}`}>
        {working ? t("catalogs.uploading") : t("processing.uploadCover")}
        <input
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(e) => void files.onCover(e)}
          className="sr-only"
          data-testid="cover-upload"
        />
      </label>
      <ImagePreview
        src={cover.value}
        className="mt-2 h-40 rounded-lg border border-slate-200 object-contain"
        testId="cover-preview"
      />
    </>
  );
  return (
    <>
      <InputField {...file} label={t("catalogs.fileUrl")} className="sm:col-span-2" dir="ltr" after={fileAfter} />
      <InputField
        {...pages}
        label={t("catalogs.pages")}
        hint={t("processing.pagesHint")}
        className="sm:col-span-2"
        type="number"
        inputMode="numeric"
        min={1}
        max={2000}
        step={1}
        controlClassName="max-w-40"
        dir="ltr"
      />
      <InputField
        {...cover}
        label={t("catalogs.coverImage")}
        hint={t("processing.coverHint")}
        className="sm:col-span-2"
        dir="ltr"
        after={coverAfter}
      />
    </>
  );
}
