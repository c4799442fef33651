/**
 * The Worker's cron triggers, as wrangler.toml's [triggers] crons lists them (test/app/crons.test.ts
 * holds the two to each other). Cron times are UTC: 7:00 in Chicago is 12:00 UTC in summer time and
 * 13:00 UTC in winter, so the morning cron runs at both, and the digest goes from the one whose
 * Chicago clock reads 7 (worker/domain/jobs/digest.ts): exactly one a day, whatever the offset.
 */
export const crons = {
  /** Maintenance, at :17 past every hour. */
  hourly: "17 * * * *",
  /** The admins' 7:00 digest of what is due on jobs. */
  morning: "0 12,13 * * *",
} as const;
