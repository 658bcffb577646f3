ALTER TABLE "tier1_rules" ADD COLUMN "enforcement" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;