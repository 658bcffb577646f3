CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raised once per statement that changes schedule entries or staff (their names are part of a month's
-- entries as read): the month read's cache compares it (see schedule-repository.ts). A statement that
-- changes no row (a refused delete, say) leaves it alone, so it changes only with the data.
INSERT INTO "change_counters" ("name", "version") VALUES ('schedule', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_schedule_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "change_counters" SET "version" = "version" + 1 WHERE "name" = 'schedule';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_schedule_version_if_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    UPDATE "change_counters" SET "version" = "version" + 1 WHERE "name" = 'schedule';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "schedule_entries_inserted_bump_version" AFTER INSERT ON "schedule_entries"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_schedule_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedule_entries_updated_bump_version" AFTER UPDATE ON "schedule_entries"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_schedule_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedule_entries_deleted_bump_version" AFTER DELETE ON "schedule_entries"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_schedule_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "schedule_entries_truncated_bump_version" AFTER TRUNCATE ON "schedule_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_schedule_version"();
--> statement-breakpoint
CREATE TRIGGER "staff_updated_bump_schedule_version" AFTER UPDATE ON "staff"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_schedule_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "staff_deleted_bump_schedule_version" AFTER DELETE ON "staff"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_schedule_version_if_changed"();
--> statement-breakpoint
CREATE TRIGGER "staff_truncated_bump_schedule_version" AFTER TRUNCATE ON "staff"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_schedule_version"();
