/**
 * A catalogue's processing state in the admin (table column and form): a badge that says
 * Queued, Processing (page i of N), Ready (N pages) or Failed with the reason in words and a
 * Retry button. useProcessingStatuses() keeps the states live: it asks the server every 2 s
 * while one of the catalogues it watches is queued or processing, and not at all otherwise.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#client/toast-store.ts";
import { type JobStatus, MAX_PAGES, type ProcessingState } from "#lib/catalog-processing.ts";
import { apiRequest, errorText } from "./admin-fetch.ts";

const POLL_MS = 2000;
/** The API's limit on ?ids= (routes/api/catalog-processing.ts); beyond it, ask for all. */
const MAX_IDS = 500;
const STATUS_URL = "/api/admin/catalog-processing";

const active = (s: JobStatus | undefined) => s?.state === "queued" || s?.state === "processing";

/**
 * The states of the catalogues `ids` (the rows on screen), by catalogue id. Loads them once,
 * then polls only those still queued or processing; retry(id) queues one again.
 */
export function useProcessingStatuses(ids: readonly number[]) {
  const [statuses, setStatuses] = useState<ReadonlyMap<number, JobStatus>>(new Map());
  const merge = useCallback((list: JobStatus[]) => {
    setStatuses((old) => {
      const next = new Map(old);
      for (const s of list) next.set(s.catalogId, s);
      return next;
    });
  }, []);
  const fetchSome = useCallback(
    (which: readonly number[]) =>
      apiRequest<JobStatus[]>("GET", which.length > MAX_IDS ? STATUS_URL : `${STATUS_URL}?ids=${which.join(",")}`),
    [],
  );

  // The first look at rows not seen yet (a new search shows others).
  const key = ids.join(",");
  const seen = useRef(new Set<number>());
  useEffect(() => {
    const fresh = key ? key.split(",").map(Number) : [];
    const unseen = fresh.filter((id) => !seen.current.has(id));
    if (unseen.length === 0) return;
    for (const id of unseen) seen.current.add(id);
    fetchSome(unseen).then(merge, () => {
      for (const id of unseen) seen.current.delete(id); // asked again on the next change
    });
  }, [key, fetchSome, merge]);

  // Polls while a watched catalogue is waiting or being processed, one request at a time; the
  // loop restarts with the new set when one finishes (or stops when none is left).
  const watching = ids.filter((id) => active(statuses.get(id))).join(",");
  useEffect(() => {
    if (!watching) return;
    const which = watching.split(",").map(Number);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => {
        fetchSome(which)
          .then(merge, () => {}) // a failed poll (network, restart) tries again on the next tick
          .finally(() => {
            if (!stopped) next();
          });
      }, POLL_MS);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [watching, fetchSome, merge]);

  const retry = useCallback(
    async (id: number) => merge([await apiRequest<JobStatus>("POST", `/api/catalogs/${id}/process`)]),
    [merge],
  );
  return { statuses, retry };
}

const TONE: Record<ProcessingState, string> = {
  queued: "bg-slate-100 text-slate-700",
  processing: "bg-sky-100 text-sky-900",
  ready: "bg-green-100 text-green-800",
  failed: "bg-red-50 text-red-800 ring-1 ring-red-200",
};

/** One catalogue's state as a badge (with the reason and Retry when it failed). */
export function ProcessingBadge({
  status,
  onRetry,
  testId = "processing",
}: {
  status: JobStatus | undefined;
  onRetry: (id: number) => Promise<void>;
  testId?: string;
}) {
  const { t } = useTranslation("admin");
  const [retrying, setRetrying] = useState(false);
  if (!status) return <span className="text-xs text-slate-500">{t("processing.unknown")}</span>;
  const reason = status.error ? t(`processing.errors.${status.error}`, { max: MAX_PAGES }) : "";
  const label =
    status.state === "queued"
      ? status.error
        ? t("processing.waitingRetry")
        : t("processing.queued")
      : status.state === "processing"
        ? status.pages
          ? t("processing.processingPage", { page: Math.min(status.page + 1, status.pages), pages: status.pages })
          : t("processing.processing")
        : status.state === "ready"
          ? t("processing.ready", { count: status.pages ?? 0 })
          : t("processing.failed", { reason });

  async function retry() {
    if (!status) return;
    setRetrying(true);
    try {
      await onRetry(status.catalogId);
    } catch (error) {
      toast({ title: t("processing.retryFailed"), description: errorText(error, ""), variant: "destructive" });
    } finally {
      setRetrying(false);
    }
  }

  return (
    <span
      className="inline-flex min-w-44 max-w-72 flex-col items-start gap-1.5"
      data-testid={testId}
      data-state={status.state}
    >
      <span className={`rounded-lg px-2 py-0.5 text-xs font-medium ${TONE[status.state]}`}>{label}</span>
      {status.state === "queued" && status.error && <span className="text-xs text-slate-600">{reason}</span>}
      {(status.state === "ready" || status.state === "processing") && <TextReadout status={status} />}
      {status.state === "failed" && (
        <button
          type="button"
          onClick={() => void retry()}
          disabled={retrying}
          className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
          data-testid="processing-retry"
        >
          {retrying ? t("processing.retrying") : t("processing.retry")}
        </button>
      )}
    </span>
  );
}

/** How the pages' text was read: from the PDF, by OCR (as the pages go), or not at all. */
function TextReadout({ status }: { status: JobStatus }) {
  const { t } = useTranslation("admin");
  const lines = [
    status.ocrPages > 0 && t("processing.textByOcr", { count: status.ocrPages }),
    status.emptyPages > 0 && t("processing.textNone", { count: status.emptyPages }),
  ].filter(Boolean);
  if (status.state === "ready" && lines.length === 0) lines.push(t("processing.textFromPdf"));
  if (lines.length === 0) return null;
  return (
    <span className="text-xs text-slate-600" data-testid="processing-text">
      {lines.join(" · ")}
    </span>
  );
}
