ALTER TABLE "job_alerts" ADD COLUMN "announced_until" timestamp with time zone;--> statement-breakpoint
-- Alerts mailed before this column: their watermark is when the newest vacancy they were sent went public
-- (the later of published_at and verified_at, else created_at; docs/decisions/108).
UPDATE "job_alerts" a SET "announced_until" = x.until
  FROM (
    SELECT s.job_alert_id, max(coalesce(greatest(v.published_at, v.verified_at), v.created_at)) AS until
      FROM "job_alert_sent" s JOIN "job_vacancies" v ON v.id = s.job_vacancy_id
     GROUP BY s.job_alert_id
  ) x
 WHERE a.id = x.job_alert_id;
