/** A moment asked about in a query (issue 26: "open at", "branches open at"). */
import { z } from "zod";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO-8601 instant with its zone ("2027-03-10T02:30:00+04:00", "…Z"); `name` is the field the refusal names. */
export const isoInstant = (name: string) =>
  z
    .string()
    .max(40)
    .refine(
      (v) => ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)),
      `${name} must be an ISO-8601 instant with its zone, e.g. 2027-03-10T02:30:00+04:00`,
    );
