CREATE TABLE "admin_limits" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"min_shifts" integer NOT NULL,
	"max_shifts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"monthly_request_id" integer,
	"date" date NOT NULL,
	"mode" text NOT NULL,
	"any_shift" boolean DEFAULT false NOT NULL,
	"selected_shifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"current_progress" jsonb,
	"result" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "monthly_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"natural_language_request" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"answer" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text NOT NULL,
	"department" text NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"shift_type" text NOT NULL,
	"shift_name" text NOT NULL,
	"staff_id" integer NOT NULL,
	"start_time" text,
	"end_time" text,
	"is_conflict" boolean DEFAULT false NOT NULL,
	"conflict_reason" text,
	"is_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_months" (
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"status" text DEFAULT 'empty' NOT NULL,
	"generated_at" timestamp with time zone,
	"generated_by" integer,
	"published_at" timestamp with time zone,
	"published_by" integer,
	CONSTRAINT "schedule_months_year_month_pk" PRIMARY KEY("year","month")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"eligible_roles" jsonb NOT NULL,
	"is_specialty" boolean DEFAULT false NOT NULL,
	"counts_toward_total" boolean DEFAULT true NOT NULL,
	"exempt_from_circadian" boolean DEFAULT false NOT NULL,
	"points" real DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'PHYSICIAN' NOT NULL,
	"is_director" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"max_consecutive_days" integer DEFAULT 3 NOT NULL,
	"min_consecutive_days" integer DEFAULT 1 NOT NULL,
	"target_shifts_per_month" integer DEFAULT 15 NOT NULL,
	"min_shifts_per_month" integer DEFAULT 3 NOT NULL,
	"max_shifts_per_month" integer DEFAULT 16 NOT NULL,
	"shift_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferred_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avoided_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_weekends" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"natural_language_preferences" text DEFAULT '' NOT NULL,
	"enable_circadian_rhythm" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_preferences_staff_id_unique" UNIQUE("staff_id")
);
--> statement-breakpoint
CREATE TABLE "tier1_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_name" text NOT NULL,
	"rule_description" text NOT NULL,
	"is_enforced" boolean DEFAULT true NOT NULL,
	"rule_level" text DEFAULT 'institutional' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"staff_id" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"dashboard_widgets" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_staff_id_unique" UNIQUE("staff_id")
);
--> statement-breakpoint
CREATE TABLE "vacation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"request_notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by" integer,
	"response_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_template" (
	"day" text NOT NULL,
	"shift_type_id" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "weekly_template_day_shift_type_id_pk" PRIMARY KEY("day","shift_type_id")
);
--> statement-breakpoint
ALTER TABLE "admin_limits" ADD CONSTRAINT "admin_limits_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_requests" ADD CONSTRAINT "daily_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_requests" ADD CONSTRAINT "daily_requests_monthly_request_id_monthly_requests_id_fk" FOREIGN KEY ("monthly_request_id") REFERENCES "public"."monthly_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_sessions" ADD CONSTRAINT "generation_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_requests" ADD CONSTRAINT "monthly_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_created_staff_id_staff_id_fk" FOREIGN KEY ("created_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_months" ADD CONSTRAINT "schedule_months_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_months" ADD CONSTRAINT "schedule_months_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_preferences" ADD CONSTRAINT "standing_preferences_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD CONSTRAINT "vacation_requests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_requests" ADD CONSTRAINT "vacation_requests_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_template" ADD CONSTRAINT "weekly_template_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_requests_staff_date_uq" ON "daily_requests" USING btree ("staff_id","date");--> statement-breakpoint
CREATE INDEX "daily_requests_date_idx" ON "daily_requests" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "generation_sessions_one_running_uq" ON "generation_sessions" USING btree ("year","month") WHERE "generation_sessions"."status" = 'running';--> statement-breakpoint
CREATE INDEX "generation_sessions_month_idx" ON "generation_sessions" USING btree ("year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_requests_staff_month_uq" ON "monthly_requests" USING btree ("staff_id","year","month");--> statement-breakpoint
CREATE INDEX "monthly_requests_month_idx" ON "monthly_requests" USING btree ("year","month");--> statement-breakpoint
CREATE INDEX "registration_requests_status_idx" ON "registration_requests" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_entries_date_shift_staff_uq" ON "schedule_entries" USING btree ("date","shift_type","staff_id");--> statement-breakpoint
CREATE INDEX "schedule_entries_date_idx" ON "schedule_entries" USING btree ("date");--> statement-breakpoint
CREATE INDEX "schedule_entries_staff_date_idx" ON "schedule_entries" USING btree ("staff_id","date");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "vacation_requests_staff_idx" ON "vacation_requests" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "vacation_requests_dates_idx" ON "vacation_requests" USING btree ("start_date","end_date");