CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raised once per statement that writes schedule entries or staff (their names are part of a month's
-- entries as read): the month read's cache compares it (see schedule-repository.ts).
INSERT INTO "change_counters" ("name", "version") VALUES ('schedule', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_schedule_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "change_counters" SET "version" = "version" + 1 WHERE "name" = 'schedule';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "schedule_entries_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schedule_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_schedule_version"();
--> statement-breakpoint
CREATE TRIGGER "staff_bump_schedule_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "staff"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_schedule_version"();
