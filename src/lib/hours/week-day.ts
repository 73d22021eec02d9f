/** One day of a branch's week as pages and the API show it (issue 26). Browser-safe. */
export type HoursDay = {
  date: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  allDay: boolean;
  /** Opening intervals that start this day; `to` may be the next day's ("02:00"). */
  intervals: { from: string; to: string }[];
  /** The exception whose hours this day keeps ("Ramadan"), if any. */
  exception: string | null;
};
