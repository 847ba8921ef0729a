-- Rows written before: transaction 0, older than any kept list (a constant default: no rewrite). New
-- rows: the transaction that inserts them.
ALTER TABLE "job_vacancies" ADD COLUMN "list_changed_xid" "xid8" DEFAULT '0'::xid8 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_vacancies" ALTER COLUMN "list_changed_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "job_vacancies_list_changed_idx" ON "job_vacancies" USING btree ("list_changed_xid");--> statement-breakpoint
-- docs/decisions/113: a vacancy's row is marked whenever a column the public list, its filters, its
-- orders, its search or the match read changes (not the counters: applicant_count, view_count).
CREATE FUNCTION job_vacancies_mark_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_changed_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_vacancies_list_changed BEFORE UPDATE ON job_vacancies FOR EACH ROW
WHEN (
  OLD.status IS DISTINCT FROM NEW.status
  OR OLD.publication_status IS DISTINCT FROM NEW.publication_status
  OR OLD.is_removed IS DISTINCT FROM NEW.is_removed
  OR OLD.is_invitation IS DISTINCT FROM NEW.is_invitation
  OR OLD.expired_at IS DISTINCT FROM NEW.expired_at
  OR OLD.reported_hidden_at IS DISTINCT FROM NEW.reported_hidden_at
  OR OLD.company_detail_id IS DISTINCT FROM NEW.company_detail_id
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.title IS DISTINCT FROM NEW.title
  OR OLD.position_other IS DISTINCT FROM NEW.position_other
  OR OLD.required_skills IS DISTINCT FROM NEW.required_skills
  OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.job_type_id IS DISTINCT FROM NEW.job_type_id
  OR OLD.province_code IS DISTINCT FROM NEW.province_code
  OR OLD.city_code IS DISTINCT FROM NEW.city_code
  OR OLD.district_code IS DISTINCT FROM NEW.district_code
  OR OLD.education_id IS DISTINCT FROM NEW.education_id
  OR OLD.salary IS DISTINCT FROM NEW.salary
  OR OLD.salary_type IS DISTINCT FROM NEW.salary_type
  OR OLD.year_experience IS DISTINCT FROM NEW.year_experience
  OR OLD.skill_ids IS DISTINCT FROM NEW.skill_ids
)
EXECUTE FUNCTION job_vacancies_mark_list_changed();--> statement-breakpoint
-- A company's status decides whether all its vacancies are public (lib/visibility.ts ofPublicCompany).
CREATE FUNCTION company_details_mark_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_vacancies SET list_changed_xid = pg_current_xact_id() WHERE company_detail_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER company_details_list_changed AFTER UPDATE OF status ON company_details FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION company_details_mark_list_changed();
