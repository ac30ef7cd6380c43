-- The baseline: every table, function, policy, trigger, privilege and bucket of supabase/schemas,
-- made by `npm run db:diff -- baseline` from an empty project database, with what a diff cannot see
-- copied in from the schema files: their extensions, rows, job schedules and row changes.
-- Generated: read supabase/schemas instead, and change the database there.

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_net with schema extensions;
    exception when others then
      raise notice 'pg_net not enabled: %', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron not enabled: %', sqlerrm;
    end;
  end if;
end
$$;

create schema if not exists "private";

create table "private"."anonymous_uploads" (
    "id" bigint generated always as identity not null,
    "bucket_id" text not null,
    "object_name" text not null,
    "client_address" text not null,
    "uploaded_at" timestamp with time zone not null default now()
      );

alter table "private"."anonymous_uploads" enable row level security;

create table "private"."application_lookup_attempts" (
    "id" bigint generated always as identity not null,
    "client_address" text,
    "attempted_at" timestamp with time zone not null default now(),
    "reference_key" text,
    "contact_key" text
      );

alter table "private"."application_lookup_attempts" enable row level security;

create table "private"."application_reference_reservations" (
    "reference" text not null,
    "token_hash" bytea not null,
    "reserved_at" timestamp with time zone not null default now(),
    "expires_at" timestamp with time zone not null
      );

alter table "private"."application_reference_reservations" enable row level security;

create table "private"."application_submissions" (
    "id" bigint generated always as identity not null,
    "email" text not null,
    "client_address" text,
    "submitted_at" timestamp with time zone not null default now()
      );

create table "private"."confirmation_attempts" (
    "purpose" text not null,
    "client_address" text,
    "email_key" text not null,
    "attempted_at" timestamp with time zone not null default now()
      );

alter table "private"."confirmation_attempts" enable row level security;

create table "private"."confirmation_tokens" (
    "token_hash" bytea not null,
    "purpose" text not null,
    "application_id" uuid,
    "data_request_id" uuid,
    "alumni_registration_id" uuid,
    "expires_at" timestamp with time zone,
    "created_at" timestamp with time zone not null default now()
      );

alter table "private"."confirmation_tokens" enable row level security;

create table "private"."content_tables" (
    "table_name" text not null,
    "everyone_reads" boolean not null default false,
    "editors_write" boolean not null default false,
    "visitors_write" boolean not null default false,
    "file_columns" text[] not null default '{}'::text[]
      );

alter table "private"."content_tables" enable row level security;

create table "private"."event_calendar_day" (
    "id" boolean not null default true,
    "checked_day" date not null
      );

alter table "private"."event_calendar_day" enable row level security;

create table "private"."post_schedule_state" (
    "id" boolean not null default true,
    "checked_until" timestamp with time zone not null default now()
      );

alter table "private"."post_schedule_state" enable row level security;

create table "private"."receipt_counters" (
    "financial_year" text not null,
    "last_number" integer not null
      );

alter table "private"."receipt_counters" enable row level security;

create table "private"."reference_reservation_requests" (
    "id" bigint generated always as identity not null,
    "client_address" text,
    "requested_at" timestamp with time zone not null default now()
      );

alter table "private"."reference_reservation_requests" enable row level security;

create table "private"."retention_notices" (
    "subject_kind" text not null,
    "subject_id" uuid not null,
    "due_at" timestamp with time zone not null,
    "outbox_id" bigint,
    "noticed_at" timestamp with time zone not null default now()
      );

alter table "private"."retention_notices" enable row level security;

create table "private"."site_publish_state" (
    "id" boolean not null default true,
    "changed_at" timestamp with time zone,
    "requested_at" timestamp with time zone,
    "revision" bigint not null default 0,
    "build_revision" bigint not null default 0,
    "dispatch_pending_since" timestamp with time zone,
    "dispatched_at" timestamp with time zone,
    "status" text not null default 'idle'::text,
    "build_started_at" timestamp with time zone,
    "last_published_at" timestamp with time zone,
    "last_error" text,
    "visitor_pending_since" timestamp with time zone,
    "visitor_changed_at" timestamp with time zone,
    "visitor_released_at" timestamp with time zone[] not null default '{}'::timestamp with time zone[],
    "visitor_quiet_seconds" integer not null default 300,
    "visitor_max_wait_seconds" integer not null default 1800,
    "visitor_max_releases_per_hour" integer not null default 4
      );

alter table "private"."site_publish_state" enable row level security;

create table "private"."storage_objects_to_purge" (
    "bucket_id" text not null,
    "name" text not null,
    "marked_at" timestamp with time zone not null default now()
      );

alter table "private"."storage_objects_to_purge" enable row level security;

create table "public"."about_gallery" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "image_url" text not null,
    "description" text not null default ''::text,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text,
    "description_te" text
      );

alter table "public"."about_gallery" enable row level security;

create table "public"."about_sections" (
    "id" uuid not null default gen_random_uuid(),
    "section_type" text not null,
    "title" text not null,
    "content" text not null default ''::text,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text,
    "content_te" text
      );

alter table "public"."about_sections" enable row level security;

create table "public"."alumni_directory" (
    "id" uuid not null,
    "name" text not null,
    "graduation_year" integer not null,
    "degree" text not null,
    "current_position" text,
    "organization" text,
    "location" text,
    "image_url" text,
    "bio" text,
    "testimonial" text,
    "updated_at" timestamp with time zone not null
      );

alter table "public"."alumni_directory" enable row level security;

create table "public"."alumni_profiles" (
    "id" uuid not null default gen_random_uuid(),
    "name" text not null,
    "graduation_year" integer not null,
    "degree" text not null,
    "current_position" text,
    "organization" text,
    "location" text,
    "image_url" text,
    "bio" text,
    "testimonial" text,
    "updated_at" timestamp with time zone not null default now(),
    "public_fields" text[] not null default '{}'::text[],
    "public_fields_consent" text,
    "public_fields_recorded_by" uuid,
    "public_fields_recorded_at" timestamp with time zone
      );

alter table "public"."alumni_profiles" enable row level security;

create table "public"."alumni_registrations" (
    "id" uuid not null default gen_random_uuid(),
    "name" text,
    "graduation_year" integer,
    "degree" text,
    "current_position" text,
    "organization" text,
    "location" text,
    "bio" text,
    "testimonial" text,
    "image_url" text,
    "email" text,
    "language" text not null default 'en'::text,
    "status" text not null default 'unconfirmed'::text,
    "consent_notice_version" integer not null,
    "consent_language" text not null,
    "consent_at" timestamp with time zone not null default now(),
    "created_at" timestamp with time zone not null default now(),
    "confirmed_at" timestamp with time zone,
    "reviewed_at" timestamp with time zone,
    "reviewed_by" uuid,
    "review_note" text,
    "alumni_profile_id" uuid,
    "public_fields" text[] not null default '{}'::text[]
      );

alter table "public"."alumni_registrations" enable row level security;

create table "public"."application_limits" (
    "id" smallint not null default 1,
    "max_per_email_per_hour" integer not null default 5,
    "max_per_client_address_per_hour" integer not null default 30,
    "updated_at" timestamp with time zone not null default now(),
    "max_profile_updates_per_client_address_per_hour" integer not null default 30,
    "max_payment_screenshots_per_client_address_per_hour" integer not null default 5,
    "max_alumni_photos_per_client_address_per_hour" integer not null default 5,
    "max_reference_reservations_per_client_address_per_hour" integer not null default 20,
    "max_live_reference_reservations" integer not null default 10000
      );

alter table "public"."application_limits" enable row level security;

create table "public"."application_status_history" (
    "id" bigint generated always as identity not null,
    "application_id" uuid not null,
    "from_status" text,
    "to_status" text not null,
    "note" text,
    "changed_by" uuid,
    "changed_by_email" text,
    "changed_at" timestamp with time zone not null default now()
      );

alter table "public"."application_status_history" enable row level security;

create table "public"."audit_log" (
    "id" bigint generated always as identity not null,
    "at" timestamp with time zone not null default now(),
    "actor_id" uuid,
    "actor_email" text,
    "actor_role" text,
    "action" text not null,
    "table_name" text,
    "record_id" text,
    "before" jsonb,
    "after" jsonb,
    "details" jsonb
      );

alter table "public"."audit_log" enable row level security;

create table "public"."banners" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "subtitle" text,
    "image_url" text not null,
    "button_text" text,
    "button_link" text,
    "active" boolean not null default true,
    "order_index" integer not null default 0,
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text,
    "subtitle_te" text,
    "button_text_te" text
      );

alter table "public"."banners" enable row level security;

create table "public"."campus_life" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "content" text not null,
    "image_url" text not null,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text,
    "content_te" text
      );

alter table "public"."campus_life" enable row level security;

create table "public"."campus_life_gallery" (
    "id" uuid not null default gen_random_uuid(),
    "image_url" text not null,
    "caption" text,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "caption_te" text
      );

alter table "public"."campus_life_gallery" enable row level security;

create table "public"."content_deletions" (
    "id" bigint generated always as identity not null,
    "table_name" text not null,
    "row_id" uuid not null,
    "deleted_at" timestamp with time zone not null default now()
      );

alter table "public"."content_deletions" enable row level security;

create table "public"."content_versions" (
    "id" bigint generated always as identity not null,
    "table_name" text not null,
    "record_id" uuid not null,
    "operation" text not null,
    "row_data" jsonb not null,
    "changed_by" uuid,
    "changed_by_role" text,
    "client_address" text,
    "changed_at" timestamp with time zone not null default now(),
    "file_paths" text[] not null default '{}'::text[],
    "consent_notice_version" integer,
    "consent_language" text,
    "consent_at" timestamp with time zone
      );

alter table "public"."content_versions" enable row level security;

create table "public"."courses" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "description" text not null,
    "duration" text not null,
    "schedule" text,
    "intake" integer,
    "program_type" text not null,
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text,
    "description_te" text,
    "duration_te" text,
    "schedule_te" text
      );

alter table "public"."courses" enable row level security;

create table "public"."data_requests" (
    "id" uuid not null default gen_random_uuid(),
    "kind" text not null,
    "email" text,
    "language" text not null default 'en'::text,
    "details" text,
    "status" text not null default 'unconfirmed'::text,
    "created_at" timestamp with time zone not null default now(),
    "confirmed_at" timestamp with time zone,
    "due_at" timestamp with time zone,
    "answered_at" timestamp with time zone,
    "answered_by" uuid,
    "refusal_reason" text,
    "records_erased" integer,
    "personal_data_forgotten_at" timestamp with time zone
      );

alter table "public"."data_requests" enable row level security;

create table "public"."deleted_registrations" (
    "id" uuid not null default gen_random_uuid(),
    "table_name" text not null,
    "row_data" jsonb not null,
    "deleted_at" timestamp with time zone not null default now()
      );

alter table "public"."deleted_registrations" enable row level security;

create table "public"."donation_info" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "qr_code_url" text not null,
    "bank_name" text not null,
    "account_holder" text not null,
    "account_number" text not null,
    "ifsc_code" text not null,
    "branch" text not null,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text
      );

alter table "public"."donation_info" enable row level security;

create table "public"."downloads" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "description" text,
    "file_url" text not null,
    "image_url" text not null,
    "category" text,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text,
    "description_te" text,
    "category_te" text
      );

alter table "public"."downloads" enable row level security;

create table "public"."erasure_log" (
    "id" bigint generated always as identity not null,
    "erased_at" timestamp with time zone not null default now(),
    "reason" text not null,
    "kind" text not null,
    "items" integer not null
      );

alter table "public"."erasure_log" enable row level security;

create table "public"."events" (
    "id" uuid not null default gen_random_uuid(),
    "slug" text not null,
    "title" text not null,
    "title_te" text,
    "summary" text not null,
    "summary_te" text,
    "description" text not null default ''::text,
    "description_te" text,
    "place" text not null,
    "place_te" text,
    "all_day" boolean not null default false,
    "starts_at" timestamp with time zone,
    "ends_at" timestamp with time zone,
    "start_date" date,
    "end_date" date,
    "image_url" text,
    "image_alt" text,
    "image_alt_te" text,
    "first_day" date generated always as (COALESCE(start_date, ((starts_at AT TIME ZONE 'Asia/Kolkata'::text))::date)) stored,
    "last_day" date generated always as (COALESCE(end_date, ((ends_at AT TIME ZONE 'Asia/Kolkata'::text))::date)) stored,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now()
      );

alter table "public"."events" enable row level security;

create table "public"."gallery" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "image_url" text not null,
    "description" text,
    "category" text,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text,
    "description_te" text
      );

alter table "public"."gallery" enable row level security;

create table "public"."mail_outbox" (
    "id" bigint generated always as identity not null,
    "kind" text not null,
    "from_address" text not null,
    "to_addresses" text[] not null,
    "language" text not null default 'en'::text,
    "parameters" jsonb not null default '{}'::jsonb,
    "application_id" uuid,
    "registration_id" uuid,
    "status" text not null default 'pending'::text,
    "attempts" integer not null default 0,
    "last_error" text,
    "next_attempt_at" timestamp with time zone not null default now(),
    "sent_at" timestamp with time zone,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "body_purged_at" timestamp with time zone,
    "data_request_id" uuid,
    "alumni_registration_id" uuid
      );

alter table "public"."mail_outbox" enable row level security;

create table "public"."mail_settings" (
    "id" smallint not null default 1,
    "office_addresses" text[] not null default '{admissions@example.com}'::text[],
    "from_address" text not null default 'Admissions <admissions@example.com>'::text,
    "school_name" text not null default 'Vijayawada Women''s Bible Seminary'::text,
    "site_url" text not null default 'http://localhost:4321'::text,
    "updated_at" timestamp with time zone not null default now()
      );

alter table "public"."mail_settings" enable row level security;

create table "public"."payment_settings" (
    "id" smallint not null default 1,
    "upi_vpa" text,
    "payee_name" text,
    "fee_residential" numeric(9,2),
    "fee_hybrid" numeric(9,2),
    "fee_online" numeric(9,2),
    "updated_at" timestamp with time zone not null default now()
      );

alter table "public"."payment_settings" enable row level security;

create table "public"."posts" (
    "id" uuid not null default gen_random_uuid(),
    "slug" text not null,
    "title" text not null,
    "title_te" text,
    "summary" text not null,
    "summary_te" text,
    "body" text not null default ''::text,
    "body_te" text,
    "cover_image_url" text,
    "cover_alt" text,
    "cover_alt_te" text,
    "published_at" timestamp with time zone not null default now(),
    "draft" boolean not null default true,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now()
      );

alter table "public"."posts" enable row level security;

create table "public"."privacy_notice" (
    "id" smallint not null default 1,
    "version" integer not null default 1,
    "summary" text not null,
    "summary_te" text,
    "collected" text not null,
    "collected_te" text,
    "purposes" text not null,
    "purposes_te" text,
    "retention" text not null,
    "retention_te" text,
    "rights" text not null,
    "rights_te" text,
    "requests" text not null,
    "requests_te" text,
    "complaints" text not null,
    "complaints_te" text,
    "grievance_officer_name" text not null,
    "grievance_officer_email" text not null,
    "grievance_officer_phone" text,
    "updated_at" timestamp with time zone not null default now()
      );

alter table "public"."privacy_notice" enable row level security;

create table "public"."privacy_notice_versions" (
    "id" bigint generated always as identity not null,
    "version" integer not null,
    "notice" jsonb not null,
    "published_at" timestamp with time zone not null default now(),
    "superseded_at" timestamp with time zone
      );

alter table "public"."privacy_notice_versions" enable row level security;

create table "public"."registrations" (
    "id" uuid not null default gen_random_uuid(),
    "name" text not null,
    "email" text not null,
    "phone" text,
    "state" text,
    "city" text,
    "address" text,
    "comments" text,
    "program_interest" text not null,
    "course_id" uuid,
    "contacted" boolean not null default false,
    "honeypot" text,
    "created_at" timestamp with time zone not null default now(),
    "language" text not null default 'en'::text,
    "consent_notice_version" integer,
    "consent_language" text,
    "consent_at" timestamp with time zone
      );

alter table "public"."registrations" enable row level security;

create table "public"."retention_settings" (
    "id" smallint not null default 1,
    "enquiry_months" integer not null default 12,
    "not_accepted_application_months" integer not null default 12,
    "payment_screenshot_days" integer not null default 90,
    "sent_mail_body_days" integer not null default 30,
    "trash_days" integer not null default 30,
    "updated_at" timestamp with time zone not null default now(),
    "request_response_days" integer not null default 30
      );

alter table "public"."retention_settings" enable row level security;

create table "public"."site_logo" (
    "id" uuid not null default gen_random_uuid(),
    "logo_url" text not null,
    "alt_text" text,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "alt_text_te" text
      );

alter table "public"."site_logo" enable row level security;

create table "public"."staff_roles" (
    "user_id" uuid not null,
    "role" text not null,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now()
      );

alter table "public"."staff_roles" enable row level security;

create table "public"."statistics" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "value" integer not null,
    "icon_name" text not null default 'GraduationCap'::text,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text
      );

alter table "public"."statistics" enable row level security;

create table "public"."student_registrations" (
    "id" uuid not null default gen_random_uuid(),
    "name" text not null,
    "email" text not null,
    "phone" text,
    "address" text,
    "city" text,
    "state" text,
    "date_of_birth" date,
    "gender" text,
    "education_level" text,
    "previous_institution" text,
    "program_interest" text not null,
    "course_id" uuid,
    "start_date" text,
    "comments" text,
    "payment_screenshot_url" text not null,
    "contacted" boolean not null default false,
    "honeypot" text,
    "created_at" timestamp with time zone not null default now(),
    "reference" text not null default ''::text,
    "status" text not null default 'received'::text,
    "status_changed_at" timestamp with time zone not null default now(),
    "idempotency_key" uuid,
    "language" text not null default 'en'::text,
    "consent_notice_version" integer,
    "consent_language" text,
    "consent_at" timestamp with time zone,
    "guardian_name" text,
    "guardian_contact" text,
    "guardian_consent_notice_version" integer,
    "guardian_consent_language" text,
    "guardian_consent_at" timestamp with time zone,
    "payment_screenshot_erased_at" timestamp with time zone,
    "payment_utr" text,
    "payment_verified_at" timestamp with time zone,
    "recommender_name" text,
    "recommender_church" text,
    "recommender_email" text,
    "recommender_consent_notice_version" integer,
    "recommender_consent_at" timestamp with time zone,
    "recommendation_requested_at" timestamp with time zone,
    "recommendation_reminded_at" timestamp with time zone,
    "recommendation_expires_at" timestamp with time zone,
    "recommendation_received_at" timestamp with time zone,
    "recommendation_known_for" text,
    "recommendation_church" text,
    "recommendation_text" text,
    "recommendation_recommends" boolean,
    "checklist_missing" text[] not null default '{}'::text[]
      );

alter table "public"."student_registrations" enable row level security;

create table "public"."teachers" (
    "id" uuid not null default gen_random_uuid(),
    "name" text not null,
    "position" text not null,
    "bio" text not null,
    "image_url" text not null,
    "facebook_url" text,
    "twitter_url" text,
    "instagram_url" text,
    "linkedin_url" text,
    "updated_at" timestamp with time zone not null default now(),
    "position_te" text,
    "bio_te" text
      );

alter table "public"."teachers" enable row level security;

create table "public"."verified_payments" (
    "id" uuid not null default gen_random_uuid(),
    "application_id" uuid,
    "receipt_number" text not null,
    "financial_year" text not null,
    "receipt_sequence" integer not null,
    "paid_on" date not null,
    "amount" numeric(9,2) not null,
    "utr" text,
    "matched_by" text not null,
    "verified_by" uuid,
    "verified_at" timestamp with time zone not null default now()
      );

alter table "public"."verified_payments" enable row level security;

create table "public"."videos" (
    "id" uuid not null default gen_random_uuid(),
    "title" text not null,
    "subtitle" text not null default ''::text,
    "video_url" text not null,
    "thumbnail_url" text not null,
    "description" text not null default ''::text,
    "created_at" timestamp with time zone not null default now(),
    "updated_at" timestamp with time zone not null default now(),
    "title_te" text,
    "subtitle_te" text,
    "description_te" text
      );

alter table "public"."videos" enable row level security;

CREATE INDEX anonymous_uploads_client_address_idx ON private.anonymous_uploads USING btree (client_address, bucket_id, uploaded_at);

CREATE UNIQUE INDEX anonymous_uploads_pkey ON private.anonymous_uploads USING btree (id);

CREATE INDEX anonymous_uploads_uploaded_at_idx ON private.anonymous_uploads USING btree (uploaded_at);

CREATE INDEX application_lookup_attempts_attempted_at_idx ON private.application_lookup_attempts USING btree (attempted_at);

CREATE INDEX application_lookup_attempts_client_address_idx ON private.application_lookup_attempts USING btree (client_address, attempted_at);

CREATE INDEX application_lookup_attempts_contact_key_idx ON private.application_lookup_attempts USING btree (contact_key, attempted_at);

CREATE UNIQUE INDEX application_lookup_attempts_pkey ON private.application_lookup_attempts USING btree (id);

CREATE INDEX application_lookup_attempts_reference_key_idx ON private.application_lookup_attempts USING btree (reference_key, attempted_at);

CREATE INDEX application_reference_reservations_expires_at_idx ON private.application_reference_reservations USING btree (expires_at);

CREATE UNIQUE INDEX application_reference_reservations_pkey ON private.application_reference_reservations USING btree (reference);

CREATE UNIQUE INDEX application_reference_reservations_token_hash_key ON private.application_reference_reservations USING btree (token_hash);

CREATE INDEX application_submissions_client_address_idx ON private.application_submissions USING btree (client_address, submitted_at);

CREATE INDEX application_submissions_email_idx ON private.application_submissions USING btree (email, submitted_at);

CREATE UNIQUE INDEX application_submissions_pkey ON private.application_submissions USING btree (id);

CREATE INDEX application_submissions_submitted_at_idx ON private.application_submissions USING btree (submitted_at);

CREATE INDEX confirmation_attempts_attempted_at_idx ON private.confirmation_attempts USING btree (attempted_at);

CREATE INDEX confirmation_attempts_client_address_idx ON private.confirmation_attempts USING btree (purpose, client_address, attempted_at);

CREATE INDEX confirmation_attempts_email_key_idx ON private.confirmation_attempts USING btree (purpose, email_key, attempted_at);

CREATE INDEX confirmation_tokens_alumni_registration_id_idx ON private.confirmation_tokens USING btree (alumni_registration_id);

CREATE INDEX confirmation_tokens_application_id_idx ON private.confirmation_tokens USING btree (application_id);

CREATE INDEX confirmation_tokens_data_request_id_idx ON private.confirmation_tokens USING btree (data_request_id);

CREATE UNIQUE INDEX confirmation_tokens_pkey ON private.confirmation_tokens USING btree (token_hash);

CREATE UNIQUE INDEX content_tables_pkey ON private.content_tables USING btree (table_name);

CREATE UNIQUE INDEX event_calendar_day_pkey ON private.event_calendar_day USING btree (id);

CREATE UNIQUE INDEX post_schedule_state_pkey ON private.post_schedule_state USING btree (id);

CREATE UNIQUE INDEX receipt_counters_pkey ON private.receipt_counters USING btree (financial_year);

CREATE INDEX reference_reservation_requests_client_address_idx ON private.reference_reservation_requests USING btree (client_address, requested_at);

CREATE UNIQUE INDEX reference_reservation_requests_pkey ON private.reference_reservation_requests USING btree (id);

CREATE INDEX reference_reservation_requests_requested_at_idx ON private.reference_reservation_requests USING btree (requested_at);

CREATE UNIQUE INDEX retention_notices_pkey ON private.retention_notices USING btree (subject_kind, subject_id);

CREATE INDEX retention_notices_subject_id_idx ON private.retention_notices USING btree (subject_id);

CREATE UNIQUE INDEX site_publish_state_pkey ON private.site_publish_state USING btree (id);

CREATE UNIQUE INDEX storage_objects_to_purge_pkey ON private.storage_objects_to_purge USING btree (bucket_id, name);

CREATE INDEX about_gallery_created_at_idx ON public.about_gallery USING btree (created_at DESC);

CREATE UNIQUE INDEX about_gallery_pkey ON public.about_gallery USING btree (id);

CREATE INDEX about_gallery_updated_at_idx ON public.about_gallery USING btree (updated_at);

CREATE INDEX about_sections_created_at_idx ON public.about_sections USING btree (created_at);

CREATE UNIQUE INDEX about_sections_pkey ON public.about_sections USING btree (id);

CREATE INDEX about_sections_updated_at_idx ON public.about_sections USING btree (updated_at);

CREATE INDEX alumni_directory_graduation_year_idx ON public.alumni_directory USING btree (graduation_year DESC, name, id);

CREATE INDEX alumni_directory_name_idx ON public.alumni_directory USING btree (name);

CREATE UNIQUE INDEX alumni_directory_pkey ON public.alumni_directory USING btree (id);

CREATE INDEX alumni_profiles_graduation_year_idx ON public.alumni_profiles USING btree (graduation_year DESC);

CREATE INDEX alumni_profiles_name_idx ON public.alumni_profiles USING btree (name);

CREATE UNIQUE INDEX alumni_profiles_pkey ON public.alumni_profiles USING btree (id);

CREATE INDEX alumni_profiles_updated_at_idx ON public.alumni_profiles USING btree (updated_at);

CREATE INDEX alumni_registrations_alumni_profile_id_idx ON public.alumni_registrations USING btree (alumni_profile_id);

CREATE INDEX alumni_registrations_created_at_idx ON public.alumni_registrations USING btree (created_at);

CREATE INDEX alumni_registrations_email_idx ON public.alumni_registrations USING btree (lower(btrim(email)));

CREATE UNIQUE INDEX alumni_registrations_pkey ON public.alumni_registrations USING btree (id);

CREATE INDEX alumni_registrations_status_idx ON public.alumni_registrations USING btree (status, confirmed_at);

CREATE UNIQUE INDEX application_limits_pkey ON public.application_limits USING btree (id);

CREATE INDEX application_status_history_application_id_idx ON public.application_status_history USING btree (application_id, changed_at DESC);

CREATE UNIQUE INDEX application_status_history_pkey ON public.application_status_history USING btree (id);

CREATE INDEX audit_log_actor_email_idx ON public.audit_log USING btree (lower(actor_email), at DESC);

CREATE INDEX audit_log_at_idx ON public.audit_log USING btree (at DESC, id DESC);

CREATE UNIQUE INDEX audit_log_pkey ON public.audit_log USING btree (id);

CREATE INDEX audit_log_record_idx ON public.audit_log USING btree (table_name, record_id) WHERE (record_id IS NOT NULL);

CREATE INDEX audit_log_table_name_idx ON public.audit_log USING btree (table_name, at DESC);

CREATE INDEX banners_active_order_index_idx ON public.banners USING btree (order_index) WHERE active;

CREATE INDEX banners_order_index_idx ON public.banners USING btree (order_index);

CREATE UNIQUE INDEX banners_pkey ON public.banners USING btree (id);

CREATE INDEX banners_updated_at_idx ON public.banners USING btree (updated_at);

CREATE INDEX campus_life_created_at_idx ON public.campus_life USING btree (created_at DESC);

CREATE INDEX campus_life_gallery_created_at_idx ON public.campus_life_gallery USING btree (created_at DESC);

CREATE UNIQUE INDEX campus_life_gallery_pkey ON public.campus_life_gallery USING btree (id);

CREATE INDEX campus_life_gallery_updated_at_idx ON public.campus_life_gallery USING btree (updated_at);

CREATE UNIQUE INDEX campus_life_pkey ON public.campus_life USING btree (id);

CREATE INDEX campus_life_updated_at_idx ON public.campus_life USING btree (updated_at);

CREATE INDEX content_deletions_deleted_at_idx ON public.content_deletions USING btree (deleted_at);

CREATE UNIQUE INDEX content_deletions_pkey ON public.content_deletions USING btree (id);

CREATE INDEX content_deletions_table_name_deleted_at_idx ON public.content_deletions USING btree (table_name, deleted_at);

CREATE INDEX content_versions_client_address_idx ON public.content_versions USING btree (client_address, changed_at) WHERE (client_address IS NOT NULL);

CREATE INDEX content_versions_consent_notice_version_idx ON public.content_versions USING btree (consent_notice_version);

CREATE INDEX content_versions_deleted_idx ON public.content_versions USING btree (table_name, changed_at DESC) WHERE (operation = 'delete'::text);

CREATE INDEX content_versions_file_paths_idx ON public.content_versions USING gin (file_paths);

CREATE UNIQUE INDEX content_versions_pkey ON public.content_versions USING btree (id);

CREATE INDEX content_versions_record_idx ON public.content_versions USING btree (table_name, record_id, id DESC);

CREATE UNIQUE INDEX courses_pkey ON public.courses USING btree (id);

CREATE INDEX courses_program_type_title_idx ON public.courses USING btree (program_type, title);

CREATE INDEX courses_title_idx ON public.courses USING btree (title);

CREATE INDEX courses_updated_at_idx ON public.courses USING btree (updated_at);

CREATE INDEX data_requests_created_at_idx ON public.data_requests USING btree (created_at);

CREATE INDEX data_requests_email_idx ON public.data_requests USING btree (lower(btrim(email)));

CREATE UNIQUE INDEX data_requests_pkey ON public.data_requests USING btree (id);

CREATE INDEX data_requests_status_due_at_idx ON public.data_requests USING btree (status, due_at);

CREATE INDEX deleted_registrations_deleted_at_idx ON public.deleted_registrations USING btree (deleted_at DESC);

CREATE INDEX deleted_registrations_payment_screenshot_idx ON public.deleted_registrations USING btree (((row_data ->> 'payment_screenshot_url'::text))) WHERE (table_name = 'student_registrations'::text);

CREATE INDEX deleted_registrations_person_email_idx ON public.deleted_registrations USING btree (lower(btrim((row_data ->> 'email'::text))));

CREATE UNIQUE INDEX deleted_registrations_pkey ON public.deleted_registrations USING btree (id);

CREATE INDEX donation_info_created_at_idx ON public.donation_info USING btree (created_at DESC);

CREATE UNIQUE INDEX donation_info_pkey ON public.donation_info USING btree (id);

CREATE INDEX donation_info_updated_at_idx ON public.donation_info USING btree (updated_at);

CREATE INDEX downloads_created_at_idx ON public.downloads USING btree (created_at DESC);

CREATE UNIQUE INDEX downloads_pkey ON public.downloads USING btree (id);

CREATE INDEX downloads_updated_at_idx ON public.downloads USING btree (updated_at);

CREATE INDEX erasure_log_erased_at_idx ON public.erasure_log USING btree (erased_at DESC);

CREATE UNIQUE INDEX erasure_log_pkey ON public.erasure_log USING btree (id);

CREATE INDEX events_first_day_idx ON public.events USING btree (first_day, starts_at);

CREATE INDEX events_last_day_idx ON public.events USING btree (last_day);

CREATE UNIQUE INDEX events_pkey ON public.events USING btree (id);

CREATE UNIQUE INDEX events_slug_key ON public.events USING btree (slug);

CREATE INDEX events_title_idx ON public.events USING btree (title);

CREATE INDEX events_updated_at_idx ON public.events USING btree (updated_at);

CREATE INDEX gallery_created_at_idx ON public.gallery USING btree (created_at DESC);

CREATE UNIQUE INDEX gallery_pkey ON public.gallery USING btree (id);

CREATE INDEX gallery_updated_at_idx ON public.gallery USING btree (updated_at);

CREATE INDEX mail_outbox_alumni_registration_id_idx ON public.mail_outbox USING btree (alumni_registration_id);

CREATE INDEX mail_outbox_application_id_idx ON public.mail_outbox USING btree (application_id);

CREATE INDEX mail_outbox_created_at_idx ON public.mail_outbox USING btree (created_at DESC);

CREATE INDEX mail_outbox_data_request_id_idx ON public.mail_outbox USING btree (data_request_id);

CREATE INDEX mail_outbox_due_idx ON public.mail_outbox USING btree (next_attempt_at) WHERE (status = ANY (ARRAY['pending'::text, 'sending'::text]));

CREATE UNIQUE INDEX mail_outbox_pkey ON public.mail_outbox USING btree (id);

CREATE INDEX mail_outbox_registration_id_idx ON public.mail_outbox USING btree (registration_id);

CREATE INDEX mail_outbox_status_idx ON public.mail_outbox USING btree (status, created_at DESC);

CREATE UNIQUE INDEX mail_settings_pkey ON public.mail_settings USING btree (id);

CREATE UNIQUE INDEX payment_settings_pkey ON public.payment_settings USING btree (id);

CREATE UNIQUE INDEX posts_pkey ON public.posts USING btree (id);

CREATE INDEX posts_published_at_idx ON public.posts USING btree (published_at DESC, id);

CREATE UNIQUE INDEX posts_slug_key ON public.posts USING btree (slug);

CREATE INDEX posts_updated_at_idx ON public.posts USING btree (updated_at);

CREATE UNIQUE INDEX privacy_notice_pkey ON public.privacy_notice USING btree (id);

CREATE UNIQUE INDEX privacy_notice_versions_pkey ON public.privacy_notice_versions USING btree (id);

CREATE UNIQUE INDEX privacy_notice_versions_version_key ON public.privacy_notice_versions USING btree (version);

CREATE INDEX registrations_consent_notice_version_idx ON public.registrations USING btree (consent_notice_version);

CREATE INDEX registrations_course_id_idx ON public.registrations USING btree (course_id);

CREATE INDEX registrations_created_at_idx ON public.registrations USING btree (created_at DESC);

CREATE INDEX registrations_person_email_idx ON public.registrations USING btree (lower(btrim(email)));

CREATE UNIQUE INDEX registrations_pkey ON public.registrations USING btree (id);

CREATE UNIQUE INDEX retention_settings_pkey ON public.retention_settings USING btree (id);

CREATE INDEX site_logo_created_at_idx ON public.site_logo USING btree (created_at DESC);

CREATE UNIQUE INDEX site_logo_pkey ON public.site_logo USING btree (id);

CREATE INDEX site_logo_updated_at_idx ON public.site_logo USING btree (updated_at);

CREATE UNIQUE INDEX staff_roles_pkey ON public.staff_roles USING btree (user_id);

CREATE INDEX staff_roles_role_idx ON public.staff_roles USING btree (role);

CREATE INDEX statistics_created_at_idx ON public.statistics USING btree (created_at);

CREATE UNIQUE INDEX statistics_pkey ON public.statistics USING btree (id);

CREATE INDEX statistics_updated_at_idx ON public.statistics USING btree (updated_at);

CREATE INDEX student_registrations_consent_notice_version_idx ON public.student_registrations USING btree (consent_notice_version);

CREATE INDEX student_registrations_course_id_idx ON public.student_registrations USING btree (course_id);

CREATE INDEX student_registrations_created_at_idx ON public.student_registrations USING btree (created_at DESC);

CREATE INDEX student_registrations_guardian_consent_notice_version_idx ON public.student_registrations USING btree (guardian_consent_notice_version);

CREATE UNIQUE INDEX student_registrations_idempotency_key_key ON public.student_registrations USING btree (idempotency_key);

CREATE UNIQUE INDEX student_registrations_payment_screenshot_url_key ON public.student_registrations USING btree (payment_screenshot_url);

CREATE INDEX student_registrations_payment_unverified_idx ON public.student_registrations USING btree (created_at DESC) WHERE (payment_verified_at IS NULL);

CREATE INDEX student_registrations_payment_utr_idx ON public.student_registrations USING btree (payment_utr);

CREATE INDEX student_registrations_person_email_idx ON public.student_registrations USING btree (lower(btrim(email)));

CREATE UNIQUE INDEX student_registrations_pkey ON public.student_registrations USING btree (id);

CREATE INDEX student_registrations_recommendation_waiting_idx ON public.student_registrations USING btree (recommendation_requested_at) WHERE ((recommendation_received_at IS NULL) AND (recommendation_reminded_at IS NULL));

CREATE INDEX student_registrations_recommender_consent_notice_version_idx ON public.student_registrations USING btree (recommender_consent_notice_version);

CREATE INDEX student_registrations_recommender_email_idx ON public.student_registrations USING btree (lower(btrim(recommender_email)));

CREATE UNIQUE INDEX student_registrations_reference_key ON public.student_registrations USING btree (reference);

CREATE INDEX student_registrations_status_idx ON public.student_registrations USING btree (status, created_at DESC);

CREATE INDEX teachers_name_idx ON public.teachers USING btree (name);

CREATE UNIQUE INDEX teachers_pkey ON public.teachers USING btree (id);

CREATE INDEX teachers_updated_at_idx ON public.teachers USING btree (updated_at);

CREATE UNIQUE INDEX verified_payments_application_id_key ON public.verified_payments USING btree (application_id);

CREATE UNIQUE INDEX verified_payments_pkey ON public.verified_payments USING btree (id);

CREATE UNIQUE INDEX verified_payments_receipt_number_key ON public.verified_payments USING btree (receipt_number);

CREATE UNIQUE INDEX verified_payments_receipt_sequence_key ON public.verified_payments USING btree (financial_year, receipt_sequence);

CREATE UNIQUE INDEX verified_payments_utr_key ON public.verified_payments USING btree (utr);

CREATE INDEX videos_created_at_idx ON public.videos USING btree (created_at DESC);

CREATE UNIQUE INDEX videos_pkey ON public.videos USING btree (id);

CREATE INDEX videos_updated_at_idx ON public.videos USING btree (updated_at);

alter table "private"."anonymous_uploads" add constraint "anonymous_uploads_pkey" PRIMARY KEY using index "anonymous_uploads_pkey";

alter table "private"."application_lookup_attempts" add constraint "application_lookup_attempts_pkey" PRIMARY KEY using index "application_lookup_attempts_pkey";

alter table "private"."application_reference_reservations" add constraint "application_reference_reservations_pkey" PRIMARY KEY using index "application_reference_reservations_pkey";

alter table "private"."application_submissions" add constraint "application_submissions_pkey" PRIMARY KEY using index "application_submissions_pkey";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_pkey" PRIMARY KEY using index "confirmation_tokens_pkey";

alter table "private"."content_tables" add constraint "content_tables_pkey" PRIMARY KEY using index "content_tables_pkey";

alter table "private"."event_calendar_day" add constraint "event_calendar_day_pkey" PRIMARY KEY using index "event_calendar_day_pkey";

alter table "private"."post_schedule_state" add constraint "post_schedule_state_pkey" PRIMARY KEY using index "post_schedule_state_pkey";

alter table "private"."receipt_counters" add constraint "receipt_counters_pkey" PRIMARY KEY using index "receipt_counters_pkey";

alter table "private"."reference_reservation_requests" add constraint "reference_reservation_requests_pkey" PRIMARY KEY using index "reference_reservation_requests_pkey";

alter table "private"."retention_notices" add constraint "retention_notices_pkey" PRIMARY KEY using index "retention_notices_pkey";

alter table "private"."site_publish_state" add constraint "site_publish_state_pkey" PRIMARY KEY using index "site_publish_state_pkey";

alter table "private"."storage_objects_to_purge" add constraint "storage_objects_to_purge_pkey" PRIMARY KEY using index "storage_objects_to_purge_pkey";

alter table "public"."about_gallery" add constraint "about_gallery_pkey" PRIMARY KEY using index "about_gallery_pkey";

alter table "public"."about_sections" add constraint "about_sections_pkey" PRIMARY KEY using index "about_sections_pkey";

alter table "public"."alumni_directory" add constraint "alumni_directory_pkey" PRIMARY KEY using index "alumni_directory_pkey";

alter table "public"."alumni_profiles" add constraint "alumni_profiles_pkey" PRIMARY KEY using index "alumni_profiles_pkey";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_pkey" PRIMARY KEY using index "alumni_registrations_pkey";

alter table "public"."application_limits" add constraint "application_limits_pkey" PRIMARY KEY using index "application_limits_pkey";

alter table "public"."application_status_history" add constraint "application_status_history_pkey" PRIMARY KEY using index "application_status_history_pkey";

alter table "public"."audit_log" add constraint "audit_log_pkey" PRIMARY KEY using index "audit_log_pkey";

alter table "public"."banners" add constraint "banners_pkey" PRIMARY KEY using index "banners_pkey";

alter table "public"."campus_life" add constraint "campus_life_pkey" PRIMARY KEY using index "campus_life_pkey";

alter table "public"."campus_life_gallery" add constraint "campus_life_gallery_pkey" PRIMARY KEY using index "campus_life_gallery_pkey";

alter table "public"."content_deletions" add constraint "content_deletions_pkey" PRIMARY KEY using index "content_deletions_pkey";

alter table "public"."content_versions" add constraint "content_versions_pkey" PRIMARY KEY using index "content_versions_pkey";

alter table "public"."courses" add constraint "courses_pkey" PRIMARY KEY using index "courses_pkey";

alter table "public"."data_requests" add constraint "data_requests_pkey" PRIMARY KEY using index "data_requests_pkey";

alter table "public"."deleted_registrations" add constraint "deleted_registrations_pkey" PRIMARY KEY using index "deleted_registrations_pkey";

alter table "public"."donation_info" add constraint "donation_info_pkey" PRIMARY KEY using index "donation_info_pkey";

alter table "public"."downloads" add constraint "downloads_pkey" PRIMARY KEY using index "downloads_pkey";

alter table "public"."erasure_log" add constraint "erasure_log_pkey" PRIMARY KEY using index "erasure_log_pkey";

alter table "public"."events" add constraint "events_pkey" PRIMARY KEY using index "events_pkey";

alter table "public"."gallery" add constraint "gallery_pkey" PRIMARY KEY using index "gallery_pkey";

alter table "public"."mail_outbox" add constraint "mail_outbox_pkey" PRIMARY KEY using index "mail_outbox_pkey";

alter table "public"."mail_settings" add constraint "mail_settings_pkey" PRIMARY KEY using index "mail_settings_pkey";

alter table "public"."payment_settings" add constraint "payment_settings_pkey" PRIMARY KEY using index "payment_settings_pkey";

alter table "public"."posts" add constraint "posts_pkey" PRIMARY KEY using index "posts_pkey";

alter table "public"."privacy_notice" add constraint "privacy_notice_pkey" PRIMARY KEY using index "privacy_notice_pkey";

alter table "public"."privacy_notice_versions" add constraint "privacy_notice_versions_pkey" PRIMARY KEY using index "privacy_notice_versions_pkey";

alter table "public"."registrations" add constraint "registrations_pkey" PRIMARY KEY using index "registrations_pkey";

alter table "public"."retention_settings" add constraint "retention_settings_pkey" PRIMARY KEY using index "retention_settings_pkey";

alter table "public"."site_logo" add constraint "site_logo_pkey" PRIMARY KEY using index "site_logo_pkey";

alter table "public"."staff_roles" add constraint "staff_roles_pkey" PRIMARY KEY using index "staff_roles_pkey";

alter table "public"."statistics" add constraint "statistics_pkey" PRIMARY KEY using index "statistics_pkey";

alter table "public"."student_registrations" add constraint "student_registrations_pkey" PRIMARY KEY using index "student_registrations_pkey";

alter table "public"."teachers" add constraint "teachers_pkey" PRIMARY KEY using index "teachers_pkey";

alter table "public"."verified_payments" add constraint "verified_payments_pkey" PRIMARY KEY using index "verified_payments_pkey";

alter table "public"."videos" add constraint "videos_pkey" PRIMARY KEY using index "videos_pkey";

alter table "private"."application_reference_reservations" add constraint "application_reference_reservations_reference_format" CHECK ((reference ~ '^APP-[0-9]{4}-[2-9A-HJ-NP-Z]{6}$'::text)) not valid;

alter table "private"."application_reference_reservations" validate constraint "application_reference_reservations_reference_format";

alter table "private"."application_reference_reservations" add constraint "application_reference_reservations_token_hash_key" UNIQUE using index "application_reference_reservations_token_hash_key";

alter table "private"."confirmation_attempts" add constraint "confirmation_attempts_purpose_check" CHECK ((purpose = ANY (ARRAY['data_request'::text, 'alumni_registration'::text, 'recommendation'::text]))) not valid;

alter table "private"."confirmation_attempts" validate constraint "confirmation_attempts_purpose_check";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_alumni_registration_id_fkey" FOREIGN KEY (alumni_registration_id) REFERENCES alumni_registrations(id) ON DELETE CASCADE not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_alumni_registration_id_fkey";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_application_id_fkey" FOREIGN KEY (application_id) REFERENCES student_registrations(id) ON DELETE CASCADE not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_application_id_fkey";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_data_request_id_fkey" FOREIGN KEY (data_request_id) REFERENCES data_requests(id) ON DELETE CASCADE not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_data_request_id_fkey";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_purpose_check" CHECK ((purpose = ANY (ARRAY['application_status'::text, 'data_request_confirm'::text, 'data_request_copy'::text, 'alumni_registration_confirm'::text, 'recommendation'::text]))) not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_purpose_check";

alter table "private"."confirmation_tokens" add constraint "confirmation_tokens_record_check" CHECK (
CASE purpose
    WHEN 'application_status'::text THEN ((application_id IS NOT NULL) AND (num_nonnulls(data_request_id, alumni_registration_id) = 0))
    WHEN 'recommendation'::text THEN ((application_id IS NOT NULL) AND (num_nonnulls(data_request_id, alumni_registration_id) = 0))
    WHEN 'alumni_registration_confirm'::text THEN ((alumni_registration_id IS NOT NULL) AND (num_nonnulls(application_id, data_request_id) = 0))
    ELSE ((data_request_id IS NOT NULL) AND (num_nonnulls(application_id, alumni_registration_id) = 0))
END) not valid;

alter table "private"."confirmation_tokens" validate constraint "confirmation_tokens_record_check";

alter table "private"."event_calendar_day" add constraint "event_calendar_day_id_check" CHECK (id) not valid;

alter table "private"."event_calendar_day" validate constraint "event_calendar_day_id_check";

alter table "private"."post_schedule_state" add constraint "post_schedule_state_id_check" CHECK (id) not valid;

alter table "private"."post_schedule_state" validate constraint "post_schedule_state_id_check";

alter table "private"."retention_notices" add constraint "retention_notices_subject_kind_check" CHECK ((subject_kind = ANY (ARRAY['enquiry'::text, 'application'::text, 'payment_screenshot'::text]))) not valid;

alter table "private"."retention_notices" validate constraint "retention_notices_subject_kind_check";

alter table "private"."site_publish_state" add constraint "site_publish_state_id_check" CHECK (id) not valid;

alter table "private"."site_publish_state" validate constraint "site_publish_state_id_check";

alter table "private"."site_publish_state" add constraint "site_publish_state_status_check" CHECK ((status = ANY (ARRAY['idle'::text, 'building'::text, 'failed'::text]))) not valid;

alter table "private"."site_publish_state" validate constraint "site_publish_state_status_check";

alter table "private"."site_publish_state" add constraint "site_publish_state_visitor_max_releases_per_hour_check" CHECK ((visitor_max_releases_per_hour >= 0)) not valid;

alter table "private"."site_publish_state" validate constraint "site_publish_state_visitor_max_releases_per_hour_check";

alter table "private"."site_publish_state" add constraint "site_publish_state_visitor_max_wait_seconds_check" CHECK ((visitor_max_wait_seconds >= 0)) not valid;

alter table "private"."site_publish_state" validate constraint "site_publish_state_visitor_max_wait_seconds_check";

alter table "private"."site_publish_state" add constraint "site_publish_state_visitor_quiet_seconds_check" CHECK ((visitor_quiet_seconds >= 0)) not valid;

alter table "private"."site_publish_state" validate constraint "site_publish_state_visitor_quiet_seconds_check";

alter table "public"."about_sections" add constraint "about_sections_section_type_check" CHECK ((section_type = ANY (ARRAY['history'::text, 'vision'::text, 'mission'::text]))) not valid;

alter table "public"."about_sections" validate constraint "about_sections_section_type_check";

alter table "public"."alumni_directory" add constraint "alumni_directory_id_fkey" FOREIGN KEY (id) REFERENCES alumni_profiles(id) ON DELETE CASCADE not valid;

alter table "public"."alumni_directory" validate constraint "alumni_directory_id_fkey";

alter table "public"."alumni_profiles" add constraint "alumni_profiles_graduation_year_check" CHECK ((graduation_year >= 1980)) not valid;

alter table "public"."alumni_profiles" validate constraint "alumni_profiles_graduation_year_check";

alter table "public"."alumni_profiles" add constraint "alumni_profiles_name_check" CHECK ((btrim(name) <> ''::text)) not valid;

alter table "public"."alumni_profiles" validate constraint "alumni_profiles_name_check";

alter table "public"."alumni_profiles" add constraint "alumni_profiles_public_fields_check" CHECK ((public_fields <@ ARRAY['image_url'::text, 'location'::text, 'organization'::text, 'current_position'::text, 'bio'::text, 'testimonial'::text])) not valid;

alter table "public"."alumni_profiles" validate constraint "alumni_profiles_public_fields_check";

alter table "public"."alumni_profiles" add constraint "alumni_profiles_public_fields_consent_check" CHECK ((length(public_fields_consent) <= 1000)) not valid;

alter table "public"."alumni_profiles" validate constraint "alumni_profiles_public_fields_consent_check";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_alumni_profile_id_fkey" FOREIGN KEY (alumni_profile_id) REFERENCES alumni_profiles(id) ON DELETE SET NULL not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_alumni_profile_id_fkey";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_check" CHECK (((status = 'unconfirmed'::text) = (confirmed_at IS NULL))) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_check";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_check1" CHECK (((status = ANY (ARRAY['approved'::text, 'rejected'::text])) = (reviewed_at IS NOT NULL))) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_check1";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_check2" CHECK (((status <> ALL (ARRAY['unconfirmed'::text, 'pending'::text])) OR ((name IS NOT NULL) AND (email IS NOT NULL)))) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_check2";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_consent_language_check" CHECK ((consent_language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_consent_language_check";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_consent_notice_version_fkey" FOREIGN KEY (consent_notice_version) REFERENCES privacy_notice_versions(version) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_consent_notice_version_fkey";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_email_check" CHECK (((length(email) <= 320) AND (email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$'::text))) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_email_check";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_language_check" CHECK ((language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_language_check";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_public_fields_check" CHECK ((public_fields <@ ARRAY['image_url'::text, 'location'::text, 'organization'::text, 'current_position'::text, 'bio'::text, 'testimonial'::text])) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_public_fields_check";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_review_note_check" CHECK ((length(review_note) <= 2000)) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_review_note_check";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_status_check" CHECK ((status = ANY (ARRAY['unconfirmed'::text, 'pending'::text, 'approved'::text, 'rejected'::text]))) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_status_check";

alter table "public"."application_limits" add constraint "application_limits_id_check" CHECK ((id = 1)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_id_check";

alter table "public"."application_limits" add constraint "application_limits_max_alumni_photos_per_client_address_p_check" CHECK ((max_alumni_photos_per_client_address_per_hour >= 0)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_max_alumni_photos_per_client_address_p_check";

alter table "public"."application_limits" add constraint "application_limits_max_live_reference_reservations_check" CHECK ((max_live_reference_reservations >= 0)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_max_live_reference_reservations_check";

alter table "public"."application_limits" add constraint "application_limits_max_payment_screenshots_per_client_add_check" CHECK ((max_payment_screenshots_per_client_address_per_hour >= 0)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_max_payment_screenshots_per_client_add_check";

alter table "public"."application_limits" add constraint "application_limits_max_per_client_address_per_hour_check" CHECK ((max_per_client_address_per_hour >= 0)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_max_per_client_address_per_hour_check";

alter table "public"."application_limits" add constraint "application_limits_max_per_email_per_hour_check" CHECK ((max_per_email_per_hour >= 0)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_max_per_email_per_hour_check";

alter table "public"."application_limits" add constraint "application_limits_max_profile_updates_per_client_address_check" CHECK ((max_profile_updates_per_client_address_per_hour >= 0)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_max_profile_updates_per_client_address_check";

alter table "public"."application_limits" add constraint "application_limits_max_reference_reservations_per_client_check" CHECK ((max_reference_reservations_per_client_address_per_hour >= 0)) not valid;

alter table "public"."application_limits" validate constraint "application_limits_max_reference_reservations_per_client_check";

alter table "public"."application_status_history" add constraint "application_status_history_application_id_fkey" FOREIGN KEY (application_id) REFERENCES student_registrations(id) ON DELETE CASCADE not valid;

alter table "public"."application_status_history" validate constraint "application_status_history_application_id_fkey";

alter table "public"."application_status_history" add constraint "application_status_history_note_check" CHECK ((length(note) <= 2000)) not valid;

alter table "public"."application_status_history" validate constraint "application_status_history_note_check";

alter table "public"."audit_log" add constraint "audit_log_action_check" CHECK ((action = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text, 'export'::text, 'signed_link'::text, 'read'::text, 'sign_in'::text, 'sign_in_failed'::text]))) not valid;

alter table "public"."audit_log" validate constraint "audit_log_action_check";

alter table "public"."banners" add constraint "banners_order_index_check" CHECK ((order_index >= 0)) not valid;

alter table "public"."banners" validate constraint "banners_order_index_check";

alter table "public"."content_versions" add constraint "content_versions_consent_complete" CHECK ((((consent_notice_version IS NULL) = (consent_language IS NULL)) AND ((consent_notice_version IS NULL) = (consent_at IS NULL)))) not valid;

alter table "public"."content_versions" validate constraint "content_versions_consent_complete";

alter table "public"."content_versions" add constraint "content_versions_consent_language_check" CHECK ((consent_language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."content_versions" validate constraint "content_versions_consent_language_check";

alter table "public"."content_versions" add constraint "content_versions_consent_notice_version_fkey" FOREIGN KEY (consent_notice_version) REFERENCES privacy_notice_versions(version) not valid;

alter table "public"."content_versions" validate constraint "content_versions_consent_notice_version_fkey";

alter table "public"."content_versions" add constraint "content_versions_operation_check" CHECK ((operation = ANY (ARRAY['update'::text, 'delete'::text]))) not valid;

alter table "public"."content_versions" validate constraint "content_versions_operation_check";

alter table "public"."content_versions" add constraint "content_versions_table_name_fkey" FOREIGN KEY (table_name) REFERENCES private.content_tables(table_name) not valid;

alter table "public"."content_versions" validate constraint "content_versions_table_name_fkey";

alter table "public"."courses" add constraint "courses_intake_check" CHECK ((intake > 0)) not valid;

alter table "public"."courses" validate constraint "courses_intake_check";

alter table "public"."courses" add constraint "courses_program_type_check" CHECK ((program_type = ANY (ARRAY['residential'::text, 'hybrid'::text, 'online'::text]))) not valid;

alter table "public"."courses" validate constraint "courses_program_type_check";

alter table "public"."data_requests" add constraint "data_requests_check" CHECK (((status = 'unconfirmed'::text) = (confirmed_at IS NULL))) not valid;

alter table "public"."data_requests" validate constraint "data_requests_check";

alter table "public"."data_requests" add constraint "data_requests_check1" CHECK (((status = ANY (ARRAY['completed'::text, 'refused'::text])) = (answered_at IS NOT NULL))) not valid;

alter table "public"."data_requests" validate constraint "data_requests_check1";

alter table "public"."data_requests" add constraint "data_requests_check2" CHECK (((email IS NOT NULL) OR (personal_data_forgotten_at IS NOT NULL))) not valid;

alter table "public"."data_requests" validate constraint "data_requests_check2";

alter table "public"."data_requests" add constraint "data_requests_details_check" CHECK ((length(details) <= 2000)) not valid;

alter table "public"."data_requests" validate constraint "data_requests_details_check";

alter table "public"."data_requests" add constraint "data_requests_email_check" CHECK (((length(email) <= 320) AND (email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$'::text))) not valid;

alter table "public"."data_requests" validate constraint "data_requests_email_check";

alter table "public"."data_requests" add constraint "data_requests_kind_check" CHECK ((kind = ANY (ARRAY['access'::text, 'correction'::text, 'erasure'::text]))) not valid;

alter table "public"."data_requests" validate constraint "data_requests_kind_check";

alter table "public"."data_requests" add constraint "data_requests_language_check" CHECK ((language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."data_requests" validate constraint "data_requests_language_check";

alter table "public"."data_requests" add constraint "data_requests_refusal_reason_check" CHECK ((length(refusal_reason) <= 2000)) not valid;

alter table "public"."data_requests" validate constraint "data_requests_refusal_reason_check";

alter table "public"."data_requests" add constraint "data_requests_status_check" CHECK ((status = ANY (ARRAY['unconfirmed'::text, 'open'::text, 'completed'::text, 'refused'::text]))) not valid;

alter table "public"."data_requests" validate constraint "data_requests_status_check";

alter table "public"."deleted_registrations" add constraint "deleted_registrations_table_name_check" CHECK ((table_name = ANY (ARRAY['registrations'::text, 'student_registrations'::text]))) not valid;

alter table "public"."deleted_registrations" validate constraint "deleted_registrations_table_name_check";

alter table "public"."erasure_log" add constraint "erasure_log_items_check" CHECK ((items > 0)) not valid;

alter table "public"."erasure_log" validate constraint "erasure_log_items_check";

alter table "public"."erasure_log" add constraint "erasure_log_kind_check" CHECK ((kind = ANY (ARRAY['application'::text, 'enquiry'::text, 'alumni_profile'::text, 'payment_screenshot'::text, 'mail_bodies'::text, 'trash'::text, 'data_requests'::text, 'alumni_registrations'::text, 'recommendation'::text]))) not valid;

alter table "public"."erasure_log" validate constraint "erasure_log_kind_check";

alter table "public"."erasure_log" add constraint "erasure_log_reason_check" CHECK ((reason = ANY (ARRAY['request'::text, 'retention'::text]))) not valid;

alter table "public"."erasure_log" validate constraint "erasure_log_reason_check";

alter table "public"."events" add constraint "events_image_alt" CHECK (((image_url IS NULL) OR (NULLIF(btrim(image_alt), ''::text) IS NOT NULL))) not valid;

alter table "public"."events" validate constraint "events_image_alt";

alter table "public"."events" add constraint "events_slug_check" CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 100) AND (slug <> 'past'::text))) not valid;

alter table "public"."events" validate constraint "events_slug_check";

alter table "public"."events" add constraint "events_slug_key" UNIQUE using index "events_slug_key";

alter table "public"."events" add constraint "events_times" CHECK (
CASE
    WHEN all_day THEN ((start_date IS NOT NULL) AND (end_date IS NOT NULL) AND (end_date >= start_date) AND (starts_at IS NULL) AND (ends_at IS NULL))
    ELSE ((starts_at IS NOT NULL) AND (ends_at IS NOT NULL) AND (ends_at >= starts_at) AND (start_date IS NULL) AND (end_date IS NULL))
END) not valid;

alter table "public"."events" validate constraint "events_times";

alter table "public"."mail_outbox" add constraint "mail_outbox_alumni_registration_id_fkey" FOREIGN KEY (alumni_registration_id) REFERENCES alumni_registrations(id) ON DELETE CASCADE not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_alumni_registration_id_fkey";

alter table "public"."mail_outbox" add constraint "mail_outbox_attempts_check" CHECK ((attempts >= 0)) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_attempts_check";

alter table "public"."mail_outbox" add constraint "mail_outbox_data_request_id_fkey" FOREIGN KEY (data_request_id) REFERENCES data_requests(id) ON DELETE CASCADE not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_data_request_id_fkey";

alter table "public"."mail_outbox" add constraint "mail_outbox_kind_check" CHECK ((kind = ANY (ARRAY['application_office'::text, 'application_applicant'::text, 'status_applicant'::text, 'receipt_applicant'::text, 'enquiry_office'::text, 'retention_notice'::text, 'data_request_confirm'::text, 'data_request_office'::text, 'data_request_answer'::text, 'staff_invite'::text, 'staff_password'::text, 'alumni_registration_confirm'::text, 'alumni_registration_office'::text, 'alumni_registration_answer'::text, 'recommendation_request'::text, 'recommendation_reminder'::text]))) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_kind_check";

alter table "public"."mail_outbox" add constraint "mail_outbox_language_check" CHECK ((language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_language_check";

alter table "public"."mail_outbox" add constraint "mail_outbox_status_check" CHECK ((status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text]))) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_status_check";

alter table "public"."mail_outbox" add constraint "mail_outbox_to_addresses_check" CHECK (((cardinality(to_addresses) >= 1) OR (body_purged_at IS NOT NULL))) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_to_addresses_check";

alter table "public"."mail_settings" add constraint "mail_settings_from_address_check" CHECK (((btrim(from_address) <> ''::text) AND (length(from_address) <= 320))) not valid;

alter table "public"."mail_settings" validate constraint "mail_settings_from_address_check";

alter table "public"."mail_settings" add constraint "mail_settings_id_check" CHECK ((id = 1)) not valid;

alter table "public"."mail_settings" validate constraint "mail_settings_id_check";

alter table "public"."mail_settings" add constraint "mail_settings_office_addresses_check" CHECK (((cardinality(office_addresses) >= 1) AND (cardinality(office_addresses) <= 20) AND (array_to_string(office_addresses, ','::text) ~ '^[^@[:space:],]+@[^@[:space:],]+\.[^@[:space:],]+(,[^@[:space:],]+@[^@[:space:],]+\.[^@[:space:],]+)*$'::text))) not valid;

alter table "public"."mail_settings" validate constraint "mail_settings_office_addresses_check";

alter table "public"."mail_settings" add constraint "mail_settings_school_name_check" CHECK (((btrim(school_name) <> ''::text) AND (length(school_name) <= 200))) not valid;

alter table "public"."mail_settings" validate constraint "mail_settings_school_name_check";

alter table "public"."mail_settings" add constraint "mail_settings_site_url_check" CHECK ((site_url ~ '^https?://[^[:space:]/]+(/[^[:space:]]*)?$'::text)) not valid;

alter table "public"."mail_settings" validate constraint "mail_settings_site_url_check";

alter table "public"."payment_settings" add constraint "payment_settings_fee_hybrid_check" CHECK (((fee_hybrid > (0)::numeric) AND (fee_hybrid <= (100000)::numeric))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_fee_hybrid_check";

alter table "public"."payment_settings" add constraint "payment_settings_fee_online_check" CHECK (((fee_online > (0)::numeric) AND (fee_online <= (100000)::numeric))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_fee_online_check";

alter table "public"."payment_settings" add constraint "payment_settings_fee_residential_check" CHECK (((fee_residential > (0)::numeric) AND (fee_residential <= (100000)::numeric))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_fee_residential_check";

alter table "public"."payment_settings" add constraint "payment_settings_id_check" CHECK ((id = 1)) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_id_check";

alter table "public"."payment_settings" add constraint "payment_settings_payee_complete" CHECK (((upi_vpa IS NULL) = (payee_name IS NULL))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_payee_complete";

alter table "public"."payment_settings" add constraint "payment_settings_upi_vpa_check" CHECK (((length(upi_vpa) <= 100) AND (upi_vpa ~ '^[A-Za-z0-9._-]{2,}@[A-Za-z][A-Za-z0-9]{1,63}$'::text))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_upi_vpa_check";

alter table "public"."posts" add constraint "posts_body_check" CHECK ((length(body) <= 200000)) not valid;

alter table "public"."posts" validate constraint "posts_body_check";

alter table "public"."posts" add constraint "posts_body_te_check" CHECK ((length(body_te) <= 200000)) not valid;

alter table "public"."posts" validate constraint "posts_body_te_check";

alter table "public"."posts" add constraint "posts_cover_has_alt" CHECK (((cover_image_url IS NULL) OR (btrim(COALESCE(cover_alt, ''::text)) <> ''::text))) not valid;

alter table "public"."posts" validate constraint "posts_cover_has_alt";

alter table "public"."posts" add constraint "posts_slug_check" CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (length(slug) <= 100) AND (slug <> 'page'::text))) not valid;

alter table "public"."posts" validate constraint "posts_slug_check";

alter table "public"."posts" add constraint "posts_slug_key" UNIQUE using index "posts_slug_key";

alter table "public"."privacy_notice" add constraint "privacy_notice_collected_check" CHECK (((btrim(collected) <> ''::text) AND (length(collected) <= 4000))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_collected_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_collected_te_check" CHECK ((length(collected_te) <= 4000)) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_collected_te_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_complaints_check" CHECK (((btrim(complaints) <> ''::text) AND (length(complaints) <= 4000))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_complaints_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_complaints_te_check" CHECK ((length(complaints_te) <= 4000)) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_complaints_te_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_grievance_officer_email_check" CHECK (((length(grievance_officer_email) <= 320) AND (grievance_officer_email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$'::text))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_grievance_officer_email_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_id_check" CHECK ((id = 1)) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_id_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_purposes_check" CHECK (((btrim(purposes) <> ''::text) AND (length(purposes) <= 4000))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_purposes_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_purposes_te_check" CHECK ((length(purposes_te) <= 4000)) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_purposes_te_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_requests_check" CHECK (((btrim(requests) <> ''::text) AND (length(requests) <= 4000))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_requests_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_requests_te_check" CHECK ((length(requests_te) <= 4000)) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_requests_te_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_retention_check" CHECK (((btrim(retention) <> ''::text) AND (length(retention) <= 4000))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_retention_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_retention_te_check" CHECK ((length(retention_te) <= 4000)) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_retention_te_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_rights_check" CHECK (((btrim(rights) <> ''::text) AND (length(rights) <= 4000))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_rights_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_rights_te_check" CHECK ((length(rights_te) <= 4000)) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_rights_te_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_summary_check" CHECK (((btrim(summary) <> ''::text) AND (length(summary) <= 4000))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_summary_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_summary_te_check" CHECK ((length(summary_te) <= 4000)) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_summary_te_check";

alter table "public"."privacy_notice_versions" add constraint "privacy_notice_versions_version_key" UNIQUE using index "privacy_notice_versions_version_key";

alter table "public"."registrations" add constraint "registrations_address_check" CHECK ((length(address) <= 1000)) not valid;

alter table "public"."registrations" validate constraint "registrations_address_check";

alter table "public"."registrations" add constraint "registrations_city_check" CHECK ((length(city) <= 100)) not valid;

alter table "public"."registrations" validate constraint "registrations_city_check";

alter table "public"."registrations" add constraint "registrations_comments_check" CHECK ((length(comments) <= 5000)) not valid;

alter table "public"."registrations" validate constraint "registrations_comments_check";

alter table "public"."registrations" add constraint "registrations_consent_complete" CHECK ((((consent_notice_version IS NULL) = (consent_language IS NULL)) AND ((consent_notice_version IS NULL) = (consent_at IS NULL)))) not valid;

alter table "public"."registrations" validate constraint "registrations_consent_complete";

alter table "public"."registrations" add constraint "registrations_consent_language_check" CHECK ((consent_language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."registrations" validate constraint "registrations_consent_language_check";

alter table "public"."registrations" add constraint "registrations_consent_notice_version_fkey" FOREIGN KEY (consent_notice_version) REFERENCES privacy_notice_versions(version) not valid;

alter table "public"."registrations" validate constraint "registrations_consent_notice_version_fkey";

alter table "public"."registrations" add constraint "registrations_course_id_fkey" FOREIGN KEY (course_id) REFERENCES courses(id) not valid;

alter table "public"."registrations" validate constraint "registrations_course_id_fkey";

alter table "public"."registrations" add constraint "registrations_email_check" CHECK (((length(email) <= 320) AND (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'::text))) not valid;

alter table "public"."registrations" validate constraint "registrations_email_check";

alter table "public"."registrations" add constraint "registrations_language_check" CHECK ((language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."registrations" validate constraint "registrations_language_check";

alter table "public"."registrations" add constraint "registrations_name_check" CHECK (((btrim(name) <> ''::text) AND (length(name) <= 200))) not valid;

alter table "public"."registrations" validate constraint "registrations_name_check";

alter table "public"."registrations" add constraint "registrations_phone_check" CHECK ((length(phone) <= 40)) not valid;

alter table "public"."registrations" validate constraint "registrations_phone_check";

alter table "public"."registrations" add constraint "registrations_program_interest_check" CHECK ((program_interest = ANY (ARRAY['residential'::text, 'hybrid'::text, 'online'::text]))) not valid;

alter table "public"."registrations" validate constraint "registrations_program_interest_check";

alter table "public"."registrations" add constraint "registrations_state_check" CHECK ((length(state) <= 100)) not valid;

alter table "public"."registrations" validate constraint "registrations_state_check";

alter table "public"."retention_settings" add constraint "retention_settings_enquiry_months_check" CHECK (((enquiry_months >= 1) AND (enquiry_months <= 120))) not valid;

alter table "public"."retention_settings" validate constraint "retention_settings_enquiry_months_check";

alter table "public"."retention_settings" add constraint "retention_settings_id_check" CHECK ((id = 1)) not valid;

alter table "public"."retention_settings" validate constraint "retention_settings_id_check";

alter table "public"."retention_settings" add constraint "retention_settings_not_accepted_application_months_check" CHECK (((not_accepted_application_months >= 1) AND (not_accepted_application_months <= 120))) not valid;

alter table "public"."retention_settings" validate constraint "retention_settings_not_accepted_application_months_check";

alter table "public"."retention_settings" add constraint "retention_settings_payment_screenshot_days_check" CHECK (((payment_screenshot_days >= 1) AND (payment_screenshot_days <= 3650))) not valid;

alter table "public"."retention_settings" validate constraint "retention_settings_payment_screenshot_days_check";

alter table "public"."retention_settings" add constraint "retention_settings_request_response_days_check" CHECK (((request_response_days >= 1) AND (request_response_days <= 90))) not valid;

alter table "public"."retention_settings" validate constraint "retention_settings_request_response_days_check";

alter table "public"."retention_settings" add constraint "retention_settings_sent_mail_body_days_check" CHECK (((sent_mail_body_days >= 1) AND (sent_mail_body_days <= 3650))) not valid;

alter table "public"."retention_settings" validate constraint "retention_settings_sent_mail_body_days_check";

alter table "public"."retention_settings" add constraint "retention_settings_trash_days_check" CHECK (((trash_days >= 1) AND (trash_days <= 365))) not valid;

alter table "public"."retention_settings" validate constraint "retention_settings_trash_days_check";

alter table "public"."staff_roles" add constraint "staff_roles_role_check" CHECK ((role = ANY (ARRAY['administrator'::text, 'editor'::text, 'admissions'::text]))) not valid;

alter table "public"."staff_roles" validate constraint "staff_roles_role_check";

alter table "public"."staff_roles" add constraint "staff_roles_user_id_fkey" FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE not valid;

alter table "public"."staff_roles" validate constraint "staff_roles_user_id_fkey";

alter table "public"."statistics" add constraint "statistics_icon_name_check" CHECK ((icon_name = ANY (ARRAY['GraduationCap'::text, 'Users'::text, 'BookOpen'::text, 'Globe'::text, 'Building'::text, 'Award'::text, 'Calendar'::text, 'Clock'::text]))) not valid;

alter table "public"."statistics" validate constraint "statistics_icon_name_check";

alter table "public"."statistics" add constraint "statistics_value_check" CHECK ((value >= 0)) not valid;

alter table "public"."statistics" validate constraint "statistics_value_check";

alter table "public"."student_registrations" add constraint "student_registrations_address_check" CHECK ((length(address) <= 1000)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_address_check";

alter table "public"."student_registrations" add constraint "student_registrations_city_check" CHECK ((length(city) <= 100)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_city_check";

alter table "public"."student_registrations" add constraint "student_registrations_comments_check" CHECK ((length(comments) <= 5000)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_comments_check";

alter table "public"."student_registrations" add constraint "student_registrations_consent_complete" CHECK ((((consent_notice_version IS NULL) = (consent_language IS NULL)) AND ((consent_notice_version IS NULL) = (consent_at IS NULL)))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_consent_complete";

alter table "public"."student_registrations" add constraint "student_registrations_consent_language_check" CHECK ((consent_language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_consent_language_check";

alter table "public"."student_registrations" add constraint "student_registrations_consent_notice_version_fkey" FOREIGN KEY (consent_notice_version) REFERENCES privacy_notice_versions(version) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_consent_notice_version_fkey";

alter table "public"."student_registrations" add constraint "student_registrations_course_id_fkey" FOREIGN KEY (course_id) REFERENCES courses(id) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_course_id_fkey";

alter table "public"."student_registrations" add constraint "student_registrations_education_level_check" CHECK ((education_level = ANY (ARRAY['High School'::text, 'Bachelor''s Degree'::text, 'Master''s Degree'::text, 'Doctorate'::text, 'Other'::text]))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_education_level_check";

alter table "public"."student_registrations" add constraint "student_registrations_email_check" CHECK (((length(email) <= 320) AND (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'::text))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_email_check";

alter table "public"."student_registrations" add constraint "student_registrations_gender_check" CHECK ((gender = ANY (ARRAY['Male'::text, 'Female'::text, 'Other'::text]))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_gender_check";

alter table "public"."student_registrations" add constraint "student_registrations_guardian_consent_complete" CHECK ((((guardian_consent_notice_version IS NULL) = (guardian_consent_language IS NULL)) AND ((guardian_consent_notice_version IS NULL) = (guardian_consent_at IS NULL)))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_guardian_consent_complete";

alter table "public"."student_registrations" add constraint "student_registrations_guardian_consent_language_check" CHECK ((guardian_consent_language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_guardian_consent_language_check";

alter table "public"."student_registrations" add constraint "student_registrations_guardian_consent_notice_version_fkey" FOREIGN KEY (guardian_consent_notice_version) REFERENCES privacy_notice_versions(version) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_guardian_consent_notice_version_fkey";

alter table "public"."student_registrations" add constraint "student_registrations_idempotency_key_key" UNIQUE using index "student_registrations_idempotency_key_key";

alter table "public"."student_registrations" add constraint "student_registrations_language_check" CHECK ((language = ANY (ARRAY['en'::text, 'te'::text]))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_language_check";

alter table "public"."student_registrations" add constraint "student_registrations_name_check" CHECK (((btrim(name) <> ''::text) AND (length(name) <= 200))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_name_check";

alter table "public"."student_registrations" add constraint "student_registrations_payment_screenshot_url_check" CHECK ((payment_screenshot_url ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'::text)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_payment_screenshot_url_check";

alter table "public"."student_registrations" add constraint "student_registrations_payment_utr_check" CHECK ((payment_utr ~ '^[0-9]{12}$'::text)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_payment_utr_check";

alter table "public"."student_registrations" add constraint "student_registrations_phone_check" CHECK ((length(phone) <= 40)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_phone_check";

alter table "public"."student_registrations" add constraint "student_registrations_previous_institution_check" CHECK ((length(previous_institution) <= 200)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_previous_institution_check";

alter table "public"."student_registrations" add constraint "student_registrations_program_interest_check" CHECK ((program_interest = ANY (ARRAY['residential'::text, 'hybrid'::text, 'online'::text]))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_program_interest_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommendation_complete" CHECK (((num_nonnulls(recommendation_received_at, recommendation_known_for, recommendation_church, recommendation_text, recommendation_recommends) = ANY (ARRAY[0, 5])) AND ((recommendation_requested_at IS NULL) OR (recommender_email IS NOT NULL)))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommendation_complete";

alter table "public"."student_registrations" add constraint "student_registrations_recommendation_text_check" CHECK (((btrim(recommendation_text) <> ''::text) AND (length(recommendation_text) <= 2000))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommendation_text_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_complete" CHECK (((num_nonnulls(recommender_name, recommender_church, recommender_email, recommender_consent_at) = ANY (ARRAY[0, 4])) AND ((recommender_consent_notice_version IS NULL) OR (recommender_consent_at IS NOT NULL)))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_complete";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_consent_notice_version_fkey" FOREIGN KEY (recommender_consent_notice_version) REFERENCES privacy_notice_versions(version) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_consent_notice_version_fkey";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_email_check" CHECK (((length(recommender_email) <= 320) AND (recommender_email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$'::text))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_email_check";

alter table "public"."student_registrations" add constraint "student_registrations_reference_format" CHECK ((reference ~ '^APP-[0-9]{4}-([0-9]{5,}|[2-9A-HJ-NP-Z]{6})$'::text)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_reference_format";

alter table "public"."student_registrations" add constraint "student_registrations_reference_key" UNIQUE using index "student_registrations_reference_key";

alter table "public"."student_registrations" add constraint "student_registrations_start_date_check" CHECK ((start_date = ANY (ARRAY['Fall 2024'::text, 'Spring 2025'::text, 'Fall 2025'::text]))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_start_date_check";

alter table "public"."student_registrations" add constraint "student_registrations_state_check" CHECK ((length(state) <= 100)) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_state_check";

alter table "public"."student_registrations" add constraint "student_registrations_status_check" CHECK ((status = ANY (ARRAY['received'::text, 'under_review'::text, 'accepted'::text, 'not_accepted'::text, 'withdrawn'::text]))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_status_check";

alter table "public"."verified_payments" add constraint "verified_payments_amount_check" CHECK (((amount > (0)::numeric) AND (amount <= (100000)::numeric))) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_amount_check";

alter table "public"."verified_payments" add constraint "verified_payments_application_id_key" UNIQUE using index "verified_payments_application_id_key";

alter table "public"."verified_payments" add constraint "verified_payments_financial_year_check" CHECK ((financial_year ~ '^[0-9]{4}-[0-9]{2}$'::text)) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_financial_year_check";

alter table "public"."verified_payments" add constraint "verified_payments_matched_by_check" CHECK ((matched_by = ANY (ARRAY['reference'::text, 'utr'::text, 'office'::text]))) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_matched_by_check";

alter table "public"."verified_payments" add constraint "verified_payments_receipt_number_key" UNIQUE using index "verified_payments_receipt_number_key";

alter table "public"."verified_payments" add constraint "verified_payments_receipt_sequence_check" CHECK ((receipt_sequence > 0)) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_receipt_sequence_check";

alter table "public"."verified_payments" add constraint "verified_payments_receipt_sequence_key" UNIQUE using index "verified_payments_receipt_sequence_key";

alter table "public"."verified_payments" add constraint "verified_payments_utr_check" CHECK ((utr ~ '^[0-9]{12}$'::text)) not valid;

alter table "public"."verified_payments" validate constraint "verified_payments_utr_check";

alter table "public"."verified_payments" add constraint "verified_payments_utr_key" UNIQUE using index "verified_payments_utr_key";

alter table "public"."videos" add constraint "videos_video_url_check" CHECK ((video_url ~ '^https?://(((www|m)\.)?youtube(-nocookie)?\.com/(watch\?([^#]*&)?v=|embed/|shorts/)|youtu\.be/)[A-Za-z0-9_-]{11}([^A-Za-z0-9_-].*)?$'::text)) not valid;

alter table "public"."videos" validate constraint "videos_video_url_check";

CREATE OR REPLACE FUNCTION private.alumni_degrees()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array[
    'Bachelor of Theology',
    'Master of Divinity',
    'Master of Theology',
    'Master of Arts in Biblical Studies',
    'Master of Arts in Christian Education',
    'Doctor of Ministry',
    'Doctor of Philosophy in Theology',
    'Doctor of Philosophy',
    'Graduate Certificate'
  ]
$function$
;

CREATE OR REPLACE FUNCTION private.alumni_public_field_names()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array['image_url', 'location', 'organization', 'current_position', 'bio', 'testimonial']
$function$
;

CREATE OR REPLACE FUNCTION private.alumni_public_value(profile alumni_profiles, field text, value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when field = any (profile.public_fields) then value end
$function$
;

CREATE OR REPLACE FUNCTION private.alumni_typed_view(profile alumni_profiles, current_position text, organization text, location text, image_url text, bio text, testimonial text)
 RETURNS alumni_directory
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select row(
    profile.id, profile.name, profile.graduation_year, profile.degree,
    case when nullif(btrim(current_position), '') is not null or 'current_position' = any (profile.public_fields) then profile.current_position end,
    case when nullif(btrim(organization), '') is not null or 'organization' = any (profile.public_fields) then profile.organization end,
    case when nullif(btrim(location), '') is not null or 'location' = any (profile.public_fields) then profile.location end,
    case when nullif(btrim(image_url), '') is not null or 'image_url' = any (profile.public_fields) then profile.image_url end,
    case when nullif(btrim(bio), '') is not null or 'bio' = any (profile.public_fields) then profile.bio end,
    case when nullif(btrim(testimonial), '') is not null or 'testimonial' = any (profile.public_fields) then profile.testimonial end,
    profile.updated_at
  )::public.alumni_directory
$function$
;

CREATE OR REPLACE FUNCTION private.application_checklist(application student_registrations)
 RETURNS TABLE(item text, done boolean, at timestamp with time zone)
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select c.item, c.at is not null, c.at
  from (values
    (1, 'form', application.created_at),
    (2, 'payment', application.payment_verified_at),
    (3, 'recommendation', application.recommendation_received_at),
    (4, 'decision', case when application.status in ('accepted', 'not_accepted', 'withdrawn') then application.status_changed_at end)
  ) c (place, item, at)
  where c.item <> 'recommendation' or application.recommender_email is not null
  order by c.place
$function$
;

CREATE OR REPLACE FUNCTION private.application_checklist_json(application student_registrations)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object('item', c.item, 'done', c.done, 'at', c.at) order by c.place), '[]')
  from private.application_checklist(application) with ordinality c (item, done, at, place)
$function$
;

CREATE OR REPLACE FUNCTION private.application_checklist_missing(application student_registrations)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(c.item order by c.place), '{}')
  from private.application_checklist(application) with ordinality c (item, done, at, place)
  where not c.done
$function$
;

CREATE OR REPLACE FUNCTION private.application_year(at timestamp with time zone)
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select extract(year from at at time zone 'Asia/Kolkata')::integer
$function$
;

CREATE OR REPLACE FUNCTION private.apply_retention(OUT notices_sent integer, OUT records_erased integer, OUT mail_bodies_purged integer, OUT trash_emptied integer)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  due record;
begin
  notices_sent := 0;
  records_erased := 0;
  -- One run at a time: two would send two notices.
  perform pg_advisory_xact_lock(hashtext('private.apply_retention'));

  -- A notice for another date (the decision or the schedule changed) or for what is no longer
  -- due no longer counts.
  delete from private.retention_notices n
  where not exists (
    select 1 from private.retention_due() d
    where d.subject_kind = n.subject_kind and d.subject_id = n.subject_id and d.due_at = n.due_at
  );

  for due in
    select d.* from private.retention_due() d
    where d.due_at <= now() + interval '48 hours'
      and not exists (
        select 1 from private.retention_notices n where n.subject_kind = d.subject_kind and n.subject_id = d.subject_id
      )
    order by d.due_at
  loop
    insert into private.retention_notices (subject_kind, subject_id, due_at, outbox_id)
    values (
      due.subject_kind, due.subject_id, due.due_at,
      private.queue_retention_notice(
        due.subject_kind, due.subject_id, due.email, due.language, due.reference, due.received_at,
        greatest(due.due_at, now() + interval '48 hours')
      )
    );
    notices_sent := notices_sent + 1;
  end loop;

  for due in
    select d.subject_kind, d.subject_id from private.retention_due() d
    join private.retention_notices n on n.subject_kind = d.subject_kind and n.subject_id = d.subject_id
      and n.due_at = d.due_at
    left join public.mail_outbox o on o.id = n.outbox_id
    where d.due_at <= now()
      and n.noticed_at <= now() - interval '48 hours'
      and (
        o.id is null
        or (o.status = 'sent' and o.sent_at <= now() - interval '48 hours')
        or o.status = 'failed'
      )
  loop
    records_erased := records_erased + case due.subject_kind
      when 'enquiry' then private.erase_person_data('retention', enquiry_id => due.subject_id)
      when 'application' then private.erase_person_data('retention', application_id => due.subject_id)
      else private.erase_payment_screenshot(due.subject_id, 'retention')
    end;
  end loop;

  -- Sent e-mails, and failed ones (nobody retries a month-old e-mail), keep their delivery facts.
  update public.mail_outbox o
  set parameters = '{}', to_addresses = '{}', last_error = null, body_purged_at = now()
  where o.body_purged_at is null
    and (
      (o.status = 'sent' and o.sent_at < now() - (select i.sent_mail_body from private.retention_intervals() i))
      or (o.status = 'failed' and o.created_at < now() - (select i.sent_mail_body from private.retention_intervals() i))
    );
  get diagnostics mail_bodies_purged = row_count;
  perform private.log_erasure('retention', 'mail_bodies', mail_bodies_purged);

  -- The trash empties itself when a row is deleted; this empties it on quiet days too.
  delete from public.deleted_registrations d
  where d.deleted_at < now() - (select i.trash from private.retention_intervals() i);
  get diagnostics trash_emptied = row_count;
  perform private.log_erasure('retention', 'trash', trash_emptied);

  perform private.forget_data_requests();
  perform private.forget_alumni_registrations();
end;
$function$
;

CREATE OR REPLACE FUNCTION private.archive_privacy_notice()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  update public.privacy_notice_versions v set superseded_at = now()
  where v.superseded_at is null and v.version <> new.version;
  insert into public.privacy_notice_versions (version, notice)
  values (new.version, to_jsonb(new) - 'id' - 'version' - 'updated_at');
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.audit_row_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changed jsonb;
begin
  -- An erasure is recorded in public.erasure_log, without saying whose.
  if coalesce(current_setting('seminary.erasing_person', true), '') = 'on' then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_agg(k.key order by k.key), '[]'::jsonb) into changed
    from jsonb_each(after_row) k
    where k.key <> 'updated_at' and k.value is distinct from before_row -> k.key;
    -- A save that changed nothing is no event.
    if changed = '[]'::jsonb then
      return null;
    end if;
  end if;
  if private.is_personal_table(tg_table_name) then
    perform private.audit(
      lower(tg_op), tg_table_name, coalesce(after_row, before_row) ->> 'id', null, null,
      case when changed is null then null else jsonb_build_object('changed', changed) end
    );
  else
    perform private.audit(
      lower(tg_op), tg_table_name,
      coalesce(coalesce(after_row, before_row) ->> 'id', coalesce(after_row, before_row) ->> 'user_id'),
      before_row, after_row, null
    );
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.check_alumni_image()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  object_path text;
begin
  new.image_url := nullif(btrim(new.image_url), '');
  if new.image_url is null or auth.role() is null
    or (tg_op = 'UPDATE' and new.image_url is not distinct from old.image_url) then
    return new;
  end if;
  object_path := private.storage_object_path(new.image_url);
  if object_path is null or split_part(object_path, '/', 1) <> 'alumni-images'
    or not private.is_school_storage_origin(private.storage_url_origin(new.image_url))
    or not exists (
      select 1 from storage.objects o
      where o.bucket_id = 'alumni-images' and o.name = substr(object_path, length('alumni-images/') + 1)
    ) then
    raise exception using
      errcode = '22023',
      message = 'The photo must be an image uploaded to the alumni photo folder.',
      hint = 'alumni_photo';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.check_graduation_year()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  current_year integer := extract(year from now())::integer;
begin
  if new.graduation_year > current_year then
    raise exception using
      errcode = '23514',
      message = format('Graduation year must be between 1980 and %s.', current_year),
      detail = json_build_object('year', current_year)::text, hint = 'alumni_graduation_year';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.check_payment_screenshot()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_visitor_request()) then
    return new;
  end if;
  if not exists (
    select 1 from storage.objects o
    where o.bucket_id = 'payment-screenshots' and o.name = new.payment_screenshot_url
      and o.created_at > now() - interval '1 hour'
  ) then
    raise exception using
      errcode = '22023',
      message = 'The payment screenshot was not found. Please upload it again.',
      hint = 'payment_screenshot_missing';
  end if;
  if exists (
    select 1 from public.student_registrations r where r.payment_screenshot_url = new.payment_screenshot_url
  ) or exists (
    select 1 from public.deleted_registrations d
    where d.table_name = 'student_registrations' and d.row_data ->> 'payment_screenshot_url' = new.payment_screenshot_url
  ) then
    raise exception using
      errcode = '23505',
      message = 'This payment screenshot belongs to another application. Please upload it again.',
      hint = 'payment_screenshot_taken';
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.claim_reserved_reference()
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  secret text := nullif(current_setting('seminary.reference_reservation', true), '');
  claimed text;
begin
  if secret is null then
    return null;
  end if;
  perform set_config('seminary.reference_reservation', '', true);
  delete from private.application_reference_reservations v
  where v.token_hash = sha256(convert_to(secret, 'UTF8')) and v.expires_at > now()
  returning v.reference into claimed;
  return claimed;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.close_alumni_registration(registration alumni_registrations, decision text, note text, profile_id uuid)
 RETURNS alumni_registrations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  closed public.alumni_registrations;
begin
  update public.alumni_registrations r
  set status = close_alumni_registration.decision, reviewed_at = now(), reviewed_by = auth.uid(),
    review_note = close_alumni_registration.note, alumni_profile_id = close_alumni_registration.profile_id,
    name = null, graduation_year = null, degree = null, current_position = null,
    organization = null, location = null, bio = null, testimonial = null, image_url = null
  where r.id = close_alumni_registration.registration.id
  returning r.* into closed;
  perform private.queue_mail(
    'alumni_registration_answer', closed.email, closed.language,
    jsonb_build_object('decision', close_alumni_registration.decision, 'note', close_alumni_registration.note),
    alumni_registration_id => closed.id
  );
  return closed;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.confirmation_email_key(purpose text, email text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select encode(sha256(convert_to(replace(purpose, '_', '-') || ':' || lower(btrim(email)), 'UTF8')), 'hex')
$function$
;

CREATE OR REPLACE FUNCTION private.confirmation_token_record(token text, purpose text)
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(t.application_id, t.data_request_id, t.alumni_registration_id)
  from private.confirmation_tokens t
  where length(confirmation_token_record.token) between 20 and 200
    and t.token_hash = sha256(convert_to(confirmation_token_record.token, 'UTF8'))
    and t.purpose = confirmation_token_record.purpose
    and (t.expires_at is null or t.expires_at > now())
$function$
;

CREATE OR REPLACE FUNCTION private.content_history_tables()
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(c.table_name order by c.table_name), '{}')
  from private.content_tables c
  where c.editors_write
$function$
;

CREATE OR REPLACE FUNCTION private.content_versions_per_record()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select 50
$function$
;

CREATE OR REPLACE FUNCTION private.copy_alumni_directory_row()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.alumni_directory as d (
    id, name, graduation_year, degree, current_position, organization, location, image_url, bio, testimonial, updated_at
  ) values (
    new.id, new.name, new.graduation_year, new.degree,
    private.alumni_public_value(new, 'current_position', new.current_position),
    private.alumni_public_value(new, 'organization', new.organization),
    private.alumni_public_value(new, 'location', new.location),
    private.alumni_public_value(new, 'image_url', new.image_url),
    private.alumni_public_value(new, 'bio', new.bio),
    private.alumni_public_value(new, 'testimonial', new.testimonial),
    new.updated_at
  )
  on conflict (id) do update set
    name = excluded.name, graduation_year = excluded.graduation_year, degree = excluded.degree,
    current_position = excluded.current_position, organization = excluded.organization,
    location = excluded.location, image_url = excluded.image_url, bio = excluded.bio,
    testimonial = excluded.testimonial, updated_at = excluded.updated_at;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.deleted_content_days()
 RETURNS interval
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select interval '30 days'
$function$
;

CREATE OR REPLACE FUNCTION private.dispatch_site_deploy(force boolean DEFAULT false)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  state private.site_publish_state;
  hook_url text;
  hook_secret text;
  request jsonb;
begin
  -- PL/pgSQL resolves names when a statement first runs, so the references to net and vault
  -- below compile everywhere and are only reached where both exist.
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null
    or to_regclass('vault.decrypted_secrets') is null then
    return false;
  end if;

  select * into state from private.site_publish_state for update;
  if not (force or private.site_deploy_due(state.dispatch_pending_since, state.changed_at, now())) then
    return false;
  end if;

  select decrypted_secret into hook_url from vault.decrypted_secrets where name = 'site_deploy_hook_url';
  select decrypted_secret into hook_secret from vault.decrypted_secrets where name = 'site_deploy_hook_secret';
  if hook_url is null or hook_secret is null then
    -- Not connected yet (docs/DEPLOY.md): keep the change pending for when it is.
    return false;
  end if;

  -- Shaped as a GitHub repository_dispatch body, so a relay can forward it unchanged.
  request := private.site_deploy_request(
    jsonb_build_object(
      'event_type', 'content-changed',
      'client_payload', jsonb_build_object(
        'reason', case when force then 'requested' else 'content' end,
        'changed_at', state.changed_at,
        'sent_at', now()
      )
    ),
    hook_secret
  );
  perform net.http_post(
    url := hook_url,
    body := request -> 'body',
    headers := request -> 'headers',
    timeout_milliseconds := 10000
  );
  update private.site_publish_state set dispatch_pending_since = null, dispatched_at = now() where id;
  return true;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.enforce_application_limits()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  limits public.application_limits;
  sender_email text := lower(btrim(new.email));
  sender_address text := private.request_client_address();
begin
  if coalesce(new.honeypot, '') <> '' then
    raise exception using errcode = 'P0001', message = 'An error occurred while submitting your registration', hint = 'submission_refused';
  end if;
  new.honeypot := null;

  -- Limits apply to the Data API's public roles; admins restoring from the trash, the service
  -- role and the seed are not visitors.
  if (select private.is_admissions()) or coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  -- Concurrent submissions must not both slip under the limit.
  perform pg_advisory_xact_lock(hashtext('private.application_submissions'));
  delete from private.application_submissions where submitted_at < now() - interval '1 hour';
  select * into limits from public.application_limits where id = 1;

  -- Without the settings row (deleted by the service role) the defaults still apply.
  if (select count(*) from private.application_submissions s where s.email = sender_email)
      >= coalesce(limits.max_per_email_per_hour, 5)
    or (
      sender_address is not null
      and (select count(*) from private.application_submissions s where s.client_address = sender_address)
        >= coalesce(limits.max_per_client_address_per_hour, 30)
    ) then
    raise sqlstate 'PT429' using message = 'Too many applications. Please try again later.', hint = 'too_many_applications';
  end if;

  insert into private.application_submissions (email, client_address) values (sender_email, sender_address);
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.enforce_upload_limits()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sender_address text := private.request_client_address();
  max_uploads integer;
begin
  if new.bucket_id not in ('payment-screenshots', 'alumni-images') or not (select private.is_visitor_request()) then
    return new;
  end if;
  if coalesce(current_setting('request.path', true), '') like '%/object/upload/sign/%' then
    raise sqlstate 'PT403' using message = 'Visitors upload files directly, without a signed upload URL.', hint = 'signed_upload_refused';
  end if;
  if sender_address is null then
    return new;
  end if;

  -- Concurrent uploads from one address must not both slip under the limit.
  perform pg_advisory_xact_lock(hashtext('private.anonymous_uploads'));
  delete from private.anonymous_uploads where uploaded_at < now() - interval '1 hour';
  select case new.bucket_id
      when 'payment-screenshots' then l.max_payment_screenshots_per_client_address_per_hour
      else l.max_alumni_photos_per_client_address_per_hour
    end
  into max_uploads
  from public.application_limits l where l.id = 1;

  if (
    select count(*) from private.anonymous_uploads u
    where u.client_address = sender_address and u.bucket_id = new.bucket_id
  ) >= coalesce(max_uploads, 5) then
    raise sqlstate 'PT429' using message = 'Too many uploads. Please try again later.', hint = 'too_many_uploads';
  end if;

  insert into private.anonymous_uploads (bucket_id, object_name, client_address)
  values (new.bucket_id, new.name, sender_address);
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.erase_payment_screenshot(application_id uuid, reason text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  screenshot text;
begin
  update public.student_registrations r set payment_screenshot_erased_at = now()
  where r.id = erase_payment_screenshot.application_id and r.payment_screenshot_erased_at is null
  returning r.payment_screenshot_url into screenshot;
  if screenshot is null then
    return 0;
  end if;
  delete from private.anonymous_uploads u where u.bucket_id = 'payment-screenshots' and u.object_name = screenshot;
  delete from private.retention_notices n
  where n.subject_kind = 'payment_screenshot' and n.subject_id = erase_payment_screenshot.application_id;
  perform private.mark_storage_object_for_purge('payment-screenshots', screenshot);
  perform private.log_erasure(reason, 'payment_screenshot', 1);
  return 1;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.erase_person_data(reason text, email text DEFAULT NULL::text, application_id uuid DEFAULT NULL::uuid, enquiry_id uuid DEFAULT NULL::uuid, alumni_profile_id uuid DEFAULT NULL::uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted_email text := lower(btrim(erase_person_data.email));
  applications uuid[];
  enquiries uuid[];
  emails text[];
  lookup_keys text[];
  screenshots text[];
  photos text[];
  erased_profiles integer := 0;
  erased_registrations integer := 0;
  recommended uuid[] := '{}';
  trashed_recommendations integer := 0;
begin
  if reason is null or reason not in ('request', 'retention') then
    raise exception using errcode = '22023', message = 'An erasure is made on request or by the retention schedule.', hint = 'erasure_reason_unknown';
  end if;
  if num_nonnulls(wanted_email, application_id, enquiry_id, alumni_profile_id) <> 1 or wanted_email = '' then
    raise exception using errcode = '22023', message = 'Name exactly one e-mail address, application, enquiry or alumni profile.', hint = 'erasure_subject';
  end if;

  -- What is hers, live and in the trash.
  with rows_of as (
    select 'student_registrations' as table_name, to_jsonb(r) as data from public.student_registrations r
    where r.id = erase_person_data.application_id or lower(btrim(r.email)) = wanted_email
    union all
    select 'registrations', to_jsonb(r) from public.registrations r
    where r.id = erase_person_data.enquiry_id or lower(btrim(r.email)) = wanted_email
    union all
    select d.table_name, d.row_data from public.deleted_registrations d
    where (d.table_name = 'student_registrations' and d.row_data ->> 'id' = erase_person_data.application_id::text)
      or (d.table_name = 'registrations' and d.row_data ->> 'id' = erase_person_data.enquiry_id::text)
      or lower(btrim(d.row_data ->> 'email')) = wanted_email
  )
  select
    coalesce(array_agg(distinct (o.data ->> 'id')::uuid) filter (where o.table_name = 'student_registrations'), '{}'),
    coalesce(array_agg(distinct (o.data ->> 'id')::uuid) filter (where o.table_name = 'registrations'), '{}'),
    coalesce(array_agg(distinct lower(btrim(o.data ->> 'email'))), '{}'),
    coalesce(array_agg(distinct o.data ->> 'payment_screenshot_url') filter (where o.data ? 'payment_screenshot_url'), '{}'),
    -- The keys application_status_lookup counts failures under (08_admissions.sql).
    coalesce(array_agg(distinct k.key) filter (where k.key is not null), '{}')
  into applications, enquiries, emails, screenshots, lookup_keys
  from rows_of o
  cross join lateral (
    values
      ('reference:' || upper(o.data ->> 'reference')),
      ('email:' || lower(btrim(o.data ->> 'email'))),
      (case when length(private.phone_digits(o.data ->> 'phone')) >= 7
        then 'phone:' || private.phone_digits(o.data ->> 'phone') end)
  ) as raw_key(key_text)
  cross join lateral (select encode(sha256(convert_to(raw_key.key_text, 'UTF8')), 'hex') as key) k;
  if wanted_email is not null then
    emails := array_append(emails, wanted_email);
    lookup_keys := array_append(lookup_keys, encode(sha256(convert_to('email:' || wanted_email, 'UTF8')), 'hex'));
  end if;

  delete from public.mail_outbox o where o.application_id = any(applications) or o.registration_id = any(enquiries);
  delete from private.confirmation_tokens t where t.application_id = any(applications);
  -- Her verified payment stays in the school's accounts without her (16_payment_verification.sql).
  update public.verified_payments p set application_id = null where p.application_id = any(applications);
  delete from private.retention_notices n where n.subject_id = any(applications) or n.subject_id = any(enquiries);
  delete from private.application_lookup_attempts a
  where a.reference_key = any(lookup_keys) or a.contact_key = any(lookup_keys);
  delete from private.application_submissions s where s.email = any(emails);
  delete from private.anonymous_uploads u where u.bucket_id = 'payment-screenshots' and u.object_name = any(screenshots);

  -- Deleted without a copy in the trash; the status history goes with the row (on delete cascade).
  perform set_config('seminary.erasing_person', 'on', true);
  delete from public.student_registrations r where r.id = any(applications);
  delete from public.registrations r where r.id = any(enquiries);
  perform set_config('seminary.erasing_person', '', true);
  delete from public.deleted_registrations d
  where (d.table_name = 'student_registrations' and d.row_data ->> 'id' = any(applications::text[]))
    or (d.table_name = 'registrations' and d.row_data ->> 'id' = any(enquiries::text[]));

  perform private.mark_storage_object_for_purge('payment-screenshots', s.name) from unnest(screenshots) as s(name);

  if alumni_profile_id is not null then
    select coalesce(array_agg(distinct substr(p.path, length('alumni-images/') + 1)), '{}') into photos
    from (
      select private.storage_object_path(a.image_url) as path from public.alumni_profiles a
      where a.id = erase_person_data.alumni_profile_id
      union all
      select unnest(v.file_paths) from public.content_versions v
      where v.table_name = 'alumni_profiles' and v.record_id = erase_person_data.alumni_profile_id
    ) p
    where p.path like 'alumni-images/%';
    -- Its versions go after it (below); the site rebuilds without it.
    delete from public.alumni_profiles a where a.id = erase_person_data.alumni_profile_id;
    get diagnostics erased_profiles = row_count;
    delete from public.content_versions v
    where v.table_name = 'alumni_profiles' and v.record_id = erase_person_data.alumni_profile_id;
    delete from private.anonymous_uploads u where u.bucket_id = 'alumni-images' and u.object_name = any(photos);
    -- A photo another profile still shows stays: the purge deletes only what nothing references.
    perform private.mark_storage_object_for_purge('alumni-images', p.name) from unnest(photos) as p(name);
  end if;

  perform private.log_erasure(reason, 'application', cardinality(applications));
  perform private.log_erasure(reason, 'enquiry', cardinality(enquiries));
  perform private.log_erasure(reason, 'alumni_profile', erased_profiles);
  if wanted_email is not null then
    perform private.mark_storage_object_for_purge('alumni-images', substr(private.storage_object_path(r.image_url), length('alumni-images/') + 1))
    from public.alumni_registrations r where lower(btrim(r.email)) = wanted_email and r.image_url is not null;
    delete from public.alumni_registrations r where lower(btrim(r.email)) = wanted_email;
    get diagnostics erased_registrations = row_count;
    perform private.log_erasure(reason, 'alumni_registrations', erased_registrations);
    delete from private.confirmation_attempts a
    where a.purpose = 'alumni_registration' and a.email_key = private.confirmation_email_key('alumni_registration', wanted_email);

    -- A pastor or church leader someone named as her recommender (17_recommendations.sql): who
    -- they are and their answer go from her application, live and in the trash, with the
    -- e-mails and links to them; her application stays.
    select coalesce(array_agg(r.id), '{}') into recommended
    from public.student_registrations r where lower(btrim(r.recommender_email)) = wanted_email;
    delete from public.mail_outbox o
    where o.kind in ('recommendation_request', 'recommendation_reminder')
      and exists (select 1 from unnest(o.to_addresses) a where lower(btrim(a)) = wanted_email);
    delete from private.confirmation_tokens t where t.application_id = any(recommended) and t.purpose = 'recommendation';
    perform set_config('seminary.erasing_person', 'on', true);
    update public.student_registrations r
    set recommender_name = null, recommender_church = null, recommender_email = null,
        recommender_consent_notice_version = null, recommender_consent_at = null,
        recommendation_requested_at = null, recommendation_reminded_at = null, recommendation_expires_at = null,
        recommendation_received_at = null, recommendation_known_for = null, recommendation_church = null,
        recommendation_text = null, recommendation_recommends = null
    where r.id = any(recommended);
    perform set_config('seminary.erasing_person', '', true);
    update public.deleted_registrations d
    set row_data = d.row_data - array[
      'recommender_name', 'recommender_church', 'recommender_email', 'recommender_consent_notice_version',
      'recommender_consent_at', 'recommendation_requested_at', 'recommendation_reminded_at',
      'recommendation_expires_at', 'recommendation_received_at', 'recommendation_known_for',
      'recommendation_church', 'recommendation_text', 'recommendation_recommends'
    ]
    where d.table_name = 'student_registrations' and lower(btrim(d.row_data ->> 'recommender_email')) = wanted_email;
    get diagnostics trashed_recommendations = row_count;
    perform private.log_erasure(reason, 'recommendation', cardinality(recommended) + trashed_recommendations);
  end if;
  return cardinality(applications) + cardinality(enquiries) + erased_profiles + erased_registrations
    + cardinality(recommended) + trashed_recommendations;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.expire_reference_reservations()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  expired integer;
begin
  delete from private.application_reference_reservations v where v.expires_at <= now();
  get diagnostics expired = row_count;
  delete from private.reference_reservation_requests r where r.requested_at < now() - interval '1 hour';
  return expired;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.file_column_shows(url_part text, value text, with_visitor_tables boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  file_column record;
  shown boolean;
begin
  for file_column in
    select c.table_name, f.column_name
    from private.content_tables c cross join lateral unnest(c.file_columns) as f(column_name)
    where with_visitor_tables or not c.visitors_write
    order by c.table_name, f.column_name
  loop
    execute format(
      'select exists (select 1 from public.%I t where private.%I(t.%I) = $1)',
      file_column.table_name, url_part, file_column.column_name
    ) into shown using value;
    if shown then
      return true;
    end if;
  end loop;
  return false;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.financial_year(day date)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0')
  from (select extract(year from day)::integer - case when extract(month from day) < 4 then 1 else 0 end as y) f
$function$
;

CREATE OR REPLACE FUNCTION private.forget_alumni_registrations()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  unconfirmed integer;
  decided integer;
begin
  unconfirmed := private.forget_unconfirmed_alumni_registrations();
  delete from public.alumni_registrations r
  where r.status in ('approved', 'rejected')
    and r.reviewed_at < now() - (select i.sent_mail_body from private.retention_intervals() i);
  get diagnostics decided = row_count;
  perform private.log_erasure('retention', 'alumni_registrations', unconfirmed + decided);
  return unconfirmed + decided;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.forget_data_requests()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  unconfirmed integer;
  answered integer;
begin
  delete from public.data_requests r where r.status = 'unconfirmed' and r.created_at < now() - interval '1 day';
  get diagnostics unconfirmed = row_count;
  with forgotten as (
    update public.data_requests r
    set email = null, details = null, personal_data_forgotten_at = now()
    where r.status in ('completed', 'refused') and r.email is not null
      and r.answered_at < now() - (select i.sent_mail_body from private.retention_intervals() i)
    returning r.id
  )
  select count(*) into answered from forgotten;
  delete from private.confirmation_tokens t
  where t.expires_at < now()
    or t.data_request_id in (select r.id from public.data_requests r where r.personal_data_forgotten_at is not null);
  perform private.log_erasure('retention', 'data_requests', unconfirmed + answered);
  return unconfirmed + answered;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.forget_erased_in_audit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform set_config('seminary.audit_maintenance', 'on', true);
  update public.audit_log a set record_id = null
  where a.record_id is not null and private.is_personal_table(a.table_name)
    and not exists (select 1 from public.registrations r where a.table_name = 'registrations' and r.id::text = a.record_id)
    and not exists (
      select 1 from public.student_registrations r where a.table_name = 'student_registrations' and r.id::text = a.record_id
    )
    and not exists (select 1 from public.alumni_profiles p where a.table_name = 'alumni_profiles' and p.id::text = a.record_id)
    and not exists (select 1 from public.data_requests d where a.table_name = 'data_requests' and d.id::text = a.record_id)
    and not exists (select 1 from public.deleted_registrations d where d.row_data ->> 'id' = a.record_id);
  perform set_config('seminary.audit_maintenance', '', true);
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.forget_trashed_registration()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  row_id uuid;
begin
  if coalesce(old.row_data ->> 'id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  row_id := (old.row_data ->> 'id')::uuid;
  if old.table_name = 'student_registrations' then
    if exists (select 1 from public.student_registrations r where r.id = row_id) then
      return null;
    end if;
    delete from public.mail_outbox o where o.application_id = row_id;
    delete from private.confirmation_tokens t where t.application_id = row_id;
    -- Her verified payment stays in the school's accounts without her (16_payment_verification.sql).
    update public.verified_payments p set application_id = null where p.application_id = row_id;
    perform private.mark_storage_object_for_purge('payment-screenshots', old.row_data ->> 'payment_screenshot_url');
  else
    if exists (select 1 from public.registrations r where r.id = row_id) then
      return null;
    end if;
    delete from public.mail_outbox o where o.registration_id = row_id;
  end if;
  delete from private.retention_notices n where n.subject_id = row_id;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.forget_unconfirmed_alumni_registrations()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  forgotten integer;
  photos text[];
begin
  with gone as (
    delete from public.alumni_registrations r
    where r.status = 'unconfirmed' and r.created_at < now() - interval '1 day'
    returning r.image_url
  )
  select count(*), coalesce(array_agg(substr(private.storage_object_path(g.image_url), length('alumni-images/') + 1))
      filter (where g.image_url is not null), '{}')
  into forgotten, photos
  from gone g;
  perform private.mark_storage_object_for_purge('alumni-images', p.name) from unnest(photos) as p(name);
  return forgotten;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.guard_application_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.reference := old.reference;
  new.idempotency_key := old.idempotency_key;
  if coalesce(current_setting('seminary.verifying_payment', true), '') <> 'on' then
    new.payment_verified_at := old.payment_verified_at;
  end if;
  -- Her recommender and their answer are hers and theirs: changed only by the recommendation's own
  -- functions (17_recommendations.sql) and erased only by an erasure.
  if coalesce(current_setting('seminary.recording_recommendation', true), '') <> 'on'
    and coalesce(current_setting('seminary.erasing_person', true), '') <> 'on' then
    new.recommender_name := old.recommender_name;
    new.recommender_church := old.recommender_church;
    new.recommender_email := old.recommender_email;
    new.recommender_consent_notice_version := old.recommender_consent_notice_version;
    new.recommender_consent_at := old.recommender_consent_at;
    new.recommendation_requested_at := old.recommendation_requested_at;
    new.recommendation_reminded_at := old.recommendation_reminded_at;
    new.recommendation_expires_at := old.recommendation_expires_at;
    new.recommendation_received_at := old.recommendation_received_at;
    new.recommendation_known_for := old.recommendation_known_for;
    new.recommendation_church := old.recommendation_church;
    new.recommendation_text := old.recommendation_text;
    new.recommendation_recommends := old.recommendation_recommends;
  end if;
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  else
    new.status_changed_at := old.status_changed_at;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.has_data_on_file(email text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.student_registrations r where lower(btrim(r.email)) = lower(btrim(has_data_on_file.email)))
    or exists (select 1 from public.registrations r where lower(btrim(r.email)) = lower(btrim(has_data_on_file.email)))
    or exists (
      select 1 from public.deleted_registrations d
      where lower(btrim(d.row_data ->> 'email')) = lower(btrim(has_data_on_file.email))
    )
    -- A pastor or church leader an applicant named (17_recommendations.sql).
    or exists (
      select 1 from public.student_registrations r
      where lower(btrim(r.recommender_email)) = lower(btrim(has_data_on_file.email))
    )
    or exists (
      select 1 from public.deleted_registrations d
      where lower(btrim(d.row_data ->> 'recommender_email')) = lower(btrim(has_data_on_file.email))
    )
$function$
;

CREATE OR REPLACE FUNCTION private.is_personal_table(table_name text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select is_personal_table.table_name in ('registrations', 'student_registrations', 'alumni_profiles', 'data_requests')
$function$
;

CREATE OR REPLACE FUNCTION private.is_school_storage_origin(origin text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select origin is not null and private.file_column_shows('storage_url_origin', origin, false)
$function$
;

CREATE OR REPLACE FUNCTION private.is_single_line(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select value is null or value !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
$function$
;

CREATE OR REPLACE FUNCTION private.is_under_18(date_of_birth date)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select date_of_birth is not null
    and date_of_birth + interval '18 years' > (now() at time zone 'Asia/Kolkata')::date
$function$
;

CREATE OR REPLACE FUNCTION private.keep_an_administrator()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Only a statement that took an administrator's role away can leave the school without one
  -- (an upsert fires the update trigger even when it only inserted).
  if exists (select 1 from old_rows o where o.role = 'administrator')
    and not exists (select 1 from public.staff_roles r where r.role = 'administrator') then
    raise exception using errcode = '23514',
      message = 'The school must keep at least one administrator: make someone else an administrator first.',
      hint = 'last_administrator';
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.keep_consent_record()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.consent_notice_version := old.consent_notice_version;
  new.consent_language := old.consent_language;
  new.consent_at := old.consent_at;
  if tg_table_name = 'student_registrations' then
    new.guardian_name := old.guardian_name;
    new.guardian_contact := old.guardian_contact;
    new.guardian_consent_notice_version := old.guardian_consent_notice_version;
    new.guardian_consent_language := old.guardian_consent_language;
    new.guardian_consent_at := old.guardian_consent_at;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.keep_content_version()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  old_row jsonb := to_jsonb(old);
  oldest_kept bigint;
begin
  -- A save that changes nothing (updated_at aside, which the change tracking sets) is no version.
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'updated_at') is not distinct from (old_row - 'updated_at') then
    return null;
  end if;
  insert into public.content_versions (
    table_name, record_id, operation, row_data, changed_by, changed_by_role, client_address, file_paths
  ) values (
    tg_table_name, old.id, lower(tg_op), old_row, auth.uid(), coalesce(private.staff_role(), auth.role()),
    case when (select private.is_visitor_request()) then private.request_client_address() end,
    coalesce(
      (select array_agg(distinct p.path) from jsonb_each_text(old_row) e
        cross join lateral (select private.storage_object_path(e.value) as path) p where p.path is not null),
      '{}'
    )
  );
  select v.id into oldest_kept from public.content_versions v
  where v.table_name = tg_table_name and v.record_id = old.id
  order by v.id desc offset private.content_versions_per_record() - 1 limit 1;
  if oldest_kept is not null then
    delete from public.content_versions v
    where v.table_name = tg_table_name and v.record_id = old.id and v.id < oldest_kept;
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.keep_deleted_registration()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  emptied integer;
begin
  if coalesce(current_setting('seminary.erasing_person', true), '') = 'on' then
    return old;
  end if;
  delete from public.deleted_registrations d where d.deleted_at < now() - (select i.trash from private.retention_intervals() i);
  get diagnostics emptied = row_count;
  perform private.log_erasure('retention', 'trash', emptied);
  insert into public.deleted_registrations (table_name, row_data)
  values (tg_table_name, to_jsonb(old) - 'honeypot');
  return old;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.keep_referenced_object()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if private.storage_object_is_referenced(old.bucket_id, old.name) then
    return null;
  end if;
  return old;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.log_erasure(reason text, kind text, items integer)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.erasure_log (reason, kind, items)
  select log_erasure.reason, log_erasure.kind, log_erasure.items
  where log_erasure.items > 0
$function$
;

CREATE OR REPLACE FUNCTION private.mail_application_status()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status is not distinct from old.status
    or new.status not in ('accepted', 'not_accepted', 'withdrawn')
    or not (select private.write_sends_mail()) then
    return null;
  end if;
  perform private.queue_mail(
    'status_applicant', new.email, new.language,
    jsonb_build_object(
      'reference', new.reference, 'status', new.status, 'token', private.new_confirmation_token('application_status', new.id)
    ),
    application_id => new.id
  );
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.mail_new_application()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.write_sends_mail()) then
    return null;
  end if;
  perform private.queue_mail(
    'application_office', null, 'en',
    jsonb_build_object(
      'id', new.id, 'reference', new.reference, 'start_date', new.start_date, 'program', new.program_interest,
      'course', (select c.title from public.courses c where c.id = new.course_id), 'language', new.language,
      'name', new.name, 'email', new.email, 'phone', new.phone, 'city', new.city, 'state', new.state,
      'comments', new.comments
    ),
    application_id => new.id
  );
  perform private.queue_mail(
    'application_applicant', new.email, new.language,
    jsonb_build_object('reference', new.reference, 'token', private.new_confirmation_token('application_status', new.id)),
    application_id => new.id
  );
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.mail_new_enquiry()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.write_sends_mail()) then
    return null;
  end if;
  perform private.queue_mail(
    'enquiry_office', null, 'en',
    jsonb_build_object(
      'program', new.program_interest, 'course', (select c.title from public.courses c where c.id = new.course_id),
      'language', new.language, 'name', new.name, 'email', new.email, 'phone', new.phone, 'city', new.city,
      'state', new.state, 'address', new.address, 'comments', new.comments
    ),
    registration_id => new.id
  );
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.mail_parameter_fits(name text, value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case name
    when 'school' then jsonb_typeof(value) = 'string' and length(value #>> '{}') <= 200
      and private.is_single_line(value #>> '{}')
    when 'site' then (value #>> '{}') ~ '^https?://[^[:space:]/]+(/[^[:space:]]*)?$'
    when 'id' then (value #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    when 'reference' then jsonb_typeof(value) = 'null'
      or (value #>> '{}') ~ '^APP-[0-9]{4}-([0-9]{5,}|[2-9A-HJ-NP-Z]{6})$'
    when 'token' then (value #>> '{}') ~ '^[A-Za-z0-9_-]{20,200}$'
    when 'status' then (value #>> '{}') in ('accepted', 'not_accepted', 'withdrawn')
    when 'receipt_number' then (value #>> '{}') ~ '^RCPT/[0-9]{4}-[0-9]{2}/[0-9]{4,}$'
    when 'about' then (value #>> '{}') in ('enquiry', 'application', 'payment_screenshot')
    when 'request' then (value #>> '{}') in ('access', 'correction', 'erasure')
    when 'answer' then (value #>> '{}') in ('copy', 'corrected', 'erased', 'refused')
    when 'decision' then (value #>> '{}') in ('approved', 'rejected')
    when 'role' then (value #>> '{}') in ('administrator', 'editor', 'admissions')
    when 'language' then (value #>> '{}') in ('en', 'te')
    when 'received_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'erase_on' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'applicant' then jsonb_typeof(value) = 'string' and btrim(value #>> '{}') <> ''
      and length(value #>> '{}') <= 200 and private.is_single_line(value #>> '{}')
    when 'expires_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'due_at' then (value #>> '{}') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+([+-][0-9:]+|Z)$'
    when 'response_days' then jsonb_typeof(value) = 'number'
    when 'records' then jsonb_typeof(value) = 'number'
    when 'mail_days' then jsonb_typeof(value) = 'number'
    when 'action_link' then (value #>> '{}') ~ '^https?://[^[:space:][:cntrl:]]+$'
    when 'program' then jsonb_typeof(value) in ('string', 'null')
    when 'course' then jsonb_typeof(value) in ('string', 'null')
    else jsonb_typeof(value) in ('string', 'null')
  end
$function$
;

CREATE OR REPLACE FUNCTION private.mail_parameter_names(kind text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case kind
    when 'application_office' then array['school', 'site', 'id', 'reference', 'start_date', 'program', 'course',
      'language', 'name', 'email', 'phone', 'city', 'state', 'comments']
    when 'enquiry_office' then array['school', 'site', 'program', 'course', 'language', 'name', 'email', 'phone',
      'city', 'state', 'address', 'comments']
    when 'application_applicant' then array['school', 'site', 'reference', 'token']
    when 'status_applicant' then array['school', 'site', 'reference', 'token', 'status']
    when 'receipt_applicant' then array['school', 'site', 'reference', 'token', 'receipt_number']
    when 'retention_notice' then array['school', 'site', 'about', 'reference', 'received_at', 'erase_on']
    when 'data_request_confirm' then array['school', 'site', 'request', 'token', 'response_days']
    when 'data_request_office' then array['school', 'site', 'request', 'due_at']
    when 'data_request_answer' then array['school', 'site', 'answer', 'token', 'records', 'mail_days', 'request', 'reason']
    when 'staff_invite' then array['school', 'site', 'role', 'action_link']
    when 'staff_password' then array['school', 'site', 'role', 'action_link']
    when 'alumni_registration_confirm' then array['school', 'site', 'token']
    when 'alumni_registration_office' then array['school', 'site']
    when 'alumni_registration_answer' then array['school', 'site', 'decision', 'note']
    -- To her pastor or church leader, whose address she typed: the school's words, her name and
    -- the link, as she agreed (17_recommendations.sql).
    when 'recommendation_request' then array['school', 'site', 'applicant', 'token', 'expires_at']
    when 'recommendation_reminder' then array['school', 'site', 'applicant', 'token', 'expires_at']
  end
$function$
;

CREATE OR REPLACE FUNCTION private.mail_parameters_fit(kind text, parameters jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_typeof(parameters) = 'object' and parameters ? 'school' and parameters ? 'site'
    and coalesce((
      select bool_and(p.key = any (private.mail_parameter_names(kind)) and private.mail_parameter_fits(p.key, p.value))
      from jsonb_each(parameters) p
    ), true)
$function$
;

CREATE OR REPLACE FUNCTION private.mark_files_of_dropped_versions()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.storage_objects_to_purge (bucket_id, name)
  select distinct split_part(f.path, '/', 1), substr(f.path, strpos(f.path, '/') + 1)
  from dropped_versions v
  cross join lateral unnest(v.file_paths) as f(path)
  where strpos(f.path, '/') > 1
  on conflict on constraint storage_objects_to_purge_pkey do update set marked_at = now();
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.mark_site_content_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  changed boolean;
begin
  -- One branch per event: an expression is planned whole, and each event has only its own
  -- transition tables.
  if tg_op = 'TRUNCATE' then
    changed := true;
  elsif tg_op = 'DELETE' then
    select exists (select 1 from old_rows) into changed;
  elsif tg_op = 'UPDATE' then
    select exists (
      select to_jsonb(n) - 'updated_at' from new_rows n
      except
      select to_jsonb(o) - 'updated_at' from old_rows o
    ) into changed;
  else
    select exists (select 1 from new_rows) into changed;
  end if;
  if not changed then
    return null;
  end if;
  if (select private.is_visitor_request()) then
    perform private.note_visitor_site_change();
  else
    perform private.note_site_change(tg_table_schema || '.' || tg_table_name);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.mark_site_files_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  touched boolean;
begin
  if tg_op = 'INSERT' then
    select exists (
      select 1 from new_rows o join storage.buckets b on b.id = o.bucket_id
      where b.public and private.storage_object_is_referenced(o.bucket_id, o.name)
    )
    into touched;
  else
    select exists (
      select 1 from (select bucket_id, name from old_rows union all select bucket_id, name from new_rows) o
      join storage.buckets b on b.id = o.bucket_id
      where b.public and private.storage_object_is_referenced(o.bucket_id, o.name)
    )
    into touched;
  end if;
  if touched then
    perform private.note_site_change('storage.objects');
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.mark_storage_object_for_purge(bucket_id text, name text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into private.storage_objects_to_purge (bucket_id, name)
  select mark_storage_object_for_purge.bucket_id, mark_storage_object_for_purge.name
  where mark_storage_object_for_purge.name is not null
  on conflict on constraint storage_objects_to_purge_pkey do update set marked_at = now()
$function$
;

CREATE OR REPLACE FUNCTION private.new_application_reference(at timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  random_bytes bytea;
  candidate text;
begin
  loop
    random_bytes := uuid_send(gen_random_uuid());
    candidate := format(
      'APP-%s-%s',
      private.application_year(at),
      (select string_agg(substr(alphabet, get_byte(random_bytes, i) % 32 + 1, 1), '' order by i)
       from generate_series(0, 5) as i)
    );
    -- A reference in the trash may come back with its row, and a reserved one with its
    -- application (15_payments.sql).
    exit when not exists (select 1 from public.student_registrations r where r.reference = candidate)
      and not exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'reference' = candidate
      )
      and not exists (select 1 from private.application_reference_reservations v where v.reference = candidate);
  end loop;
  return candidate;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.new_confirmation_token(purpose text, record_id uuid, expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  token text := rtrim(
    translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'),
    '='
  );
begin
  insert into private.confirmation_tokens (
    token_hash, purpose, application_id, data_request_id, alumni_registration_id, expires_at
  ) values (
    sha256(convert_to(token, 'UTF8')), new_confirmation_token.purpose,
    case when new_confirmation_token.purpose in ('application_status', 'recommendation') then record_id end,
    case when new_confirmation_token.purpose like 'data_request_%' then record_id end,
    case when new_confirmation_token.purpose = 'alumni_registration_confirm' then record_id end,
    new_confirmation_token.expires_at
  );
  return token;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.note_site_change(source text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update private.site_publish_state
  set changed_at = now(), revision = revision + 1, dispatch_pending_since = coalesce(dispatch_pending_since, now()),
      visitor_pending_since = null
  where id;
  -- Delivered on commit, once per transaction and source; a rolled-back edit sends nothing.
  perform pg_notify('site_content_changed', source);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.note_visitor_site_change()
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update private.site_publish_state
  set visitor_changed_at = now(), visitor_pending_since = coalesce(visitor_pending_since, now())
  where id
$function$
;

CREATE OR REPLACE FUNCTION private.notify_mail_outbox()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  perform pg_notify('mail_outbox', '');
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.open_data_request(request_id uuid)
 RETURNS data_requests
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.data_requests;
begin
  select r.* into request from public.data_requests r where r.id = open_data_request.request_id for update;
  if request.id is null or request.status = 'unconfirmed' then
    raise sqlstate 'PT404' using message = 'No such request.', hint = 'data_request_not_found';
  end if;
  if request.status <> 'open' then
    raise sqlstate 'PT409' using message = 'This request has already been answered.', hint = 'data_request_answered';
  end if;
  return request;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.pending_alumni_registration(registration_id uuid)
 RETURNS alumni_registrations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
begin
  select r.* into registration from public.alumni_registrations r
  where r.id = pending_alumni_registration.registration_id for update;
  if registration.id is null or registration.status = 'unconfirmed' then
    raise sqlstate 'PT404' using message = 'No such registration.', hint = 'alumni_registration_not_found';
  end if;
  if registration.status <> 'pending' then
    raise sqlstate 'PT409' using message = 'This registration has already been decided.', hint = 'alumni_registration_decided';
  end if;
  return registration;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.person_data_copy(email text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with wanted as (select lower(btrim(person_data_copy.email)) as email)
  select jsonb_build_object(
    'email', (select w.email from wanted w),
    'made_at', now(),
    'applications', coalesce((
      select jsonb_agg(
        (to_jsonb(r) - 'idempotency_key' - 'honeypot' - 'contacted')
        || jsonb_build_object(
          'status_history', coalesce((
            select jsonb_agg(jsonb_build_object('status', h.to_status, 'changed_at', h.changed_at) order by h.changed_at)
            from public.application_status_history h where h.application_id = r.id
          ), '[]'),
          'course', (select c.title from public.courses c where c.id = r.course_id)
        )
        order by r.created_at
      )
      from public.student_registrations r, wanted w where lower(btrim(r.email)) = w.email
    ), '[]'),
    'enquiries', coalesce((
      select jsonb_agg((to_jsonb(r) - 'honeypot' - 'contacted') order by r.created_at)
      from public.registrations r, wanted w where lower(btrim(r.email)) = w.email
    ), '[]'),
    'deleted_by_the_school', coalesce((
      select jsonb_agg(
        jsonb_build_object('kind', d.table_name, 'deleted_at', d.deleted_at,
          'data', d.row_data - 'idempotency_key' - 'honeypot' - 'contacted')
        order by d.deleted_at
      )
      from public.deleted_registrations d, wanted w where lower(btrim(d.row_data ->> 'email')) = w.email
    ), '[]'),
    -- As someone's recommender: who she named and what they answered, without her application.
    'recommendations_you_gave', coalesce((
      select jsonb_agg(
        jsonb_build_object('name', r.recommender_name, 'church', r.recommender_church, 'email', r.recommender_email,
          'requested_at', r.recommendation_requested_at, 'received_at', r.recommendation_received_at,
          'known_for', r.recommendation_known_for, 'their_church', r.recommendation_church,
          'recommendation', r.recommendation_text, 'recommends', r.recommendation_recommends)
        order by r.created_at
      )
      from public.student_registrations r, wanted w where lower(btrim(r.recommender_email)) = w.email
    ), '[]'),
    'emails_sent_to_you', coalesce((
      select jsonb_agg(
        jsonb_build_object('kind', o.kind, 'language', o.language, 'parameters', o.parameters - 'token',
          'status', o.status, 'queued_at', o.created_at, 'sent_at', o.sent_at)
        order by o.created_at
      )
      from public.mail_outbox o, wanted w
      where o.body_purged_at is null and exists (select 1 from unnest(o.to_addresses) a where lower(btrim(a)) = w.email)
    ), '[]')
  )
$function$
;

CREATE OR REPLACE FUNCTION private.phone_digits(phone text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select nullif(right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10), '')
$function$
;

CREATE OR REPLACE FUNCTION private.plan_recommendation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- A restore from the trash puts the row back as it was.
  if (select private.restoring_registration()) then
    return new;
  end if;
  if new.recommender_email is null or not (select private.write_sends_mail()) then
    new.recommendation_requested_at := null;
    new.recommendation_expires_at := null;
  else
    new.recommendation_requested_at := now();
    new.recommendation_expires_at := now() + interval '30 days';
  end if;
  new.recommendation_reminded_at := null;
  new.recommendation_received_at := null;
  new.recommendation_known_for := null;
  new.recommendation_church := null;
  new.recommendation_text := null;
  new.recommendation_recommends := null;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.publish_due_posts()
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  since timestamptz;
  due boolean;
begin
  select s.checked_until into since from private.post_schedule_state s where s.id for update;
  select exists (
    select 1 from public.posts p
    where not p.draft and p.published_at > since and p.published_at <= now() and p.updated_at < p.published_at
  ) into due;
  update private.post_schedule_state s set checked_until = now() where s.id;
  if due then
    perform private.note_site_change('public.posts (scheduled)');
  end if;
  return due;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.publish_new_event_day()
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  today date := (now() at time zone 'Asia/Kolkata')::date;
  last_checked date;
  ended boolean;
begin
  select c.checked_day into last_checked from private.event_calendar_day c where c.id for update;
  if last_checked >= today then
    return false;
  end if;
  select exists (select 1 from public.events e where e.last_day >= last_checked and e.last_day < today)
  into ended;
  update private.event_calendar_day c set checked_day = today where c.id;
  if ended then
    perform private.note_site_change('events-calendar-day');
  end if;
  return ended;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.purge_audit_log()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  purged integer;
begin
  perform set_config('seminary.audit_maintenance', 'on', true);
  delete from public.audit_log a where a.at < now() - interval '2 years';
  get diagnostics purged = row_count;
  perform set_config('seminary.audit_maintenance', '', true);
  return purged;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.purge_content_versions()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  t text;
  purged integer := 0;
  table_purged integer;
begin
  foreach t in array private.content_history_tables() loop
    execute format(
      'delete from public.content_versions v '
      'where v.table_name = $1 and v.record_id in ('
      '  select d.record_id from public.content_versions d '
      '  where d.table_name = $1 and d.operation = ''delete'' and d.changed_at <= now() - private.deleted_content_days()'
      '    and not exists (select 1 from public.%I live where live.id = d.record_id)'
      '    and not exists (select 1 from public.content_versions n where n.table_name = $1 '
      '      and n.record_id = d.record_id and n.id > d.id))',
      t
    ) using t;
    get diagnostics table_purged = row_count;
    purged := purged + table_purged;
  end loop;
  return purged;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.purge_unreferenced_uploads()
 RETURNS TABLE(bucket_id text, name text, version text)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  project_url text;
  service_key text;
begin
  delete from private.anonymous_uploads u where u.uploaded_at < now() - interval '1 hour';

  -- PL/pgSQL resolves names when a statement first runs, so the references to net and vault
  -- below are only resolved where both exist.
  if exists (
      select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'net' and p.proname = 'http_delete'
    )
    and to_regclass('vault.decrypted_secrets') is not null then
    select s.decrypted_secret into project_url from vault.decrypted_secrets s where s.name = 'project_url';
    select s.decrypted_secret into service_key from vault.decrypted_secrets s where s.name = 'storage_purge_service_key';
  end if;

  if project_url is not null and service_key is not null then
    -- Storage deletes the row and the bytes once the request goes out (after this commits). An
    -- object whose request failed is still here at the next hourly run, and asked for again.
    perform net.http_delete(
      url => rtrim(project_url, '/') || '/storage/v1/object/' || d.bucket_id || '/' || private.url_path_encode(d.name),
      headers => jsonb_build_object('Authorization', 'Bearer ' || service_key, 'apikey', service_key)
    )
    from private.storage_objects_due_for_purge() d;
  else
    -- Hosted storage refuses a DELETE on its tables unless this is set for the transaction (its
    -- protect_delete trigger, meant against accidental deletes); this delete is deliberate.
    perform set_config('storage.allow_delete_query', 'true', true);
    return query
      delete from storage.objects o
      using private.storage_objects_due_for_purge() d
      where o.bucket_id = d.bucket_id and o.name = d.name
      returning o.bucket_id, o.name, o.version;
  end if;
  -- A mark goes with its object. One whose object something still references (a photo two
  -- profiles share, a picture a record shows again) goes after a day: whatever stops referencing
  -- it later keeps a version, which marks it again when it is dropped, and the visitor buckets'
  -- age rule covers theirs. An unreferenced object's mark stays until Storage has deleted it:
  -- nothing but the mark would ever remove a content file whose requests failed for a day.
  delete from private.storage_objects_to_purge p
  where not exists (select 1 from storage.objects o where o.bucket_id = p.bucket_id and o.name = p.name)
    or (p.marked_at < now() - interval '1 day' and private.storage_object_is_referenced(p.bucket_id, p.name));
end;
$function$
;

CREATE OR REPLACE FUNCTION private.queue_mail(kind text, to_address text, language text, parameters jsonb, application_id uuid DEFAULT NULL::uuid, registration_id uuid DEFAULT NULL::uuid, data_request_id uuid DEFAULT NULL::uuid, alumni_registration_id uuid DEFAULT NULL::uuid)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  settings public.mail_settings;
  queued bigint;
begin
  select * into settings from public.mail_settings s where s.id = 1;
  insert into public.mail_outbox (
    kind, from_address, to_addresses, language, parameters, application_id, registration_id, data_request_id,
    alumni_registration_id
  ) values (
    queue_mail.kind,
    coalesce(settings.from_address, 'Admissions <admissions@example.com>'),
    case when queue_mail.to_address is null
      then coalesce(settings.office_addresses, '{admissions@example.com}')
      else array[queue_mail.to_address]
    end,
    coalesce(queue_mail.language, 'en'),
    queue_mail.parameters || jsonb_build_object(
      'school', coalesce(settings.school_name, 'Vijayawada Women''s Bible Seminary'),
      'site', rtrim(coalesce(settings.site_url, 'http://localhost:4321'), '/')
    ),
    queue_mail.application_id, queue_mail.registration_id, queue_mail.data_request_id,
    queue_mail.alumni_registration_id
  )
  returning id into queued;
  return queued;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.queue_recommendation_mail(kind text, application student_registrations)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return private.queue_mail(
    kind, application.recommender_email, application.language,
    jsonb_build_object(
      'applicant', application.name,
      'token', private.new_confirmation_token('recommendation', application.id, application.recommendation_expires_at),
      'expires_at', application.recommendation_expires_at
    ),
    application_id => application.id
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION private.queue_retention_notice(subject_kind text, subject_id uuid, email text, language text, reference text, received_at timestamp with time zone, erase_on timestamp with time zone)
 RETURNS bigint
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.queue_mail(
    'retention_notice', queue_retention_notice.email, queue_retention_notice.language,
    jsonb_build_object(
      'about', queue_retention_notice.subject_kind,
      'reference', case when queue_retention_notice.subject_kind <> 'enquiry' then queue_retention_notice.reference end,
      'received_at', queue_retention_notice.received_at, 'erase_on', queue_retention_notice.erase_on
    ),
    application_id => case when queue_retention_notice.subject_kind <> 'enquiry' then queue_retention_notice.subject_id end,
    registration_id => case when queue_retention_notice.subject_kind = 'enquiry' then queue_retention_notice.subject_id end
  )
$function$
;

CREATE OR REPLACE FUNCTION private.record_alumni_public_fields()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.public_fields := coalesce(
    (select array_agg(distinct f order by f) from unnest(new.public_fields) as f), '{}'
  );
  new.public_fields_consent := nullif(btrim(new.public_fields_consent), '');
  -- A new profile showing nothing beyond the three records no choice: there is none yet.
  if (tg_op = 'INSERT' and (new.public_fields <> '{}' or new.public_fields_consent is not null))
    or (tg_op = 'UPDATE' and (new.public_fields is distinct from old.public_fields
      or new.public_fields_consent is distinct from old.public_fields_consent)) then
    if auth.uid() is not null and new.public_fields <> '{}' and new.public_fields_consent is null then
      raise exception using
        errcode = '22023',
        message = 'Please record how she agreed to show these fields on the alumni page.',
        hint = 'alumni_public_consent';
    end if;
    new.public_fields_recorded_by := auth.uid();
    new.public_fields_recorded_at := now();
  elsif tg_op = 'UPDATE' then
    new.public_fields_recorded_by := old.public_fields_recorded_by;
    new.public_fields_recorded_at := old.public_fields_recorded_at;
  else
    new.public_fields_recorded_by := null;
    new.public_fields_recorded_at := null;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.record_application_consent()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  visitor boolean := (select private.is_visitor_request());
begin
  if (select private.restoring_registration()) then
    return new;
  end if;
  -- Her pastor or church leader, named whole, with her consent to the school writing to them
  -- (17_recommendations.sql); the site's form asks for them, and an application without one (an
  -- older draft, the office's own entry) keeps none.
  new.recommender_name := nullif(btrim(new.recommender_name), '');
  new.recommender_church := nullif(btrim(new.recommender_church), '');
  new.recommender_email := nullif(btrim(new.recommender_email), '');
  if num_nonnulls(new.recommender_name, new.recommender_church, new.recommender_email) = 0 then
    new.recommender_consent_notice_version := null;
  elsif visitor then
    if num_nonnulls(new.recommender_name, new.recommender_church, new.recommender_email) < 3 then
      raise exception using
        errcode = '23514',
        message = 'Please give your pastor''s or church leader''s name, church and e-mail address.',
        hint = 'recommender_incomplete';
    end if;
    if new.recommender_consent_notice_version is null then
      raise exception using
        errcode = '23514',
        message = 'Please tick the box to agree that we write to your pastor or church leader.',
        hint = 'recommender_consent_required';
    end if;
    perform private.require_current_notice(new.recommender_consent_notice_version);
  end if;
  new.recommender_consent_at := case when new.recommender_email is not null then now() end;

  if not private.is_under_18(new.date_of_birth) then
    -- An adult applies for herself: nobody else's data is kept with her application.
    new.guardian_name := null;
    new.guardian_contact := null;
    new.guardian_consent_notice_version := null;
    new.guardian_consent_language := null;
    new.guardian_consent_at := null;
    return new;
  end if;

  new.guardian_name := nullif(btrim(new.guardian_name), '');
  new.guardian_contact := nullif(btrim(new.guardian_contact), '');
  if visitor then
    if new.guardian_name is null or new.guardian_contact is null or new.guardian_consent_notice_version is null then
      raise exception using
        errcode = '23514',
        message = 'An applicant under 18 needs her parent''s or guardian''s name, contact and consent.',
        hint = 'guardian_required';
    end if;
    perform private.require_current_notice(new.guardian_consent_notice_version);
  end if;
  if new.guardian_consent_notice_version is null then
    new.guardian_consent_language := null;
    new.guardian_consent_at := null;
  else
    new.guardian_consent_language := coalesce(new.guardian_consent_language, new.consent_language, new.language);
    new.guardian_consent_at := now();
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.record_application_status()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  insert into public.application_status_history
    (application_id, from_status, to_status, note, changed_by, changed_by_email, changed_at)
  values (
    new.id,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    case
      when tg_op = 'INSERT' and (select private.restoring_registration()) then 'Restored from the deleted registrations.'
      else nullif(btrim(coalesce(current_setting('seminary.application_status_note', true), '')), '')
    end,
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    now()
  );
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.record_consent()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (select private.restoring_registration()) then
    return new;
  end if;
  if (select private.is_visitor_request()) then
    perform private.require_current_notice(new.consent_notice_version);
  end if;
  if new.consent_notice_version is null then
    new.consent_language := null;
    new.consent_at := null;
  else
    new.consent_language := coalesce(new.consent_language, new.language);
    new.consent_at := now();
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.record_content_deletions()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.content_deletions (table_name, row_id)
  select tg_table_name, o.id from old_rows o;
  delete from public.content_deletions where deleted_at < now() - interval '90 days';
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.refuse_audit_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'TRUNCATE' or coalesce(current_setting('seminary.audit_maintenance', true), '') <> 'on' then
    raise exception using errcode = '42501', message = 'The audit trail cannot be changed.', hint = 'audit_trail_unchangeable';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.release_visitor_site_changes()
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  state private.site_publish_state;
  recent timestamptz[];
begin
  select * into state from private.site_publish_state for update;
  if state.visitor_pending_since is null
    or not (
      state.visitor_changed_at <= now() - make_interval(secs => state.visitor_quiet_seconds)
      or state.visitor_pending_since <= now() - make_interval(secs => state.visitor_max_wait_seconds)
    ) then
    return false;
  end if;
  recent := array(select t from unnest(state.visitor_released_at) t where t > now() - interval '1 hour');
  if cardinality(recent) >= state.visitor_max_releases_per_hour then
    return false;
  end if;
  perform private.note_site_change('visitors');
  update private.site_publish_state set visitor_released_at = recent || now() where id;
  return true;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.remind_recommenders()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  waiting public.student_registrations;
  reminded integer := 0;
begin
  perform set_config('seminary.recording_recommendation', 'on', true);
  for waiting in
    select * from public.student_registrations r
    where r.recommendation_requested_at <= now() - interval '7 days'
      and r.recommendation_reminded_at is null
      and r.recommendation_received_at is null
      and r.recommendation_expires_at > now()
      and r.recommender_email is not null
    for update skip locked
  loop
    perform private.queue_recommendation_mail('recommendation_reminder', waiting);
    update public.student_registrations r set recommendation_reminded_at = now() where r.id = waiting.id;
    reminded := reminded + 1;
  end loop;
  perform set_config('seminary.recording_recommendation', '', true);
  delete from private.confirmation_tokens t where t.purpose = 'recommendation' and t.expires_at <= now();
  return reminded;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.request_client_address()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select nullif(
    btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)),
    ''
  )
$function$
;

CREATE OR REPLACE FUNCTION private.request_recommendation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.recommendation_requested_at is not null and (select private.write_sends_mail()) then
    perform private.queue_recommendation_mail('recommendation_request', new);
  end if;
  return null;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.require_current_notice(notice_version integer)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if notice_version is null then
    raise exception using
      errcode = '23514',
      message = 'Please read the privacy notice and tick the box to agree to it.',
      hint = 'consent_required';
  end if;
  if not exists (
    select 1 from public.privacy_notice_versions v
    where v.version = notice_version
      and (v.superseded_at is null or v.superseded_at > now() - interval '24 hours')
  ) then
    raise exception using
      errcode = '23514',
      message = 'Our privacy notice has changed since this page was opened. Please reload the page, read it and send the form again.',
      hint = 'notice_changed';
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.require_email_address(email text)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if length(email) > 320 or not private.is_single_line(email)
    or email !~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$' then
    raise exception using errcode = '22023', message = 'Please enter a valid e-mail address.', hint = 'email_invalid';
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.restoring_registration()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(current_setting('seminary.restoring_registration', true), '') = 'on'
$function$
;

CREATE OR REPLACE FUNCTION private.retention_intervals(OUT enquiry interval, OUT not_accepted_application interval, OUT payment_screenshot interval, OUT sent_mail_body interval, OUT trash interval, OUT request_response interval)
 RETURNS record
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select
    make_interval(months => coalesce(s.enquiry_months, 12)),
    make_interval(months => coalesce(s.not_accepted_application_months, 12)),
    make_interval(days => coalesce(s.payment_screenshot_days, 90)),
    make_interval(days => coalesce(s.sent_mail_body_days, 30)),
    make_interval(days => coalesce(s.trash_days, 30)),
    make_interval(days => coalesce(s.request_response_days, 30))
  from (select 1) one
  left join public.retention_settings s on s.id = 1
$function$
;

CREATE OR REPLACE FUNCTION private.schedule_job(name text, schedule text, command text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule(schedule_job.name, schedule_job.schedule, schedule_job.command);
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.set_application_reference()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (select private.restoring_registration()) and new.reference is not null then
    return new;
  end if;
  new.reference := coalesce(private.claim_reserved_reference(), private.new_application_reference(now()));
  new.status := 'received';
  new.status_changed_at := now();
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.set_content_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    new.updated_at := now();
  elsif (to_jsonb(new) - 'updated_at') is distinct from (to_jsonb(old) - 'updated_at') then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.site_deploy_due(pending_since timestamp with time zone, changed_at timestamp with time zone, at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select pending_since is not null
    and (changed_at <= at - interval '20 seconds' or pending_since <= at - interval '2 minutes')
$function$
;

CREATE OR REPLACE FUNCTION private.site_deploy_request(body jsonb, secret text)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'body', body,
    'headers', jsonb_build_object(
      'Content-Type', 'application/json',
      'X-Signature-256',
      'sha256=' || encode(extensions.hmac(convert_to(body::text, 'UTF8'), convert_to(secret, 'UTF8'), 'sha256'), 'hex')
    )
  )
$function$
;

CREATE OR REPLACE FUNCTION private.site_publish_state_json()
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'status', s.status,
    'last_published_at', s.last_published_at,
    'build_started_at', s.build_started_at,
    'last_error', s.last_error,
    'changed_at', s.changed_at,
    'requested_at', s.requested_at,
    'pending', s.revision > s.build_revision,
    'visitor_changes_waiting', s.visitor_pending_since is not null
  )
  from private.site_publish_state s
$function$
;

CREATE OR REPLACE FUNCTION private.spend_confirmation_attempt(purpose text, email text, refusal text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sender_address text := private.request_client_address();
  key text := private.confirmation_email_key(spend_confirmation_attempt.purpose, spend_confirmation_attempt.email);
begin
  perform pg_advisory_xact_lock(hashtext('private.confirmation_attempts'));
  delete from private.confirmation_attempts a where a.attempted_at < now() - interval '1 day';
  if (sender_address is not null and (
        select count(*) from private.confirmation_attempts a
        where a.purpose = spend_confirmation_attempt.purpose and a.client_address = sender_address
          and a.attempted_at > now() - interval '1 hour'
      ) >= 5)
    or (select count(*) from private.confirmation_attempts a
        where a.purpose = spend_confirmation_attempt.purpose and a.email_key = key) >= 3 then
    raise sqlstate 'PT429' using
      message = refusal,
      hint = case spend_confirmation_attempt.purpose
        when 'data_request' then 'too_many_data_requests'
        when 'alumni_registration' then 'too_many_alumni_registrations'
        when 'recommendation' then 'too_many_recommendation_attempts'
      end;
  end if;
  insert into private.confirmation_attempts (purpose, client_address, email_key)
  values (spend_confirmation_attempt.purpose, sender_address, key);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.staff_role()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when auth.jwt() ->> 'staff_role' in ('administrator', 'editor', 'admissions')
    then auth.jwt() ->> 'staff_role' end
$function$
;

CREATE OR REPLACE FUNCTION private.statement_credit(credit jsonb, at integer)
 RETURNS TABLE(paid_on date, amount numeric, narration text, utr text, reference text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  bad text := format('Credit %s of the statement is not valid.', at + 1);
begin
  if jsonb_typeof(credit) is distinct from 'object'
    or exists (select 1 from jsonb_object_keys(credit) k where k not in ('date', 'amount_paise', 'narration', 'utr', 'reference'))
    or jsonb_typeof(credit -> 'date') is distinct from 'string'
    or (credit ->> 'date') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
    or jsonb_typeof(credit -> 'amount_paise') is distinct from 'number'
    or (credit ->> 'amount_paise') !~ '^[0-9]{1,8}$'
    or (credit ->> 'amount_paise')::integer not between 1 and 10000000
    or jsonb_typeof(coalesce(credit -> 'narration', '""')) is distinct from 'string'
    or length(credit ->> 'narration') > 500
    or coalesce(jsonb_typeof(credit -> 'utr'), 'null') not in ('null', 'string')
    or (credit ->> 'utr') !~ '^[0-9]{12}$'
    or coalesce(jsonb_typeof(credit -> 'reference'), 'null') not in ('null', 'string')
    or (credit ->> 'reference') !~ '^APP-[0-9]{4}-([0-9]{5,}|[2-9A-HJ-NP-Z]{6})$' then
    raise exception using errcode = '22023', message = bad, detail = json_build_object('credit', at + 1)::text,
      hint = 'statement_credit_invalid';
  end if;
  begin
    paid_on := (credit ->> 'date')::date;
  exception when others then
    raise exception using errcode = '22023', message = bad, detail = json_build_object('credit', at + 1)::text,
      hint = 'statement_credit_invalid';
  end;
  if paid_on < date '2000-01-01' or paid_on > (now() at time zone 'Asia/Kolkata')::date + 1 then
    raise exception using errcode = '22023', message = bad, detail = json_build_object('credit', at + 1)::text,
      hint = 'statement_credit_invalid';
  end if;
  amount := (credit ->> 'amount_paise')::integer / 100.0;
  narration := coalesce(credit ->> 'narration', '');
  utr := credit ->> 'utr';
  -- The reference the office's browser found, else the one the narration itself carries.
  reference := coalesce(
    credit ->> 'reference',
    substring(upper(narration) from 'APP-[0-9]{4}-(?:[0-9]{5,}|[2-9A-HJ-NP-Z]{6})')
  );
  return next;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.storage_object_is_referenced(bucket text, object_name text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  object_path text := bucket || '/' || object_name;
begin
  if bucket = 'payment-screenshots' then
    if exists (
        select 1 from public.student_registrations r
        where r.payment_screenshot_url = object_name and r.payment_screenshot_erased_at is null
      )
      or exists (
        select 1 from public.deleted_registrations d
        where d.table_name = 'student_registrations' and d.row_data ->> 'payment_screenshot_url' = object_name
          and d.row_data ->> 'payment_screenshot_erased_at' is null
      ) then
      return true;
    end if;
  elsif private.file_column_shows('storage_object_path', object_path, true) then
    return true;
  end if;
  return exists (select 1 from public.content_versions v where v.file_paths @> array[object_path])
    or exists (select 1 from public.alumni_registrations r where private.storage_object_path(r.image_url) = object_path);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.storage_object_path(url text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select substring(url from '^https?://[^/?#]+/storage/v1/object/public/([^?#]+)(?:[?#].*)?$')
$function$
;

CREATE OR REPLACE FUNCTION private.storage_objects_due_for_purge()
 RETURNS TABLE(bucket_id text, name text)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select o.bucket_id, o.name
  from storage.objects o
  where o.bucket_id in ('payment-screenshots', 'alumni-images')
    and o.created_at < now() - interval '1 day'
    and not private.storage_object_is_referenced(o.bucket_id, o.name)
  union
  select o.bucket_id, o.name
  from private.storage_objects_to_purge p
  join storage.objects o on o.bucket_id = p.bucket_id and o.name = p.name
  where not private.storage_object_is_referenced(o.bucket_id, o.name)
$function$
;

CREATE OR REPLACE FUNCTION private.storage_url_origin(url text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select lower(substring(url from '^(https?://[^/?#]+)/storage/v1/object/public/'))
$function$
;

CREATE OR REPLACE FUNCTION private.track_application_checklist()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.checklist_missing := private.application_checklist_missing(new);
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.url_path_encode(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE STRICT
 SET search_path TO ''
AS $function$
  select coalesce(string_agg(
    case when ch ~ '^[A-Za-z0-9._~/-]$' then ch
    else (select string_agg('%' || upper(lpad(to_hex(get_byte(b, i)), 2, '0')), '')
          from (select convert_to(ch, 'UTF8') as b) bytes, generate_series(0, length(b) - 1) i)
    end, '' order by n), '')
  from regexp_split_to_table(value, '') with ordinality as chars(ch, n)
$function$
;

CREATE OR REPLACE FUNCTION private.validate_alumni_profile(name text, graduation_year integer, degree text, current_position text, organization text, location text, bio text, testimonial text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  current_year integer := extract(year from now())::integer;
begin
  if nullif(btrim(name), '') is null or graduation_year is null or nullif(btrim(degree), '') is null then
    raise exception using errcode = '22023', message = 'Name, graduation year and degree are required.', hint = 'alumni_required_fields';
  end if;
  if graduation_year < 1980 or graduation_year > current_year then
    raise exception using
      errcode = '22023',
      message = format('Graduation year must be between 1980 and %s.', current_year),
      detail = json_build_object('year', current_year)::text, hint = 'alumni_graduation_year';
  end if;
  if not degree = any (private.alumni_degrees()) then
    raise exception using errcode = '22023', message = 'Please choose a degree from the list.', hint = 'alumni_degree';
  end if;
  if length(name) > 200 or length(degree) > 200 or length(current_position) > 200
    or length(organization) > 200 or length(location) > 200 then
    raise exception using
      errcode = '22023',
      message = 'Name, degree, position, organization and location must each be at most 200 characters.',
      hint = 'alumni_field_length';
  end if;
  if length(bio) > 2000 or length(testimonial) > 1000 then
    raise exception using
      errcode = '22023',
      message = 'The bio must be at most 2000 characters and the testimonial at most 1000.',
      hint = 'alumni_story_length';
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.verify_payment(application_id uuid, paid_on date, amount numeric, utr text, matched_by text)
 RETURNS verified_payments
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  year text := private.financial_year(verify_payment.paid_on);
  number integer;
  made public.verified_payments;
  applicant record;
begin
  perform 1 from public.student_registrations r where r.id = verify_payment.application_id for update;
  if not found then
    return null;
  end if;
  if verify_payment.utr is not null then
    perform pg_advisory_xact_lock(hashtext('verified_payments.utr:' || verify_payment.utr));
  end if;
  if exists (
    select 1 from public.verified_payments p
    where p.application_id = verify_payment.application_id or p.utr = verify_payment.utr
  ) then
    return null;
  end if;

  insert into private.receipt_counters as c (financial_year, last_number) values (year, 1)
  on conflict (financial_year) do update set last_number = c.last_number + 1
  returning c.last_number into number;

  insert into public.verified_payments (
    application_id, receipt_number, financial_year, receipt_sequence, paid_on, amount, utr, matched_by, verified_by
  )
  values (
    verify_payment.application_id, 'RCPT/' || year || '/' || lpad(number::text, 4, '0'), year, number,
    verify_payment.paid_on, verify_payment.amount, verify_payment.utr, verify_payment.matched_by, auth.uid()
  )
  returning * into made;

  perform set_config('seminary.verifying_payment', 'on', true);
  update public.student_registrations r set payment_verified_at = made.verified_at where r.id = made.application_id
  returning r.email, r.language, r.reference into applicant;
  perform set_config('seminary.verifying_payment', '', true);

  -- Her receipt is ready: the school's words in her language, her reference, the receipt's
  -- number and a new status link, to the address her application's own e-mails go to.
  perform private.queue_mail(
    'receipt_applicant', applicant.email, applicant.language,
    jsonb_build_object(
      'reference', applicant.reference, 'receipt_number', made.receipt_number,
      'token', private.new_confirmation_token('application_status', made.application_id)
    ),
    application_id => made.application_id
  );
  return made;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.version_privacy_notice()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    new.version := coalesce((select max(v.version) from public.privacy_notice_versions v), 0) + 1;
    new.updated_at := now();
  elsif (to_jsonb(new) - 'version' - 'updated_at') is distinct from (to_jsonb(old) - 'version' - 'updated_at') then
    new.version := old.version + 1;
    new.updated_at := now();
  else
    new.version := old.version;
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$function$
;

CREATE OR REPLACE FUNCTION private.write_sends_mail()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select auth.role() is not null and not (select private.restoring_registration())
$function$
;

CREATE OR REPLACE FUNCTION public.application_status_by_token(token text)
 RETURNS TABLE(reference text, status text, status_changed_at timestamp with time zone, receipt_number text, paid_on date, amount numeric, checklist jsonb)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- PL/pgSQL, whose body is read when called: verified_payments is made in a later file.
  return query
    select r.reference, r.status, r.status_changed_at, p.receipt_number, p.paid_on, p.amount,
      private.application_checklist_json(r)
    from public.student_registrations r
    left join public.verified_payments p on p.application_id = r.id
    where r.id = private.confirmation_token_record(application_status_by_token.token, 'application_status');
end;
$function$
;

CREATE OR REPLACE FUNCTION public.application_status_lookup(reference text, contact text)
 RETURNS TABLE(status text, status_changed_at timestamp with time zone, checklist jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  sender_address text := private.request_client_address();
  wanted_reference text := upper(btrim(coalesce(reference, '')));
  wanted_contact text := lower(btrim(coalesce(contact, '')));
  wanted_phone text := private.phone_digits(contact);
  by_email boolean := position('@' in wanted_contact) > 0;
  wanted_reference_key text;
  wanted_contact_key text;
begin
  wanted_reference_key := encode(sha256(convert_to('reference:' || wanted_reference, 'UTF8')), 'hex');
  wanted_contact_key := encode(sha256(convert_to(
    case
      when by_email then 'email:' || wanted_contact
      when length(wanted_phone) >= 7 then 'phone:' || wanted_phone
      else 'other:' || wanted_contact
    end,
    'UTF8'
  )), 'hex');

  perform pg_advisory_xact_lock(hashtext('private.application_lookup_attempts'));
  delete from private.application_lookup_attempts where attempted_at < now() - interval '1 hour';
  if (sender_address is not null and (
        select count(*) from private.application_lookup_attempts a where a.client_address = sender_address
      ) >= 10)
    or (select count(*) from private.application_lookup_attempts a where a.reference_key = wanted_reference_key) >= 20
    or (select count(*) from private.application_lookup_attempts a where a.contact_key = wanted_contact_key) >= 20 then
    raise sqlstate 'PT429' using message = 'Too many attempts. Please try again in an hour.', hint = 'too_many_status_lookups';
  end if;

  return query
    select r.status, r.status_changed_at, private.application_checklist_json(r)
    from public.student_registrations r
    where r.reference = wanted_reference
      and (
        (by_email and lower(btrim(r.email)) = wanted_contact)
        or (not by_email and length(wanted_phone) >= 7 and private.phone_digits(r.phone) = wanted_phone)
      );
  if not found then
    insert into private.application_lookup_attempts (client_address, reference_key, contact_key)
    values (sender_address, wanted_reference_key, wanted_contact_key);
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.approve_alumni_registration(registration_id uuid, note text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
  wanted_note text := nullif(btrim(coalesce(approve_alumni_registration.note, '')), '');
  profile_id uuid;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can decide alumni registrations.', hint = 'editors_only_alumni_registrations';
  end if;
  registration := private.pending_alumni_registration(approve_alumni_registration.registration_id);
  if length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please keep the note to at most 2000 characters.', hint = 'note_too_long';
  end if;
  -- What the directory shows is what she chose on the form: nothing beyond name, year and degree
  -- unless she ticked it.
  insert into public.alumni_profiles (
    name, graduation_year, degree, current_position, organization, location, bio, testimonial, image_url,
    public_fields, public_fields_consent
  ) values (
    registration.name, registration.graduation_year, registration.degree, registration.current_position,
    registration.organization, registration.location, registration.bio, registration.testimonial,
    registration.image_url, registration.public_fields,
    format('Her choice on the registration form of %s.', to_char(registration.created_at at time zone 'UTC', 'YYYY-MM-DD'))
  )
  returning id into profile_id;
  perform private.close_alumni_registration(registration, 'approved', wanted_note, profile_id);
  return profile_id;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.audited_tables()
 RETURNS SETOF text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators read the audit trail.', hint = 'administrators_only_audit_trail';
  end if;
  return query
    select c.relname::text
    from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid
    where t.tgfoid = 'private.audit_row_change'::regproc and c.relnamespace = 'public'::regnamespace
    order by 1;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.claim_mail(batch integer DEFAULT 10, lease_seconds integer DEFAULT 120)
 RETURNS SETOF mail_outbox
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  update public.mail_outbox
  set status = 'failed', last_error = coalesce(last_error, 'The sender stopped before it finished.')
  where status = 'sending' and next_attempt_at <= now() and attempts >= 5;

  return query
    update public.mail_outbox o
    set status = 'sending', attempts = o.attempts + 1,
        next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 10))
    where o.id in (
      select d.id from public.mail_outbox d
      where d.status in ('pending', 'sending') and d.next_attempt_at <= now()
      order by d.next_attempt_at, d.id
      limit greatest(least(batch, 100), 1)
      for update skip locked
    )
    returning o.*;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.complete_data_request(request_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.data_requests;
  erased integer;
  token text;
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.', hint = 'administrators_only_data_requests';
  end if;
  request := private.open_data_request(complete_data_request.request_id);
  if request.kind = 'erasure' then
    erased := private.erase_person_data('request', email => request.email);
    delete from public.data_requests r
    where lower(btrim(r.email)) = lower(btrim(request.email)) and r.id <> request.id and r.status <> 'open';
    delete from private.confirmation_attempts a
    where a.purpose = 'data_request' and a.email_key = private.confirmation_email_key('data_request', request.email);
  end if;

  update public.data_requests r
  set status = 'completed', answered_at = now(), answered_by = auth.uid(), records_erased = erased,
    details = null
  where r.id = request.id
  returning * into request;

  if request.kind = 'access' then
    token := private.new_confirmation_token('data_request_copy', request.id, now() + interval '14 days');
    perform private.queue_mail(
      'data_request_answer', request.email, request.language, jsonb_build_object('answer', 'copy', 'token', token),
      data_request_id => request.id
    );
  elsif request.kind = 'correction' then
    perform private.queue_mail(
      'data_request_answer', request.email, request.language, jsonb_build_object('answer', 'corrected'),
      data_request_id => request.id
    );
  else
    perform private.queue_mail(
      'data_request_answer', request.email, request.language,
      jsonb_build_object(
        'answer', 'erased', 'records', erased,
        'mail_days', (select extract(day from i.sent_mail_body)::integer from private.retention_intervals() i)
      ),
      data_request_id => request.id
    );
    -- Her address stays only in that e-mail, until it is sent and purged.
    update public.data_requests r set email = null, personal_data_forgotten_at = now() where r.id = request.id;
  end if;
  return coalesce(erased, 0);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.complete_mail(id bigint, error text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if error is null then
    update public.mail_outbox o
    set status = 'sent', sent_at = now(), last_error = null
    where o.id = complete_mail.id and o.status = 'sending';
  else
    update public.mail_outbox o
    set status = case when o.attempts >= 5 then 'failed' else 'pending' end,
        last_error = left(complete_mail.error, 2000),
        next_attempt_at = now() + case o.attempts
          when 1 then interval '1 minute'
          when 2 then interval '5 minutes'
          when 3 then interval '30 minutes'
          else interval '2 hours'
        end
    where o.id = complete_mail.id and o.status = 'sending';
  end if;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.confirm_alumni_registration(token text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
begin
  select r.* into registration from public.alumni_registrations r
  where r.id = private.confirmation_token_record(confirm_alumni_registration.token, 'alumni_registration_confirm')
    and (r.status <> 'unconfirmed' or r.created_at > now() - interval '1 day')
  for update of r;
  if registration.id is null then
    return null;
  end if;
  if registration.status = 'unconfirmed' then
    update public.alumni_registrations r set status = 'pending', confirmed_at = now()
    where r.id = registration.id
    returning * into registration;
    perform private.queue_mail(
      'alumni_registration_office', null, 'en', '{}', alumni_registration_id => registration.id
    );
  end if;
  return registration.status;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.confirm_data_request(token text)
 RETURNS TABLE(kind text, status text, due_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.data_requests;
begin
  select r.* into request from public.data_requests r
  where r.id = private.confirmation_token_record(confirm_data_request.token, 'data_request_confirm')
  for update;
  if request.id is null then
    return;
  end if;
  if request.status = 'unconfirmed' then
    update public.data_requests r
    set status = 'open', confirmed_at = now(),
      due_at = now() + (select i.request_response from private.retention_intervals() i)
    where r.id = request.id
    returning * into request;
    update private.confirmation_tokens t set expires_at = request.due_at + interval '30 days'
    where t.data_request_id = request.id and t.purpose = 'data_request_confirm';
    perform private.queue_mail(
      'data_request_office', null, 'en', jsonb_build_object('request', request.kind, 'due_at', request.due_at),
      data_request_id => request.id
    );
  end if;
  return query select request.kind, request.status, request.due_at;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.confirm_payment(application_id uuid, credit jsonb)
 RETURNS verified_payments
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  paid record;
  made public.verified_payments;
begin
  if not (select private.is_admissions()) then
    raise exception using errcode = '42501', message = 'Only the admissions office confirms payments.',
      hint = 'admissions_only_payment_confirm';
  end if;
  select * into paid from private.statement_credit(credit, 0);
  if not exists (select 1 from public.student_registrations r where r.id = confirm_payment.application_id) then
    raise exception using errcode = 'P0002', message = 'This application no longer exists.', hint = 'application_missing';
  end if;
  made := private.verify_payment(confirm_payment.application_id, paid.paid_on, paid.amount, paid.utr, 'office');
  if made.id is null then
    raise exception using errcode = '23505', message = 'This application or this UTR already has a verified payment.',
      hint = 'payment_already_verified';
  end if;
  return made;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.content_history(table_name text, record_id uuid, page integer DEFAULT 1, per_page integer DEFAULT 10)
 RETURNS TABLE(id bigint, operation text, changed_by uuid, changed_by_role text, changed_at timestamp with time zone, row_data jsonb, after jsonb, total bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  current_row jsonb;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can read the content history.', hint = 'editors_only_content_history';
  end if;
  if content_history.table_name is null or not content_history.table_name = any (private.content_history_tables()) then
    raise exception using errcode = '22023', message = 'This table keeps no history.', hint = 'history_table_unknown';
  end if;
  if page is null or page < 1 or per_page is null or per_page not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A page is numbered from 1 and holds 1 to 100 versions.', hint = 'history_page_range';
  end if;

  execute format('select to_jsonb(t) from public.%I t where t.id = $1', content_history.table_name)
    into current_row using content_history.record_id;

  return query
  select v.id, v.operation, v.changed_by, v.changed_by_role, v.changed_at, v.row_data,
    case when v.operation = 'delete' then null
      else coalesce(
        (select n.row_data from public.content_versions n
          where n.table_name = v.table_name and n.record_id = v.record_id and n.id > v.id
          order by n.id limit 1),
        current_row
      )
    end,
    count(*) over ()
  from public.content_versions v
  where v.table_name = content_history.table_name and v.record_id = content_history.record_id
  order by v.id desc
  offset (page - 1) * per_page limit per_page;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.content_sync_clock()
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select now();
$function$
;

CREATE OR REPLACE FUNCTION public.custom_access_token_hook(event jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  claims jsonb := coalesce(event -> 'claims', '{}'::jsonb);
  staff_role text;
begin
  select r.role into staff_role from public.staff_roles r where r.user_id = (event ->> 'user_id')::uuid;
  if staff_role is null then
    claims := claims - 'staff_role';
  else
    claims := jsonb_set(claims, '{staff_role}', to_jsonb(staff_role));
  end if;
  if event ->> 'authentication_method' in ('password', 'otp', 'recovery', 'magiclink', 'invite') then
    insert into public.audit_log (actor_id, actor_email, actor_role, action, details)
    values (
      (event ->> 'user_id')::uuid, claims ->> 'email', staff_role, 'sign_in',
      jsonb_build_object('method', event ->> 'authentication_method')
    );
  end if;
  return jsonb_set(event, '{claims}', claims);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.data_request_copy(token text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.person_data_copy(r.email)
  from public.data_requests r
  where r.id = private.confirmation_token_record(data_request_copy.token, 'data_request_copy')
    and r.kind = 'access' and r.status = 'completed' and r.email is not null
$function$
;

CREATE OR REPLACE FUNCTION public.data_request_records(request_id uuid)
 RETURNS TABLE(applications integer, enquiries integer, in_trash integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.', hint = 'administrators_only_data_requests';
  end if;
  return query
    select
      (select count(*)::integer from public.student_registrations s where lower(btrim(s.email)) = lower(btrim(r.email))),
      (select count(*)::integer from public.registrations e where lower(btrim(e.email)) = lower(btrim(r.email))),
      (select count(*)::integer from public.deleted_registrations d
        where lower(btrim(d.row_data ->> 'email')) = lower(btrim(r.email)))
    from public.data_requests r
    where r.id = data_request_records.request_id and r.status <> 'unconfirmed' and r.email is not null;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.deleted_content(table_name text, page integer DEFAULT 1, per_page integer DEFAULT 10)
 RETURNS TABLE(id bigint, record_id uuid, changed_by uuid, changed_by_role text, changed_at timestamp with time zone, row_data jsonb, total bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can read deleted content.', hint = 'editors_only_deleted_content';
  end if;
  if deleted_content.table_name is null or not deleted_content.table_name = any (private.content_history_tables()) then
    raise exception using errcode = '22023', message = 'This table keeps no history.', hint = 'history_table_unknown';
  end if;
  if page is null or page < 1 or per_page is null or per_page not between 1 and 100 then
    raise exception using errcode = '22023', message = 'A page is numbered from 1 and holds 1 to 100 records.', hint = 'deleted_page_range';
  end if;

  return query execute format(
    'select v.id, v.record_id, v.changed_by, v.changed_by_role, v.changed_at, v.row_data, count(*) over () '
    'from public.content_versions v '
    'where v.table_name = $1 and v.operation = ''delete'' and v.changed_at > now() - private.deleted_content_days() '
    '  and not exists (select 1 from public.%I t where t.id = v.record_id) '
    '  and not exists (select 1 from public.content_versions n '
    '    where n.table_name = v.table_name and n.record_id = v.record_id and n.operation = ''delete'' and n.id > v.id) '
    'order by v.changed_at desc, v.id desc offset $2 limit $3',
    deleted_content.table_name
  ) using deleted_content.table_name, (page - 1) * per_page, per_page;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.erase_person_data(email text DEFAULT NULL::text, application_id uuid DEFAULT NULL::uuid, enquiry_id uuid DEFAULT NULL::uuid, alumni_profile_id uuid DEFAULT NULL::uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators can erase a person''s data.', hint = 'administrators_only_erasure';
  end if;
  return private.erase_person_data('request', email, application_id, enquiry_id, alumni_profile_id);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.get_site_publish_state()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only staff may see the publishing state.', hint = 'staff_only_publish_state';
  end if;
  return private.site_publish_state_json();
end;
$function$
;

CREATE OR REPLACE FUNCTION public.import_statement_credits(credits jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  credit record;
  target uuid;
  made public.verified_payments;
  fees public.payment_settings;
  waiting jsonb := '[]';
  matched jsonb := '[]';
  already jsonb := '[]';
  proposed jsonb;
  unmatched jsonb;
begin
  if not (select private.is_admissions()) then
    raise exception using errcode = '42501', message = 'Only the admissions office imports bank statements.',
      hint = 'admissions_only_statement_import';
  end if;
  if jsonb_typeof(credits) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'The statement''s credits are not a list.',
      hint = 'statement_credits_not_a_list';
  end if;
  if jsonb_array_length(credits) > 5000 then
    raise exception using errcode = '22023', message = 'A statement may hold at most 5000 credits. Import it in parts.',
      hint = 'statement_too_many_credits';
  end if;
  select * into fees from public.payment_settings s where s.id = 1;

  for credit in
    select e.at - 1 as at, c.*
    from jsonb_array_elements(credits) with ordinality as e(value, at)
    cross join lateral private.statement_credit(e.value, (e.at - 1)::integer) c
    order by e.at
  loop
    target := null;
    select r.id into target from public.student_registrations r where r.reference = credit.reference;
    if target is null and credit.utr is not null then
      select r.id into target from public.student_registrations r where r.payment_utr = credit.utr
      order by r.created_at limit 1;
    end if;

    if target is not null or exists (select 1 from public.verified_payments p where p.utr = credit.utr) then
      made := null;
      if target is not null then
        made := private.verify_payment(
          target, credit.paid_on, credit.amount, credit.utr,
          case when exists (select 1 from public.student_registrations r where r.id = target and r.reference = credit.reference)
            then 'reference' else 'utr' end
        );
      end if;
      if made.id is not null then
        matched := matched || jsonb_build_object(
          'credit', credit.at, 'application_id', made.application_id, 'receipt_number', made.receipt_number,
          'matched_by', made.matched_by
        );
      else
        already := already || jsonb_build_object('credit', credit.at, 'application_id', target);
      end if;
      continue;
    end if;

    waiting := waiting || jsonb_build_object(
      'at', credit.at, 'paid_on', credit.paid_on, 'amount', credit.amount, 'narration', upper(credit.narration)
    );
  end loop;

  -- The proposals, in one query for all the credits left: the narrations' words and the
  -- candidates' names' words are joined on equality (a hash join), so the work grows with the
  -- words that match, not with credits times applications.
  with left_over as (
    select (w ->> 'at')::integer as at, (w ->> 'paid_on')::date as paid_on, (w ->> 'amount')::numeric as amount,
      w ->> 'narration' as narration
    from jsonb_array_elements(waiting) w
  ),
  narration_words as (
    select distinct l.at, word
    from left_over l, regexp_split_to_table(l.narration, '[^[:alpha:]]+') as word
    where length(word) >= 3
  ),
  candidates as (
    select r.id, r.reference, r.name, r.created_at,
      case r.program_interest
        when 'residential' then fees.fee_residential
        when 'hybrid' then fees.fee_hybrid
        when 'online' then fees.fee_online
      end as fee
    from public.student_registrations r
    where r.payment_verified_at is null
      and r.created_at >= ((select min(l.paid_on) from left_over l) - 30)::timestamp at time zone 'Asia/Kolkata'
      and r.created_at < ((select max(l.paid_on) from left_over l) + 8)::timestamp at time zone 'Asia/Kolkata'
  ),
  name_words as (
    select distinct c.id, word
    from candidates c, regexp_split_to_table(upper(c.name), '[^[:alpha:]]+') as word
    where length(word) >= 3
  ),
  scored as (
    select l.at, c.id, c.reference, c.name, c.created_at, count(*) as score
    from narration_words nw
    join name_words cw on cw.word = nw.word
    join candidates c on c.id = cw.id
    join left_over l on l.at = nw.at
    where c.fee = l.amount
      and c.created_at >= (l.paid_on - 30)::timestamp at time zone 'Asia/Kolkata'
      and c.created_at < (l.paid_on + 8)::timestamp at time zone 'Asia/Kolkata'
    group by l.at, c.id, c.reference, c.name, c.created_at
  ),
  ranked as (
    select s.*, row_number() over (partition by s.at order by s.score desc, s.created_at desc) as place
    from scored s
  )
  select coalesce(jsonb_agg(jsonb_build_object('credit', p.at, 'candidates', p.candidates) order by p.at), '[]')
  into proposed
  from (
    select k.at, jsonb_agg(jsonb_build_object(
        'application_id', k.id, 'reference', k.reference, 'name', k.name, 'applied_at', k.created_at
      ) order by k.place) as candidates
    from ranked k
    where k.place <= 3
    group by k.at
  ) p;

  select coalesce(jsonb_agg(l.at order by l.at), '[]') into unmatched
  from (select (w ->> 'at')::integer as at from jsonb_array_elements(waiting) w) l
  where not exists (select 1 from jsonb_array_elements(proposed) p where (p ->> 'credit')::integer = l.at);

  return jsonb_build_object('matched', matched, 'already_verified', already, 'proposed', proposed, 'unmatched', unmatched);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.is_last_active_administrator(user_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.staff_roles r
    where r.user_id = is_last_active_administrator.user_id and r.role = 'administrator'
  )
  and not exists (
    select 1 from public.staff_roles r
    join auth.users u on u.id = r.user_id
    where r.role = 'administrator' and r.user_id <> is_last_active_administrator.user_id
      and (u.banned_until is null or u.banned_until <= now())
  )
$function$
;

CREATE OR REPLACE FUNCTION public.log_staff_access(action text, table_name text, record_id text DEFAULT NULL::text, rows integer DEFAULT NULL::integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_staff_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only staff report what they export or open.', hint = 'staff_only_access_log';
  end if;
  if log_staff_access.action not in ('export', 'signed_link', 'read')
    or log_staff_access.table_name not in ('registrations', 'student_registrations')
    or length(log_staff_access.record_id) > 200 or log_staff_access.rows < 0
    or (log_staff_access.action = 'read' and (log_staff_access.record_id is null or log_staff_access.rows is not null)) then
    raise exception using errcode = '22023',
      message = 'Report an export, a signed link or a read of an application or enquiry.',
      hint = 'access_log_action_unknown';
  end if;
  perform private.audit(
    log_staff_access.action, log_staff_access.table_name, log_staff_access.record_id, null, null,
    case when log_staff_access.rows is null then null else jsonb_build_object('rows', log_staff_access.rows) end
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.password_verification_attempt_hook(event jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  account_id uuid := (event ->> 'user_id')::uuid;
begin
  if event -> 'valid' = 'false'::jsonb then
    insert into public.audit_log (actor_id, actor_email, actor_role, action, details)
    values (
      account_id,
      (select u.email from auth.users u where u.id = account_id),
      (select r.role from public.staff_roles r where r.user_id = account_id),
      'sign_in_failed',
      jsonb_build_object('method', 'password')
    );
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$function$
;

CREATE OR REPLACE FUNCTION public.queue_staff_mail(kind text, email text, role text, action_link text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if queue_staff_mail.kind is null or queue_staff_mail.kind not in ('staff_invite', 'staff_password')
    or queue_staff_mail.role is null or queue_staff_mail.role not in ('administrator', 'editor', 'admissions')
    or queue_staff_mail.action_link !~ '^https?://[^[:space:][:cntrl:]]+$'
    or not private.is_single_line(queue_staff_mail.email) then
    raise exception using errcode = '22023', message = 'A staff e-mail needs its kind, a role, an address and a link.', hint = 'staff_mail_incomplete';
  end if;
  return private.queue_mail(
    queue_staff_mail.kind, btrim(queue_staff_mail.email), 'en',
    jsonb_build_object('role', queue_staff_mail.role, 'action_link', queue_staff_mail.action_link)
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.refuse_data_request(request_id uuid, reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  request public.data_requests;
  wanted_reason text := nullif(btrim(coalesce(refuse_data_request.reason, '')), '');
begin
  if not (select private.is_admin_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only administrators answer requests about personal data.', hint = 'administrators_only_data_requests';
  end if;
  request := private.open_data_request(refuse_data_request.request_id);
  if wanted_reason is null or length(wanted_reason) > 2000 then
    raise exception using errcode = '22023', message = 'Please give her the reason, in at most 2000 characters.', hint = 'reason_required';
  end if;
  update public.data_requests r
  set status = 'refused', answered_at = now(), answered_by = auth.uid(), refusal_reason = wanted_reason, details = null
  where r.id = request.id
  returning * into request;
  perform private.queue_mail(
    'data_request_answer', request.email, request.language,
    jsonb_build_object('answer', 'refused', 'request', request.kind, 'reason', wanted_reason),
    data_request_id => request.id
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.register_alumna(name text, graduation_year integer, degree text, email text, consent_notice_version integer, language text DEFAULT 'en'::text, current_position text DEFAULT NULL::text, organization text DEFAULT NULL::text, location text DEFAULT NULL::text, bio text DEFAULT NULL::text, testimonial text DEFAULT NULL::text, image_url text DEFAULT NULL::text, honeypot text DEFAULT NULL::text, public_fields text[] DEFAULT '{}'::text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted_email text := lower(btrim(coalesce(register_alumna.email, '')));
  wanted_language text := coalesce(register_alumna.language, 'en');
  registration public.alumni_registrations;
  token text;
begin
  if coalesce(register_alumna.honeypot, '') <> '' then
    raise exception using errcode = 'P0001', message = 'An error occurred while submitting your registration', hint = 'submission_refused';
  end if;
  if wanted_language not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'The language is English (en) or Telugu (te).', hint = 'language_unknown';
  end if;
  if not coalesce(register_alumna.public_fields, '{}') <@ private.alumni_public_field_names() then
    raise exception using errcode = '22023', message = 'Unknown field to show.', hint = 'alumni_public_field_unknown';
  end if;
  perform private.require_current_notice(register_alumna.consent_notice_version);
  perform private.require_email_address(wanted_email);
  perform private.validate_alumni_profile(
    register_alumna.name, register_alumna.graduation_year, register_alumna.degree, register_alumna.current_position,
    register_alumna.organization, register_alumna.location, register_alumna.bio, register_alumna.testimonial
  );
  if not (
    private.is_single_line(register_alumna.name) and private.is_single_line(register_alumna.current_position)
    and private.is_single_line(register_alumna.organization) and private.is_single_line(register_alumna.location)
  ) then
    raise exception using errcode = '22023',
      message = 'Name, position, organization and location must each be one line, without control characters.',
      hint = 'alumni_single_line';
  end if;

  perform private.spend_confirmation_attempt(
    'alumni_registration', wanted_email, 'Too many registrations. Please try again tomorrow.'
  );

  -- Registrations nobody confirmed within the day are forgotten here too, not only by the daily job.
  perform private.forget_unconfirmed_alumni_registrations();

  insert into public.alumni_registrations (
    name, graduation_year, degree, current_position, organization, location, bio, testimonial, image_url,
    email, language, consent_notice_version, consent_language, public_fields
  ) values (
    btrim(register_alumna.name), register_alumna.graduation_year, register_alumna.degree,
    nullif(btrim(register_alumna.current_position), ''), nullif(btrim(register_alumna.organization), ''),
    nullif(btrim(register_alumna.location), ''), nullif(btrim(register_alumna.bio), ''),
    nullif(btrim(register_alumna.testimonial), ''), nullif(btrim(register_alumna.image_url), ''),
    wanted_email, wanted_language, register_alumna.consent_notice_version, wanted_language,
    coalesce(register_alumna.public_fields, '{}')
  )
  returning * into registration;

  -- The link works for a day (an unconfirmed registration is forgotten then), and afterwards,
  -- while the registration is kept, to see where it stands.
  token := private.new_confirmation_token('alumni_registration_confirm', registration.id);

  perform private.queue_mail(
    'alumni_registration_confirm', registration.email, registration.language, jsonb_build_object('token', token),
    alumni_registration_id => registration.id
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.reject_alumni_registration(registration_id uuid, note text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  registration public.alumni_registrations;
  wanted_note text := nullif(btrim(coalesce(reject_alumni_registration.note, '')), '');
  photo text;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can decide alumni registrations.', hint = 'editors_only_alumni_registrations';
  end if;
  registration := private.pending_alumni_registration(reject_alumni_registration.registration_id);
  if wanted_note is null or length(wanted_note) > 2000 then
    raise exception using errcode = '22023', message = 'Please give her the reason, in at most 2000 characters.', hint = 'reason_required';
  end if;
  photo := substr(private.storage_object_path(registration.image_url), length('alumni-images/') + 1);
  perform private.close_alumni_registration(registration, 'rejected', wanted_note, null);
  -- Her photo goes with the next purge unless something else shows it.
  perform private.mark_storage_object_for_purge('alumni-images', photo);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.report_site_build(status text, error text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if status = 'building' then
    update private.site_publish_state s set status = 'building', build_started_at = now(), build_revision = revision
    where s.id;
  elsif status = 'published' then
    update private.site_publish_state s set status = 'idle', last_published_at = now(), last_error = null where s.id;
  elsif status = 'failed' then
    update private.site_publish_state s
    set status = 'failed', last_error = left(coalesce(nullif(btrim(error), ''), 'The build failed.'), 4000)
    where s.id;
  else
    raise exception using errcode = '22023', message = format('Unknown build status %L.', status), hint = 'build_status_unknown';
  end if;
  return private.site_publish_state_json();
end;
$function$
;

CREATE OR REPLACE FUNCTION public.request_my_data(kind text, email text, language text DEFAULT 'en'::text, details text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted_email text := lower(btrim(coalesce(request_my_data.email, '')));
  wanted_details text := nullif(btrim(coalesce(request_my_data.details, '')), '');
  request public.data_requests;
  token text;
begin
  if request_my_data.kind is null or request_my_data.kind not in ('access', 'correction', 'erasure') then
    raise exception using errcode = '22023', message = 'Choose whether to see, correct or erase your data.', hint = 'data_request_kind';
  end if;
  perform private.require_email_address(wanted_email);
  if coalesce(request_my_data.language, 'en') not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'The language is English (en) or Telugu (te).', hint = 'language_unknown';
  end if;
  if length(wanted_details) > 2000 then
    raise exception using errcode = '22023', message = 'Please describe the correction in at most 2000 characters.', hint = 'data_request_details_length';
  end if;
  if request_my_data.kind = 'correction' and wanted_details is null then
    raise exception using errcode = '22023', message = 'Please say what should be corrected.', hint = 'data_request_details';
  end if;

  perform private.spend_confirmation_attempt('data_request', wanted_email, 'Too many requests. Please try again tomorrow.');

  -- Requests nobody confirmed within the day are forgotten here too, not only by the daily job.
  delete from public.data_requests r where r.status = 'unconfirmed' and r.created_at < now() - interval '1 day';

  if not private.has_data_on_file(wanted_email) then
    return;
  end if;

  insert into public.data_requests (kind, email, language, details)
  values (
    request_my_data.kind, wanted_email, coalesce(request_my_data.language, 'en'),
    case when request_my_data.kind = 'correction' then wanted_details end
  )
  returning * into request;
  -- The link works for a day, then (once confirmed) as long as the request is open and a month
  -- after it is due, to see where it stands.
  token := private.new_confirmation_token('data_request_confirm', request.id, now() + interval '1 day');
  perform private.queue_mail(
    'data_request_confirm', request.email, request.language,
    jsonb_build_object(
      'request', request.kind, 'token', token,
      'response_days', (select extract(day from i.request_response)::integer from private.retention_intervals() i)
    ),
    data_request_id => request.id
  );
end;
$function$
;

CREATE OR REPLACE FUNCTION public.request_site_publish()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors may publish the site.', hint = 'editors_only_publish';
  end if;
  update private.site_publish_state set requested_at = now(), revision = revision + 1 where id;
  perform pg_notify('site_publish_requested', '');
  perform private.dispatch_site_deploy(true);
  return private.site_publish_state_json();
end;
$function$
;

CREATE OR REPLACE FUNCTION public.reserve_application_reference()
 RETURNS TABLE(reference text, token text, expires_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  limits public.application_limits;
  sender_address text := private.request_client_address();
  made_reference text;
  made_token text;
  made_expiry timestamptz := now() + interval '7 days';
begin
  -- Concurrent requests must not both slip under a limit.
  perform pg_advisory_xact_lock(hashtext('private.reference_reservation_requests'));
  delete from private.reference_reservation_requests r where r.requested_at < now() - interval '1 hour';
  select * into limits from public.application_limits l where l.id = 1;
  if (
      sender_address is not null
      and (select count(*) from private.reference_reservation_requests r where r.client_address = sender_address)
        >= coalesce(limits.max_reference_reservations_per_client_address_per_hour, 20)
    )
    or (select count(*) from private.application_reference_reservations v where v.expires_at > now())
      >= coalesce(limits.max_live_reference_reservations, 10000) then
    raise sqlstate 'PT429' using message = 'Too many payment references. Please try again later.', hint = 'too_many_payment_references';
  end if;
  insert into private.reference_reservation_requests (client_address) values (sender_address);

  made_reference := private.new_application_reference(now());
  made_token := rtrim(
    translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'),
    '='
  );
  insert into private.application_reference_reservations (reference, token_hash, expires_at)
  values (made_reference, sha256(convert_to(made_token, 'UTF8')), made_expiry);
  return query select made_reference, made_token, made_expiry;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.restore_content_version(version_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  version public.content_versions;
  columns text;
  restored jsonb;
begin
  if not (select private.is_editor_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only editors can restore content.', hint = 'editors_only_restore_content';
  end if;

  select * into version from public.content_versions v where v.id = restore_content_version.version_id;
  if version.id is null then
    raise exception using errcode = 'PT404', message = 'This version no longer exists.', hint = 'content_version_missing';
  end if;

  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', version.table_name)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attidentity = ''
    and a.attname not in ('id', 'updated_at');

  execute format(
    'update public.%1$I t set (%2$s) = (select %3$s from jsonb_populate_record(t, $1) r) '
    'where t.id = $2 returning to_jsonb(t)',
    version.table_name, columns, 'r.' || replace(columns, ', ', ', r.')
  ) into restored using version.row_data, version.record_id;

  if restored is null then
    execute format(
      'insert into public.%1$I (id, %2$s) select $2, %3$s from jsonb_populate_record(null::public.%1$I, $1) r '
      'returning to_jsonb(%1$I)',
      version.table_name, columns, 'r.' || replace(columns, ', ', ', r.')
    ) into restored using version.row_data, version.record_id;
  end if;
  return restored;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.restore_deleted_registration(trash_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  trashed public.deleted_registrations;
  restored_id uuid;
begin
  if not (select private.is_admissions_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only admissions staff can restore registrations.', hint = 'admissions_only_restore';
  end if;

  delete from public.deleted_registrations where id = trash_id returning * into trashed;
  if trashed.id is null then
    raise exception using errcode = 'P0002', message = 'This deleted registration no longer exists.', hint = 'deleted_registration_missing';
  end if;

  if trashed.row_data ->> 'course_id' is not null
    and not exists (select 1 from public.courses c where c.id = (trashed.row_data ->> 'course_id')::uuid) then
    trashed.row_data := jsonb_set(trashed.row_data, '{course_id}', 'null'::jsonb);
  end if;

  perform set_config('seminary.restoring_registration', 'on', true);
  if trashed.table_name = 'registrations' then
    insert into public.registrations
    select * from jsonb_populate_record(null::public.registrations, trashed.row_data)
    returning id into restored_id;
  else
    insert into public.student_registrations
    select * from jsonb_populate_record(null::public.student_registrations, trashed.row_data)
    returning id into restored_id;
  end if;
  perform set_config('seminary.restoring_registration', '', true);
  return restored_id;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.retry_mail(id bigint)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admissions_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only admissions staff can retry an e-mail.', hint = 'admissions_only_mail_retry';
  end if;
  update public.mail_outbox o
  set status = 'pending', attempts = 0, next_attempt_at = now()
  where o.id = retry_mail.id and o.status = 'failed' and o.body_purged_at is null;
  if not found then
    if not exists (select 1 from public.mail_outbox o where o.id = retry_mail.id) then
      raise sqlstate 'PT404' using message = 'This e-mail no longer exists.', hint = 'mail_missing';
    end if;
    return;
  end if;
  perform pg_notify('mail_outbox', '');
end;
$function$
;

CREATE OR REPLACE FUNCTION public.search_alumni(search text)
 RETURNS SETOF alumni_directory
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select p.*
  from public.alumni_directory p
  where btrim(coalesce(search, '')) <> ''
    and p.name ilike '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  order by p.name
$function$
;

CREATE OR REPLACE FUNCTION public.set_application_status(application_id uuid, status text, note text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (select private.is_admissions_or_service_role()) then
    raise exception using errcode = '42501', message = 'Only admissions staff can change an application''s status.', hint = 'admissions_only_status';
  end if;
  if status is null or status not in ('received', 'under_review', 'accepted', 'not_accepted', 'withdrawn') then
    raise exception using errcode = '22023', message = 'Unknown application status.', hint = 'application_status_unknown';
  end if;
  if length(note) > 2000 then
    raise exception using errcode = '22001', message = 'The note is too long (at most 2000 characters).', hint = 'note_too_long';
  end if;
  perform set_config('seminary.application_status_note', coalesce(note, ''), true);
  update public.student_registrations r set status = set_application_status.status
  where r.id = set_application_status.application_id;
  if not found then
    perform set_config('seminary.application_status_note', '', true);
    raise sqlstate 'PT404' using message = 'This application no longer exists.', hint = 'application_missing';
  end if;
  perform set_config('seminary.application_status_note', '', true);
end;
$function$
;

CREATE OR REPLACE FUNCTION public.staff_members(page_size integer, page_offset integer)
 RETURNS TABLE(user_id uuid, email text, role text, disabled boolean, last_sign_in_at timestamp with time zone, created_at timestamp with time zone, total bigint)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.user_id, u.email::text, r.role, coalesce(u.banned_until > now(), false), u.last_sign_in_at,
    u.created_at, count(*) over ()
  from public.staff_roles r
  join auth.users u on u.id = r.user_id
  order by lower(u.email)
  limit least(greatest(staff_members.page_size, 1), 100) offset greatest(staff_members.page_offset, 0)
$function$
;

CREATE OR REPLACE FUNCTION public.staff_user_id(email text)
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select u.id from auth.users u where lower(u.email) = lower(btrim(staff_user_id.email)) limit 1
$function$
;

CREATE OR REPLACE FUNCTION public.submit_application(application jsonb, idempotency_key uuid, reference_reservation text DEFAULT NULL::text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  fields public.student_registrations;
  made_reference text;
begin
  if idempotency_key is not null then
    select r.reference into made_reference
    from public.student_registrations r where r.idempotency_key = submit_application.idempotency_key;
    if made_reference is not null then
      return made_reference;
    end if;
  end if;
  if jsonb_typeof(application) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'The application must be a JSON object.', hint = 'application_not_object';
  end if;
  fields := jsonb_populate_record(null::public.student_registrations, application);
  if fields.payment_utr is not null and fields.payment_utr !~ '^[0-9]{12}$' then
    raise exception using errcode = '22023', message = 'The UPI transaction number must be 12 digits.', hint = 'payment_utr_format';
  end if;
  if reference_reservation is not null and reference_reservation !~ '^[A-Za-z0-9_-]{43}$' then
    raise exception using errcode = '22023', message = 'The payment reference is not valid. Please reload the page.', hint = 'payment_reference_invalid';
  end if;
  -- set_application_reference claims it, once, during the insert.
  perform set_config('seminary.reference_reservation', coalesce(reference_reservation, ''), true);

  begin
    insert into public.student_registrations (
      name, email, phone, address, city, state, date_of_birth, gender, education_level, previous_institution,
      program_interest, course_id, start_date, comments, payment_screenshot_url, honeypot, idempotency_key, language,
      consent_notice_version, consent_language, guardian_name, guardian_contact,
      guardian_consent_notice_version, guardian_consent_language, payment_utr,
      recommender_name, recommender_church, recommender_email, recommender_consent_notice_version
    ) values (
      fields.name, fields.email, fields.phone, fields.address, fields.city, fields.state, fields.date_of_birth,
      fields.gender, fields.education_level, fields.previous_institution, fields.program_interest,
      fields.course_id, fields.start_date, fields.comments, fields.payment_screenshot_url, fields.honeypot,
      submit_application.idempotency_key, coalesce(fields.language, 'en'),
      fields.consent_notice_version, fields.consent_language, fields.guardian_name, fields.guardian_contact,
      fields.guardian_consent_notice_version, fields.guardian_consent_language, fields.payment_utr,
      fields.recommender_name, fields.recommender_church, fields.recommender_email,
      fields.recommender_consent_notice_version
    )
    returning reference into made_reference;
  exception when unique_violation then
    -- The same key submitted at the same moment: the other submit made the application.
    select r.reference into made_reference
    from public.student_registrations r where r.idempotency_key = submit_application.idempotency_key;
    if made_reference is null then
      raise;
    end if;
  end;
  perform set_config('seminary.reference_reservation', '', true);
  return made_reference;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.submit_recommendation(token text, known_for text, church text, recommendation text, recommends boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  application_id uuid;
  wanted_known_for text := btrim(coalesce(known_for, ''));
  wanted_church text := btrim(coalesce(church, ''));
  wanted_recommendation text := btrim(coalesce(recommendation, ''));
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,200}$' then
    raise sqlstate 'PT404' using message = 'This recommendation link is not valid or has expired.', hint = 'recommendation_link_invalid';
  end if;
  if wanted_known_for = '' or wanted_church = '' or wanted_recommendation = '' or recommends is null then
    raise exception using errcode = '22023', message = 'Please answer every question of the recommendation.', hint = 'recommendation_incomplete';
  end if;
  if length(wanted_known_for) > 100 or length(wanted_church) > 200 or length(wanted_recommendation) > 2000
    or not private.is_single_line(wanted_known_for) or not private.is_single_line(wanted_church) then
    raise exception using errcode = '22001', message = 'An answer is too long (the recommendation at most 2000 characters).', hint = 'recommendation_too_long';
  end if;
  perform private.spend_confirmation_attempt('recommendation', token, 'Too many attempts. Please try again later.');

  application_id := private.confirmation_token_record(token, 'recommendation');
  if application_id is null then
    return false;
  end if;
  perform set_config('seminary.recording_recommendation', 'on', true);
  update public.student_registrations r
  set recommendation_received_at = now(),
      recommendation_known_for = wanted_known_for,
      recommendation_church = wanted_church,
      recommendation_text = wanted_recommendation,
      recommendation_recommends = submit_recommendation.recommends
  where r.id = application_id and r.recommendation_received_at is null;
  if not found then
    perform set_config('seminary.recording_recommendation', '', true);
    raise sqlstate 'PT409' using message = 'This recommendation has already been received. Thank you.', hint = 'recommendation_already_received';
  end if;
  perform set_config('seminary.recording_recommendation', '', true);
  return true;
end;
$function$
;

CREATE OR REPLACE FUNCTION public.update_alumni_profile(profile_id uuid, name text, graduation_year integer, degree text, current_position text DEFAULT NULL::text, organization text DEFAULT NULL::text, location text DEFAULT NULL::text, bio text DEFAULT NULL::text, testimonial text DEFAULT NULL::text, image_url text DEFAULT NULL::text, consent_notice_version integer DEFAULT NULL::integer, consent_language text DEFAULT NULL::text, public_fields text[] DEFAULT NULL::text[])
 RETURNS alumni_directory
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  previous public.alumni_profiles;
  edited public.alumni_profiles;
  updated public.alumni_profiles;
  object_name text;
  sender_address text := private.request_client_address();
  max_updates integer;
  visitor boolean := (select private.is_visitor_request());
  field text;
  typed jsonb;
begin
  if not coalesce(update_alumni_profile.public_fields, '{}') <@ private.alumni_public_field_names() then
    raise exception using errcode = '22023', message = 'Unknown field to show.', hint = 'alumni_public_field_unknown';
  end if;
  if visitor then
    perform private.require_current_notice(update_alumni_profile.consent_notice_version);
  end if;
  if update_alumni_profile.consent_language is not null and update_alumni_profile.consent_language not in ('en', 'te') then
    raise exception using errcode = '22023', message = 'Unknown language.', hint = 'language_unknown';
  end if;

  perform private.validate_alumni_profile(
    update_alumni_profile.name, update_alumni_profile.graduation_year, update_alumni_profile.degree,
    update_alumni_profile.current_position, update_alumni_profile.organization, update_alumni_profile.location,
    update_alumni_profile.bio, update_alumni_profile.testimonial
  );

  select * into previous from public.alumni_profiles p where p.id = profile_id for update;
  if previous.id is null then
    raise exception using errcode = 'PT404', message = 'Alumni profile not found.', hint = 'alumni_not_found';
  end if;

  edited := previous;
  edited.name := btrim(update_alumni_profile.name);
  edited.graduation_year := update_alumni_profile.graduation_year;
  edited.degree := update_alumni_profile.degree;
  edited.current_position := nullif(btrim(update_alumni_profile.current_position), '');
  edited.organization := nullif(btrim(update_alumni_profile.organization), '');
  edited.location := nullif(btrim(update_alumni_profile.location), '');
  edited.bio := nullif(btrim(update_alumni_profile.bio), '');
  edited.testimonial := nullif(btrim(update_alumni_profile.testimonial), '');
  edited.image_url := nullif(btrim(update_alumni_profile.image_url), '');
  edited.public_fields := coalesce(update_alumni_profile.public_fields, previous.public_fields);
  typed := to_jsonb(edited);
  foreach field in array private.alumni_public_field_names() loop
    if typed ->> field is null and not field = any (previous.public_fields) and not field = any (edited.public_fields) then
      typed := jsonb_set(typed, array[field], to_jsonb(previous) -> field);
    end if;
  end loop;
  edited := jsonb_populate_record(edited, typed);
  if update_alumni_profile.public_fields is not null
    and edited.public_fields is distinct from previous.public_fields then
    edited.public_fields_consent := 'Her choice on the alumni update form.';
  end if;
  if edited is not distinct from previous then
    return private.alumni_typed_view(previous, update_alumni_profile.current_position, update_alumni_profile.organization,
      update_alumni_profile.location, update_alumni_profile.image_url, update_alumni_profile.bio, update_alumni_profile.testimonial);
  end if;

  if edited.image_url is distinct from previous.image_url and edited.image_url is not null then
    object_name := substring(
      edited.image_url from '^https?://[^/?#]+/storage/v1/object/public/alumni-images/(alumni/[A-Za-z0-9][A-Za-z0-9._-]*)$'
    );
    if object_name is null
      or not exists (
        select 1 from storage.objects o where o.bucket_id = 'alumni-images' and o.name = object_name
      ) then
      raise exception using
        errcode = '22023',
        message = 'The photo must be an image uploaded to the alumni photo folder.',
        hint = 'alumni_photo';
    end if;
  end if;

  -- Staff and scripts are not limited; neither is a request without a client address.
  if visitor and sender_address is not null then
    -- Concurrent edits from one address must not both slip under the limit.
    perform pg_advisory_xact_lock(hashtext('public.content_versions alumni edits'));
    select l.max_profile_updates_per_client_address_per_hour into max_updates
    from public.application_limits l where l.id = 1;
    if (
      select count(*) from public.content_versions v
      where v.client_address = sender_address and v.table_name = 'alumni_profiles'
        and v.changed_at > now() - interval '1 hour'
    ) >= coalesce(max_updates, 30) then
      raise exception using errcode = 'PT429', message = 'Too many profile updates. Please try again later.', hint = 'too_many_profile_updates';
    end if;
  end if;

  update public.alumni_profiles p
  set name = edited.name,
      graduation_year = edited.graduation_year,
      degree = edited.degree,
      current_position = edited.current_position,
      organization = edited.organization,
      location = edited.location,
      bio = edited.bio,
      testimonial = edited.testimonial,
      image_url = edited.image_url,
      public_fields = edited.public_fields,
      public_fields_consent = edited.public_fields_consent
  where p.id = previous.id
  returning p.* into updated;

  -- The version this edit just kept records the consent it was made with.
  if update_alumni_profile.consent_notice_version is not null then
    update public.content_versions v
    set consent_notice_version = update_alumni_profile.consent_notice_version,
        consent_language = coalesce(update_alumni_profile.consent_language, 'en'),
        consent_at = now()
    where v.id = (
      select max(k.id) from public.content_versions k
      where k.table_name = 'alumni_profiles' and k.record_id = previous.id
    );
  end if;
  return private.alumni_typed_view(updated, update_alumni_profile.current_position, update_alumni_profile.organization,
    update_alumni_profile.location, update_alumni_profile.image_url, update_alumni_profile.bio, update_alumni_profile.testimonial);
end;
$function$
;

grant select on table "public"."about_gallery" to "anon";

grant delete on table "public"."about_gallery" to "authenticated";

grant insert on table "public"."about_gallery" to "authenticated";

grant select on table "public"."about_gallery" to "authenticated";

grant update on table "public"."about_gallery" to "authenticated";

grant delete on table "public"."about_gallery" to "service_role";

grant insert on table "public"."about_gallery" to "service_role";

grant references on table "public"."about_gallery" to "service_role";

grant select on table "public"."about_gallery" to "service_role";

grant trigger on table "public"."about_gallery" to "service_role";

grant truncate on table "public"."about_gallery" to "service_role";

grant update on table "public"."about_gallery" to "service_role";

grant select on table "public"."about_sections" to "anon";

grant delete on table "public"."about_sections" to "authenticated";

grant insert on table "public"."about_sections" to "authenticated";

grant select on table "public"."about_sections" to "authenticated";

grant update on table "public"."about_sections" to "authenticated";

grant delete on table "public"."about_sections" to "service_role";

grant insert on table "public"."about_sections" to "service_role";

grant references on table "public"."about_sections" to "service_role";

grant select on table "public"."about_sections" to "service_role";

grant trigger on table "public"."about_sections" to "service_role";

grant truncate on table "public"."about_sections" to "service_role";

grant update on table "public"."about_sections" to "service_role";

grant select on table "public"."alumni_directory" to "anon";

grant select on table "public"."alumni_directory" to "authenticated";

grant delete on table "public"."alumni_directory" to "service_role";

grant insert on table "public"."alumni_directory" to "service_role";

grant references on table "public"."alumni_directory" to "service_role";

grant select on table "public"."alumni_directory" to "service_role";

grant trigger on table "public"."alumni_directory" to "service_role";

grant truncate on table "public"."alumni_directory" to "service_role";

grant update on table "public"."alumni_directory" to "service_role";

grant delete on table "public"."alumni_profiles" to "authenticated";

grant insert on table "public"."alumni_profiles" to "authenticated";

grant select on table "public"."alumni_profiles" to "authenticated";

grant update on table "public"."alumni_profiles" to "authenticated";

grant delete on table "public"."alumni_profiles" to "service_role";

grant insert on table "public"."alumni_profiles" to "service_role";

grant references on table "public"."alumni_profiles" to "service_role";

grant select on table "public"."alumni_profiles" to "service_role";

grant trigger on table "public"."alumni_profiles" to "service_role";

grant truncate on table "public"."alumni_profiles" to "service_role";

grant update on table "public"."alumni_profiles" to "service_role";

grant select on table "public"."alumni_registrations" to "authenticated";

grant delete on table "public"."alumni_registrations" to "service_role";

grant insert on table "public"."alumni_registrations" to "service_role";

grant references on table "public"."alumni_registrations" to "service_role";

grant select on table "public"."alumni_registrations" to "service_role";

grant trigger on table "public"."alumni_registrations" to "service_role";

grant truncate on table "public"."alumni_registrations" to "service_role";

grant update on table "public"."alumni_registrations" to "service_role";

grant select on table "public"."application_limits" to "authenticated";

grant update on table "public"."application_limits" to "authenticated";

grant delete on table "public"."application_limits" to "service_role";

grant insert on table "public"."application_limits" to "service_role";

grant references on table "public"."application_limits" to "service_role";

grant select on table "public"."application_limits" to "service_role";

grant trigger on table "public"."application_limits" to "service_role";

grant truncate on table "public"."application_limits" to "service_role";

grant update on table "public"."application_limits" to "service_role";

grant select on table "public"."application_status_history" to "authenticated";

grant delete on table "public"."application_status_history" to "service_role";

grant insert on table "public"."application_status_history" to "service_role";

grant references on table "public"."application_status_history" to "service_role";

grant select on table "public"."application_status_history" to "service_role";

grant trigger on table "public"."application_status_history" to "service_role";

grant truncate on table "public"."application_status_history" to "service_role";

grant update on table "public"."application_status_history" to "service_role";

grant select on table "public"."audit_log" to "authenticated";

grant select on table "public"."audit_log" to "service_role";

grant insert on table "public"."audit_log" to "supabase_auth_admin";

grant select on table "public"."banners" to "anon";

grant delete on table "public"."banners" to "authenticated";

grant insert on table "public"."banners" to "authenticated";

grant select on table "public"."banners" to "authenticated";

grant update on table "public"."banners" to "authenticated";

grant delete on table "public"."banners" to "service_role";

grant insert on table "public"."banners" to "service_role";

grant references on table "public"."banners" to "service_role";

grant select on table "public"."banners" to "service_role";

grant trigger on table "public"."banners" to "service_role";

grant truncate on table "public"."banners" to "service_role";

grant update on table "public"."banners" to "service_role";

grant select on table "public"."campus_life" to "anon";

grant delete on table "public"."campus_life" to "authenticated";

grant insert on table "public"."campus_life" to "authenticated";

grant select on table "public"."campus_life" to "authenticated";

grant update on table "public"."campus_life" to "authenticated";

grant delete on table "public"."campus_life" to "service_role";

grant insert on table "public"."campus_life" to "service_role";

grant references on table "public"."campus_life" to "service_role";

grant select on table "public"."campus_life" to "service_role";

grant trigger on table "public"."campus_life" to "service_role";

grant truncate on table "public"."campus_life" to "service_role";

grant update on table "public"."campus_life" to "service_role";

grant select on table "public"."campus_life_gallery" to "anon";

grant delete on table "public"."campus_life_gallery" to "authenticated";

grant insert on table "public"."campus_life_gallery" to "authenticated";

grant select on table "public"."campus_life_gallery" to "authenticated";

grant update on table "public"."campus_life_gallery" to "authenticated";

grant delete on table "public"."campus_life_gallery" to "service_role";

grant insert on table "public"."campus_life_gallery" to "service_role";

grant references on table "public"."campus_life_gallery" to "service_role";

grant select on table "public"."campus_life_gallery" to "service_role";

grant trigger on table "public"."campus_life_gallery" to "service_role";

grant truncate on table "public"."campus_life_gallery" to "service_role";

grant update on table "public"."campus_life_gallery" to "service_role";

grant select on table "public"."content_deletions" to "anon";

grant select on table "public"."content_deletions" to "authenticated";

grant delete on table "public"."content_deletions" to "service_role";

grant insert on table "public"."content_deletions" to "service_role";

grant references on table "public"."content_deletions" to "service_role";

grant select on table "public"."content_deletions" to "service_role";

grant trigger on table "public"."content_deletions" to "service_role";

grant truncate on table "public"."content_deletions" to "service_role";

grant update on table "public"."content_deletions" to "service_role";

grant select on table "public"."content_versions" to "authenticated";

grant delete on table "public"."content_versions" to "service_role";

grant insert on table "public"."content_versions" to "service_role";

grant references on table "public"."content_versions" to "service_role";

grant select on table "public"."content_versions" to "service_role";

grant trigger on table "public"."content_versions" to "service_role";

grant truncate on table "public"."content_versions" to "service_role";

grant update on table "public"."content_versions" to "service_role";

grant select on table "public"."courses" to "anon";

grant delete on table "public"."courses" to "authenticated";

grant insert on table "public"."courses" to "authenticated";

grant select on table "public"."courses" to "authenticated";

grant update on table "public"."courses" to "authenticated";

grant delete on table "public"."courses" to "service_role";

grant insert on table "public"."courses" to "service_role";

grant references on table "public"."courses" to "service_role";

grant select on table "public"."courses" to "service_role";

grant trigger on table "public"."courses" to "service_role";

grant truncate on table "public"."courses" to "service_role";

grant update on table "public"."courses" to "service_role";

grant select on table "public"."data_requests" to "authenticated";

grant delete on table "public"."data_requests" to "service_role";

grant insert on table "public"."data_requests" to "service_role";

grant references on table "public"."data_requests" to "service_role";

grant select on table "public"."data_requests" to "service_role";

grant trigger on table "public"."data_requests" to "service_role";

grant truncate on table "public"."data_requests" to "service_role";

grant update on table "public"."data_requests" to "service_role";

grant delete on table "public"."deleted_registrations" to "authenticated";

grant select on table "public"."deleted_registrations" to "authenticated";

grant delete on table "public"."deleted_registrations" to "service_role";

grant insert on table "public"."deleted_registrations" to "service_role";

grant references on table "public"."deleted_registrations" to "service_role";

grant select on table "public"."deleted_registrations" to "service_role";

grant trigger on table "public"."deleted_registrations" to "service_role";

grant truncate on table "public"."deleted_registrations" to "service_role";

grant update on table "public"."deleted_registrations" to "service_role";

grant select on table "public"."donation_info" to "anon";

grant delete on table "public"."donation_info" to "authenticated";

grant insert on table "public"."donation_info" to "authenticated";

grant select on table "public"."donation_info" to "authenticated";

grant update on table "public"."donation_info" to "authenticated";

grant delete on table "public"."donation_info" to "service_role";

grant insert on table "public"."donation_info" to "service_role";

grant references on table "public"."donation_info" to "service_role";

grant select on table "public"."donation_info" to "service_role";

grant trigger on table "public"."donation_info" to "service_role";

grant truncate on table "public"."donation_info" to "service_role";

grant update on table "public"."donation_info" to "service_role";

grant select on table "public"."downloads" to "anon";

grant delete on table "public"."downloads" to "authenticated";

grant insert on table "public"."downloads" to "authenticated";

grant select on table "public"."downloads" to "authenticated";

grant update on table "public"."downloads" to "authenticated";

grant delete on table "public"."downloads" to "service_role";

grant insert on table "public"."downloads" to "service_role";

grant references on table "public"."downloads" to "service_role";

grant select on table "public"."downloads" to "service_role";

grant trigger on table "public"."downloads" to "service_role";

grant truncate on table "public"."downloads" to "service_role";

grant update on table "public"."downloads" to "service_role";

grant select on table "public"."erasure_log" to "authenticated";

grant delete on table "public"."erasure_log" to "service_role";

grant insert on table "public"."erasure_log" to "service_role";

grant references on table "public"."erasure_log" to "service_role";

grant select on table "public"."erasure_log" to "service_role";

grant trigger on table "public"."erasure_log" to "service_role";

grant truncate on table "public"."erasure_log" to "service_role";

grant update on table "public"."erasure_log" to "service_role";

grant select on table "public"."events" to "anon";

grant delete on table "public"."events" to "authenticated";

grant insert on table "public"."events" to "authenticated";

grant select on table "public"."events" to "authenticated";

grant update on table "public"."events" to "authenticated";

grant delete on table "public"."events" to "service_role";

grant insert on table "public"."events" to "service_role";

grant references on table "public"."events" to "service_role";

grant select on table "public"."events" to "service_role";

grant trigger on table "public"."events" to "service_role";

grant truncate on table "public"."events" to "service_role";

grant update on table "public"."events" to "service_role";

grant select on table "public"."gallery" to "anon";

grant delete on table "public"."gallery" to "authenticated";

grant insert on table "public"."gallery" to "authenticated";

grant select on table "public"."gallery" to "authenticated";

grant update on table "public"."gallery" to "authenticated";

grant delete on table "public"."gallery" to "service_role";

grant insert on table "public"."gallery" to "service_role";

grant references on table "public"."gallery" to "service_role";

grant select on table "public"."gallery" to "service_role";

grant trigger on table "public"."gallery" to "service_role";

grant truncate on table "public"."gallery" to "service_role";

grant update on table "public"."gallery" to "service_role";

grant select on table "public"."mail_outbox" to "authenticated";

grant delete on table "public"."mail_outbox" to "service_role";

grant insert on table "public"."mail_outbox" to "service_role";

grant references on table "public"."mail_outbox" to "service_role";

grant select on table "public"."mail_outbox" to "service_role";

grant trigger on table "public"."mail_outbox" to "service_role";

grant truncate on table "public"."mail_outbox" to "service_role";

grant update on table "public"."mail_outbox" to "service_role";

grant select on table "public"."mail_settings" to "authenticated";

grant update on table "public"."mail_settings" to "authenticated";

grant delete on table "public"."mail_settings" to "service_role";

grant insert on table "public"."mail_settings" to "service_role";

grant references on table "public"."mail_settings" to "service_role";

grant select on table "public"."mail_settings" to "service_role";

grant trigger on table "public"."mail_settings" to "service_role";

grant truncate on table "public"."mail_settings" to "service_role";

grant update on table "public"."mail_settings" to "service_role";

grant select on table "public"."payment_settings" to "anon";

grant select on table "public"."payment_settings" to "authenticated";

grant update on table "public"."payment_settings" to "authenticated";

grant delete on table "public"."payment_settings" to "service_role";

grant insert on table "public"."payment_settings" to "service_role";

grant references on table "public"."payment_settings" to "service_role";

grant select on table "public"."payment_settings" to "service_role";

grant trigger on table "public"."payment_settings" to "service_role";

grant truncate on table "public"."payment_settings" to "service_role";

grant update on table "public"."payment_settings" to "service_role";

grant select on table "public"."posts" to "anon";

grant delete on table "public"."posts" to "authenticated";

grant insert on table "public"."posts" to "authenticated";

grant select on table "public"."posts" to "authenticated";

grant update on table "public"."posts" to "authenticated";

grant delete on table "public"."posts" to "service_role";

grant insert on table "public"."posts" to "service_role";

grant references on table "public"."posts" to "service_role";

grant select on table "public"."posts" to "service_role";

grant trigger on table "public"."posts" to "service_role";

grant truncate on table "public"."posts" to "service_role";

grant update on table "public"."posts" to "service_role";

grant select on table "public"."privacy_notice" to "anon";

grant select on table "public"."privacy_notice" to "authenticated";

grant update on table "public"."privacy_notice" to "authenticated";

grant delete on table "public"."privacy_notice" to "service_role";

grant insert on table "public"."privacy_notice" to "service_role";

grant references on table "public"."privacy_notice" to "service_role";

grant select on table "public"."privacy_notice" to "service_role";

grant trigger on table "public"."privacy_notice" to "service_role";

grant truncate on table "public"."privacy_notice" to "service_role";

grant update on table "public"."privacy_notice" to "service_role";

grant select on table "public"."privacy_notice_versions" to "authenticated";

grant delete on table "public"."privacy_notice_versions" to "service_role";

grant insert on table "public"."privacy_notice_versions" to "service_role";

grant references on table "public"."privacy_notice_versions" to "service_role";

grant select on table "public"."privacy_notice_versions" to "service_role";

grant trigger on table "public"."privacy_notice_versions" to "service_role";

grant truncate on table "public"."privacy_notice_versions" to "service_role";

grant update on table "public"."privacy_notice_versions" to "service_role";

grant delete on table "public"."registrations" to "authenticated";

grant select on table "public"."registrations" to "authenticated";

grant update on table "public"."registrations" to "authenticated";

grant delete on table "public"."registrations" to "service_role";

grant insert on table "public"."registrations" to "service_role";

grant references on table "public"."registrations" to "service_role";

grant select on table "public"."registrations" to "service_role";

grant trigger on table "public"."registrations" to "service_role";

grant truncate on table "public"."registrations" to "service_role";

grant update on table "public"."registrations" to "service_role";

grant select on table "public"."retention_settings" to "anon";

grant select on table "public"."retention_settings" to "authenticated";

grant update on table "public"."retention_settings" to "authenticated";

grant delete on table "public"."retention_settings" to "service_role";

grant insert on table "public"."retention_settings" to "service_role";

grant references on table "public"."retention_settings" to "service_role";

grant select on table "public"."retention_settings" to "service_role";

grant trigger on table "public"."retention_settings" to "service_role";

grant truncate on table "public"."retention_settings" to "service_role";

grant update on table "public"."retention_settings" to "service_role";

grant select on table "public"."site_logo" to "anon";

grant delete on table "public"."site_logo" to "authenticated";

grant insert on table "public"."site_logo" to "authenticated";

grant select on table "public"."site_logo" to "authenticated";

grant update on table "public"."site_logo" to "authenticated";

grant delete on table "public"."site_logo" to "service_role";

grant insert on table "public"."site_logo" to "service_role";

grant references on table "public"."site_logo" to "service_role";

grant select on table "public"."site_logo" to "service_role";

grant trigger on table "public"."site_logo" to "service_role";

grant truncate on table "public"."site_logo" to "service_role";

grant update on table "public"."site_logo" to "service_role";

grant select on table "public"."staff_roles" to "authenticated";

grant delete on table "public"."staff_roles" to "service_role";

grant insert on table "public"."staff_roles" to "service_role";

grant references on table "public"."staff_roles" to "service_role";

grant select on table "public"."staff_roles" to "service_role";

grant trigger on table "public"."staff_roles" to "service_role";

grant truncate on table "public"."staff_roles" to "service_role";

grant update on table "public"."staff_roles" to "service_role";

grant select on table "public"."staff_roles" to "supabase_auth_admin";

grant select on table "public"."statistics" to "anon";

grant delete on table "public"."statistics" to "authenticated";

grant insert on table "public"."statistics" to "authenticated";

grant select on table "public"."statistics" to "authenticated";

grant update on table "public"."statistics" to "authenticated";

grant delete on table "public"."statistics" to "service_role";

grant insert on table "public"."statistics" to "service_role";

grant references on table "public"."statistics" to "service_role";

grant select on table "public"."statistics" to "service_role";

grant trigger on table "public"."statistics" to "service_role";

grant truncate on table "public"."statistics" to "service_role";

grant update on table "public"."statistics" to "service_role";

grant delete on table "public"."student_registrations" to "authenticated";

grant select on table "public"."student_registrations" to "authenticated";

grant update on table "public"."student_registrations" to "authenticated";

grant delete on table "public"."student_registrations" to "service_role";

grant insert on table "public"."student_registrations" to "service_role";

grant references on table "public"."student_registrations" to "service_role";

grant select on table "public"."student_registrations" to "service_role";

grant trigger on table "public"."student_registrations" to "service_role";

grant truncate on table "public"."student_registrations" to "service_role";

grant update on table "public"."student_registrations" to "service_role";

grant select on table "public"."teachers" to "anon";

grant delete on table "public"."teachers" to "authenticated";

grant insert on table "public"."teachers" to "authenticated";

grant select on table "public"."teachers" to "authenticated";

grant update on table "public"."teachers" to "authenticated";

grant delete on table "public"."teachers" to "service_role";

grant insert on table "public"."teachers" to "service_role";

grant references on table "public"."teachers" to "service_role";

grant select on table "public"."teachers" to "service_role";

grant trigger on table "public"."teachers" to "service_role";

grant truncate on table "public"."teachers" to "service_role";

grant update on table "public"."teachers" to "service_role";

grant select on table "public"."verified_payments" to "authenticated";

grant delete on table "public"."verified_payments" to "service_role";

grant insert on table "public"."verified_payments" to "service_role";

grant references on table "public"."verified_payments" to "service_role";

grant select on table "public"."verified_payments" to "service_role";

grant trigger on table "public"."verified_payments" to "service_role";

grant truncate on table "public"."verified_payments" to "service_role";

grant update on table "public"."verified_payments" to "service_role";

grant select on table "public"."videos" to "anon";

grant delete on table "public"."videos" to "authenticated";

grant insert on table "public"."videos" to "authenticated";

grant select on table "public"."videos" to "authenticated";

grant update on table "public"."videos" to "authenticated";

grant delete on table "public"."videos" to "service_role";

grant insert on table "public"."videos" to "service_role";

grant references on table "public"."videos" to "service_role";

grant select on table "public"."videos" to "service_role";

grant trigger on table "public"."videos" to "service_role";

grant truncate on table "public"."videos" to "service_role";

grant update on table "public"."videos" to "service_role";

create policy "Everyone reads about_gallery"
  on "public"."about_gallery"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads about_sections"
  on "public"."about_sections"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads alumni_directory"
  on "public"."alumni_directory"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads the alumni's public choice"
  on "public"."alumni_profiles"
  as permissive
  for select
  to anon
using (true);

create policy "Auth logs sign-ins and failed sign-ins"
  on "public"."audit_log"
  as permissive
  for insert
  to supabase_auth_admin
with check ((action = ANY (ARRAY['sign_in'::text, 'sign_in_failed'::text])));

create policy "Everyone reads campus_life"
  on "public"."campus_life"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads campus_life_gallery"
  on "public"."campus_life_gallery"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "content_deletions_read"
  on "public"."content_deletions"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads courses"
  on "public"."courses"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads donation_info"
  on "public"."donation_info"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads downloads"
  on "public"."downloads"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads events"
  on "public"."events"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads gallery"
  on "public"."gallery"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads payment settings"
  on "public"."payment_settings"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Visitors read published posts"
  on "public"."posts"
  as permissive
  for select
  to anon
using (((NOT draft) AND (published_at <= now())));

create policy "Everyone reads privacy_notice"
  on "public"."privacy_notice"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads retention settings"
  on "public"."retention_settings"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads site_logo"
  on "public"."site_logo"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Auth reads staff roles for the token hook"
  on "public"."staff_roles"
  as permissive
  for select
  to supabase_auth_admin
using (true);

create policy "Everyone reads statistics"
  on "public"."statistics"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads teachers"
  on "public"."teachers"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads videos"
  on "public"."videos"
  as permissive
  for select
  to anon, authenticated
using (true);

create policy "Everyone reads the school's bucket settings"
  on "storage"."buckets"
  as permissive
  for select
  to anon, authenticated
using ((id = ANY (ARRAY['alumni-images'::text, 'banner-images'::text, 'gallery-images'::text, 'teacher-images'::text, 'campus-life-images'::text, 'downloads'::text, 'donation-images'::text, 'about-images'::text, 'logo-images'::text, 'payment-screenshots'::text])));

CREATE INDEX about_gallery_image_object_idx ON public.about_gallery USING btree (private.storage_object_path(image_url));

CREATE INDEX alumni_profiles_image_object_idx ON public.alumni_profiles USING btree (private.storage_object_path(image_url));

CREATE INDEX alumni_registrations_image_object_idx ON public.alumni_registrations USING btree (private.storage_object_path(image_url));

CREATE INDEX banners_image_object_idx ON public.banners USING btree (private.storage_object_path(image_url));

CREATE INDEX campus_life_gallery_image_object_idx ON public.campus_life_gallery USING btree (private.storage_object_path(image_url));

CREATE INDEX campus_life_image_object_idx ON public.campus_life USING btree (private.storage_object_path(image_url));

CREATE INDEX donation_info_qr_code_object_idx ON public.donation_info USING btree (private.storage_object_path(qr_code_url));

CREATE INDEX downloads_file_object_idx ON public.downloads USING btree (private.storage_object_path(file_url));

CREATE INDEX downloads_image_object_idx ON public.downloads USING btree (private.storage_object_path(image_url));

CREATE INDEX events_image_object_idx ON public.events USING btree (private.storage_object_path(image_url));

CREATE INDEX gallery_image_object_idx ON public.gallery USING btree (private.storage_object_path(image_url));

CREATE INDEX posts_cover_image_object_idx ON public.posts USING btree (private.storage_object_path(cover_image_url));

CREATE INDEX site_logo_logo_object_idx ON public.site_logo USING btree (private.storage_object_path(logo_url));

CREATE INDEX teachers_image_object_idx ON public.teachers USING btree (private.storage_object_path(image_url));

CREATE INDEX videos_thumbnail_object_idx ON public.videos USING btree (private.storage_object_path(thumbnail_url));

alter table "public"."alumni_profiles" add constraint "alumni_profiles_degree_check" CHECK ((degree = ANY (private.alumni_degrees()))) not valid;

alter table "public"."alumni_profiles" validate constraint "alumni_profiles_degree_check";

alter table "public"."alumni_profiles" add constraint "alumni_profiles_single_line_fields" CHECK ((private.is_single_line(name) AND private.is_single_line(degree) AND private.is_single_line(current_position) AND private.is_single_line(organization) AND private.is_single_line(location))) not valid;

alter table "public"."alumni_profiles" validate constraint "alumni_profiles_single_line_fields";

alter table "public"."alumni_registrations" add constraint "alumni_registrations_single_line_fields" CHECK ((private.is_single_line(name) AND private.is_single_line(degree) AND private.is_single_line(current_position) AND private.is_single_line(organization) AND private.is_single_line(location) AND private.is_single_line(email) AND private.is_single_line(image_url))) not valid;

alter table "public"."alumni_registrations" validate constraint "alumni_registrations_single_line_fields";

alter table "public"."events" add constraint "events_image_alt_check" CHECK (private.is_single_line(image_alt)) not valid;

alter table "public"."events" validate constraint "events_image_alt_check";

alter table "public"."events" add constraint "events_image_alt_te_check" CHECK (private.is_single_line(image_alt_te)) not valid;

alter table "public"."events" validate constraint "events_image_alt_te_check";

alter table "public"."events" add constraint "events_place_check" CHECK (((btrim(place) <> ''::text) AND private.is_single_line(place))) not valid;

alter table "public"."events" validate constraint "events_place_check";

alter table "public"."events" add constraint "events_place_te_check" CHECK (private.is_single_line(place_te)) not valid;

alter table "public"."events" validate constraint "events_place_te_check";

alter table "public"."events" add constraint "events_summary_check" CHECK (((btrim(summary) <> ''::text) AND private.is_single_line(summary))) not valid;

alter table "public"."events" validate constraint "events_summary_check";

alter table "public"."events" add constraint "events_summary_te_check" CHECK (private.is_single_line(summary_te)) not valid;

alter table "public"."events" validate constraint "events_summary_te_check";

alter table "public"."events" add constraint "events_title_check" CHECK (((btrim(title) <> ''::text) AND private.is_single_line(title))) not valid;

alter table "public"."events" validate constraint "events_title_check";

alter table "public"."events" add constraint "events_title_te_check" CHECK (private.is_single_line(title_te)) not valid;

alter table "public"."events" validate constraint "events_title_te_check";

alter table "public"."mail_outbox" add constraint "mail_outbox_parameters_check" CHECK (
CASE
    WHEN (body_purged_at IS NULL) THEN private.mail_parameters_fit(kind, parameters)
    ELSE (parameters = '{}'::jsonb)
END) not valid;

alter table "public"."mail_outbox" validate constraint "mail_outbox_parameters_check";

alter table "public"."mail_settings" add constraint "mail_settings_single_line_fields" CHECK ((private.is_single_line(from_address) AND private.is_single_line(school_name) AND private.is_single_line(site_url) AND private.is_single_line(array_to_string(office_addresses, ','::text)))) not valid;

alter table "public"."mail_settings" validate constraint "mail_settings_single_line_fields";

alter table "public"."payment_settings" add constraint "payment_settings_payee_name_check" CHECK (((btrim(payee_name) <> ''::text) AND (length(payee_name) <= 100) AND private.is_single_line(payee_name))) not valid;

alter table "public"."payment_settings" validate constraint "payment_settings_payee_name_check";

alter table "public"."posts" add constraint "posts_cover_alt_check" CHECK (((length(cover_alt) <= 300) AND private.is_single_line(cover_alt))) not valid;

alter table "public"."posts" validate constraint "posts_cover_alt_check";

alter table "public"."posts" add constraint "posts_cover_alt_te_check" CHECK (((length(cover_alt_te) <= 300) AND private.is_single_line(cover_alt_te))) not valid;

alter table "public"."posts" validate constraint "posts_cover_alt_te_check";

alter table "public"."posts" add constraint "posts_summary_check" CHECK (((btrim(summary) <> ''::text) AND (length(summary) <= 500) AND private.is_single_line(summary))) not valid;

alter table "public"."posts" validate constraint "posts_summary_check";

alter table "public"."posts" add constraint "posts_summary_te_check" CHECK (((length(summary_te) <= 500) AND private.is_single_line(summary_te))) not valid;

alter table "public"."posts" validate constraint "posts_summary_te_check";

alter table "public"."posts" add constraint "posts_title_check" CHECK (((btrim(title) <> ''::text) AND (length(title) <= 200) AND private.is_single_line(title))) not valid;

alter table "public"."posts" validate constraint "posts_title_check";

alter table "public"."posts" add constraint "posts_title_te_check" CHECK (((length(title_te) <= 200) AND private.is_single_line(title_te))) not valid;

alter table "public"."posts" validate constraint "posts_title_te_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_grievance_officer_name_check" CHECK (((btrim(grievance_officer_name) <> ''::text) AND (length(grievance_officer_name) <= 200) AND private.is_single_line(grievance_officer_name))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_grievance_officer_name_check";

alter table "public"."privacy_notice" add constraint "privacy_notice_grievance_officer_phone_check" CHECK (((length(grievance_officer_phone) <= 40) AND private.is_single_line(grievance_officer_phone))) not valid;

alter table "public"."privacy_notice" validate constraint "privacy_notice_grievance_officer_phone_check";

alter table "public"."registrations" add constraint "registrations_single_line_fields" CHECK ((private.is_single_line(name) AND private.is_single_line(email) AND private.is_single_line(phone) AND private.is_single_line(city) AND private.is_single_line(state))) not valid;

alter table "public"."registrations" validate constraint "registrations_single_line_fields";

alter table "public"."student_registrations" add constraint "student_registrations_guardian_contact_check" CHECK (((btrim(guardian_contact) <> ''::text) AND (length(guardian_contact) <= 320) AND private.is_single_line(guardian_contact))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_guardian_contact_check";

alter table "public"."student_registrations" add constraint "student_registrations_guardian_name_check" CHECK (((btrim(guardian_name) <> ''::text) AND (length(guardian_name) <= 200) AND private.is_single_line(guardian_name))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_guardian_name_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommendation_church_check" CHECK (((btrim(recommendation_church) <> ''::text) AND (length(recommendation_church) <= 200) AND private.is_single_line(recommendation_church))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommendation_church_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommendation_known_for_check" CHECK (((btrim(recommendation_known_for) <> ''::text) AND (length(recommendation_known_for) <= 100) AND private.is_single_line(recommendation_known_for))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommendation_known_for_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_church_check" CHECK (((btrim(recommender_church) <> ''::text) AND (length(recommender_church) <= 200) AND private.is_single_line(recommender_church))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_church_check";

alter table "public"."student_registrations" add constraint "student_registrations_recommender_name_check" CHECK (((btrim(recommender_name) <> ''::text) AND (length(recommender_name) <= 200) AND private.is_single_line(recommender_name))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_recommender_name_check";

alter table "public"."student_registrations" add constraint "student_registrations_single_line_fields" CHECK ((private.is_single_line(name) AND private.is_single_line(email) AND private.is_single_line(phone) AND private.is_single_line(city) AND private.is_single_line(state))) not valid;

alter table "public"."student_registrations" validate constraint "student_registrations_single_line_fields";

CREATE OR REPLACE FUNCTION private.audit(action text, table_name text, record_id text, before jsonb, after jsonb, details jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, record_id, before, after, details)
  values (
    auth.uid(),
    auth.jwt() ->> 'email',
    coalesce((select private.staff_role()), auth.role(), current_user),
    audit.action, audit.table_name, audit.record_id, audit.before, audit.after, audit.details
  )
$function$
;

CREATE OR REPLACE FUNCTION private.is_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select private.staff_role()) = 'administrator', false)
$function$
;

CREATE OR REPLACE FUNCTION private.is_admin_or_service_role()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (select private.is_admin()) or coalesce(auth.role() = 'service_role', false)
$function$
;

CREATE OR REPLACE FUNCTION private.is_admissions()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select private.staff_role()) in ('administrator', 'admissions'), false)
$function$
;

CREATE OR REPLACE FUNCTION private.is_admissions_or_service_role()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (select private.is_admissions()) or coalesce(auth.role() = 'service_role', false)
$function$
;

CREATE OR REPLACE FUNCTION private.is_editor()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select private.staff_role()) in ('administrator', 'editor'), false)
$function$
;

CREATE OR REPLACE FUNCTION private.is_editor_or_service_role()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (select private.is_editor()) or coalesce(auth.role() = 'service_role', false)
$function$
;

CREATE OR REPLACE FUNCTION private.is_staff()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (select private.staff_role()) is not null
$function$
;

CREATE OR REPLACE FUNCTION private.is_staff_or_service_role()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (select private.is_staff()) or coalesce(auth.role() = 'service_role', false)
$function$
;

CREATE OR REPLACE FUNCTION private.is_visitor_request()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(auth.role(), '') in ('anon', 'authenticated') and not (select private.is_staff())
$function$
;

CREATE OR REPLACE FUNCTION private.retention_due()
 RETURNS TABLE(subject_kind text, subject_id uuid, due_at timestamp with time zone, email text, language text, reference text, received_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select 'enquiry', r.id, r.created_at + i.enquiry, r.email, r.language, null, r.created_at
  from public.registrations r, private.retention_intervals() i
  union all
  select 'application', r.id, r.status_changed_at + i.not_accepted_application, r.email, r.language, r.reference,
    r.created_at
  from public.student_registrations r, private.retention_intervals() i
  where r.status in ('not_accepted', 'withdrawn')
  union all
  select 'payment_screenshot', r.id, r.status_changed_at + i.payment_screenshot, r.email, r.language, r.reference,
    r.created_at
  from public.student_registrations r, private.retention_intervals() i
  where r.status in ('accepted', 'not_accepted', 'withdrawn') and r.payment_screenshot_erased_at is null
$function$
;

create policy "Editors delete about_gallery"
  on "public"."about_gallery"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert about_gallery"
  on "public"."about_gallery"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update about_gallery"
  on "public"."about_gallery"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors delete about_sections"
  on "public"."about_sections"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert about_sections"
  on "public"."about_sections"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update about_sections"
  on "public"."about_sections"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors delete alumni_profiles"
  on "public"."alumni_profiles"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert alumni_profiles"
  on "public"."alumni_profiles"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors read alumni_profiles"
  on "public"."alumni_profiles"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors update alumni_profiles"
  on "public"."alumni_profiles"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors read confirmed alumni registrations"
  on "public"."alumni_registrations"
  as permissive
  for select
  to authenticated
using ((( SELECT private.is_editor() AS is_editor) AND (status <> 'unconfirmed'::text)));

create policy "Admins read application limits"
  on "public"."application_limits"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admin() AS is_admin));

create policy "Admins update application limits"
  on "public"."application_limits"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_admin() AS is_admin))
with check (( SELECT private.is_admin() AS is_admin));

create policy "Admissions staff read application status history"
  on "public"."application_status_history"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

create policy "Administrators read the audit trail"
  on "public"."audit_log"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admin() AS is_admin));

create policy "Editors delete banners"
  on "public"."banners"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert banners"
  on "public"."banners"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update banners"
  on "public"."banners"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Everyone reads active banners, editors read all"
  on "public"."banners"
  as permissive
  for select
  to anon, authenticated
using ((active OR ( SELECT private.is_editor() AS is_editor)));

create policy "Editors delete campus_life"
  on "public"."campus_life"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert campus_life"
  on "public"."campus_life"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update campus_life"
  on "public"."campus_life"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors delete campus_life_gallery"
  on "public"."campus_life_gallery"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert campus_life_gallery"
  on "public"."campus_life_gallery"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update campus_life_gallery"
  on "public"."campus_life_gallery"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors read content versions"
  on "public"."content_versions"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors delete courses"
  on "public"."courses"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert courses"
  on "public"."courses"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update courses"
  on "public"."courses"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Admins read confirmed data requests"
  on "public"."data_requests"
  as permissive
  for select
  to authenticated
using ((( SELECT private.is_admin() AS is_admin) AND (status <> 'unconfirmed'::text)));

create policy "Admissions staff delete deleted_registrations"
  on "public"."deleted_registrations"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

create policy "Admissions staff read deleted_registrations"
  on "public"."deleted_registrations"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

create policy "Editors delete donation_info"
  on "public"."donation_info"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert donation_info"
  on "public"."donation_info"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update donation_info"
  on "public"."donation_info"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors delete downloads"
  on "public"."downloads"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert downloads"
  on "public"."downloads"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update downloads"
  on "public"."downloads"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Admins read the erasure log"
  on "public"."erasure_log"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admin() AS is_admin));

create policy "Editors delete events"
  on "public"."events"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert events"
  on "public"."events"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update events"
  on "public"."events"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors delete gallery"
  on "public"."gallery"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert gallery"
  on "public"."gallery"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update gallery"
  on "public"."gallery"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Admissions staff read the mail outbox"
  on "public"."mail_outbox"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

create policy "Admins read mail settings"
  on "public"."mail_settings"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admin() AS is_admin));

create policy "Admins update mail settings"
  on "public"."mail_settings"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_admin() AS is_admin))
with check (( SELECT private.is_admin() AS is_admin));

create policy "Administrators update payment settings"
  on "public"."payment_settings"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_admin() AS is_admin))
with check (( SELECT private.is_admin() AS is_admin));

create policy "Editors delete posts"
  on "public"."posts"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert posts"
  on "public"."posts"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors read posts, others published ones"
  on "public"."posts"
  as permissive
  for select
  to authenticated
using ((( SELECT private.is_editor() AS is_editor) OR ((NOT draft) AND (published_at <= now()))));

create policy "Editors update posts"
  on "public"."posts"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Admins update privacy_notice"
  on "public"."privacy_notice"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_admin() AS is_admin))
with check (( SELECT private.is_admin() AS is_admin));

create policy "Admins read privacy_notice_versions"
  on "public"."privacy_notice_versions"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admin() AS is_admin));

create policy "Admissions staff delete registrations"
  on "public"."registrations"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

create policy "Admissions staff read registrations"
  on "public"."registrations"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

create policy "Admissions staff update registrations"
  on "public"."registrations"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions))
with check (( SELECT private.is_admissions() AS is_admissions));

create policy "Visitors submit registrations"
  on "public"."registrations"
  as permissive
  for insert
  to anon, authenticated
with check (((contacted = false) OR ( SELECT private.is_admissions() AS is_admissions)));

create policy "Admins update retention settings"
  on "public"."retention_settings"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_admin() AS is_admin))
with check (( SELECT private.is_admin() AS is_admin));

create policy "Editors delete site_logo"
  on "public"."site_logo"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert site_logo"
  on "public"."site_logo"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update site_logo"
  on "public"."site_logo"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Administrators read staff roles"
  on "public"."staff_roles"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admin() AS is_admin));

create policy "Editors delete statistics"
  on "public"."statistics"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert statistics"
  on "public"."statistics"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update statistics"
  on "public"."statistics"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Admissions staff delete student_registrations"
  on "public"."student_registrations"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

create policy "Admissions staff read student_registrations"
  on "public"."student_registrations"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

create policy "Admissions staff update student_registrations"
  on "public"."student_registrations"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions))
with check (( SELECT private.is_admissions() AS is_admissions));

create policy "Visitors submit student_registrations"
  on "public"."student_registrations"
  as permissive
  for insert
  to anon, authenticated
with check (((contacted = false) OR ( SELECT private.is_admissions() AS is_admissions)));

create policy "Editors delete teachers"
  on "public"."teachers"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert teachers"
  on "public"."teachers"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update teachers"
  on "public"."teachers"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Admissions staff read verified payments"
  on "public"."verified_payments"
  as permissive
  for select
  to authenticated
using (( SELECT private.is_admissions() AS is_admissions));

create policy "Editors delete videos"
  on "public"."videos"
  as permissive
  for delete
  to authenticated
using (( SELECT private.is_editor() AS is_editor));

create policy "Editors insert videos"
  on "public"."videos"
  as permissive
  for insert
  to authenticated
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors update videos"
  on "public"."videos"
  as permissive
  for update
  to authenticated
using (( SELECT private.is_editor() AS is_editor))
with check (( SELECT private.is_editor() AS is_editor));

create policy "Editors replace content files"
  on "storage"."objects"
  as permissive
  for update
  to authenticated
using (((bucket_id = ANY (ARRAY['alumni-images'::text, 'banner-images'::text, 'gallery-images'::text, 'teacher-images'::text, 'campus-life-images'::text, 'downloads'::text, 'donation-images'::text, 'about-images'::text, 'logo-images'::text])) AND ( SELECT private.is_editor() AS is_editor)))
with check (((bucket_id = ANY (ARRAY['alumni-images'::text, 'banner-images'::text, 'gallery-images'::text, 'teacher-images'::text, 'campus-life-images'::text, 'downloads'::text, 'donation-images'::text, 'about-images'::text, 'logo-images'::text])) AND ( SELECT private.is_editor() AS is_editor)));

create policy "Staff delete their school files"
  on "storage"."objects"
  as permissive
  for delete
  to authenticated
using ((((bucket_id = ANY (ARRAY['alumni-images'::text, 'banner-images'::text, 'gallery-images'::text, 'teacher-images'::text, 'campus-life-images'::text, 'downloads'::text, 'donation-images'::text, 'about-images'::text, 'logo-images'::text])) AND ( SELECT private.is_editor() AS is_editor)) OR ((bucket_id = 'payment-screenshots'::text) AND ( SELECT private.is_admissions() AS is_admissions))));

create policy "Staff read their school files"
  on "storage"."objects"
  as permissive
  for select
  to authenticated
using ((((bucket_id = ANY (ARRAY['alumni-images'::text, 'banner-images'::text, 'gallery-images'::text, 'teacher-images'::text, 'campus-life-images'::text, 'downloads'::text, 'donation-images'::text, 'about-images'::text, 'logo-images'::text])) AND ( SELECT private.is_editor() AS is_editor)) OR ((bucket_id = 'payment-screenshots'::text) AND ( SELECT private.is_admissions() AS is_admissions))));

create policy "Visitors upload screenshots and alumni photos, editors any file"
  on "storage"."objects"
  as permissive
  for insert
  to anon, authenticated
with check ((((bucket_id = 'payment-screenshots'::text) AND (POSITION(('/'::text) IN (name)) = 0) AND (lower(storage.extension(name)) = ANY (ARRAY['jpg'::text, 'jpeg'::text, 'png'::text, 'webp'::text]))) OR ((bucket_id = 'alumni-images'::text) AND (array_length(storage.foldername(name), 1) = 1) AND ((storage.foldername(name))[1] = 'alumni'::text) AND (lower(storage.extension(name)) = ANY (ARRAY['jpg'::text, 'jpeg'::text, 'png'::text, 'webp'::text, 'gif'::text]))) OR ((bucket_id = ANY (ARRAY['alumni-images'::text, 'banner-images'::text, 'gallery-images'::text, 'teacher-images'::text, 'campus-life-images'::text, 'downloads'::text, 'donation-images'::text, 'about-images'::text, 'logo-images'::text])) AND ( SELECT private.is_editor() AS is_editor))));

insert into public.privacy_notice (
  summary, summary_te, collected, collected_te, purposes, purposes_te, retention, retention_te,
  rights, rights_te, requests, requests_te, complaints, complaints_te,
  grievance_officer_name, grievance_officer_email, grievance_officer_phone
) values (
  'We collect the personal data you give us on this website only to answer you, to consider your application and to keep our alumni network up to date. This notice says what we collect, why, how long we keep it, what your rights are under India''s Digital Personal Data Protection Act, 2023, and whom to contact.',
  'ఈ వెబ్‌సైట్‌లో మీరు ఇచ్చే వ్యక్తిగత వివరాలను మీకు జవాబు ఇవ్వడానికి, మీ దరఖాస్తును పరిశీలించడానికి, మా పూర్వ విద్యార్థుల నెట్‌వర్క్‌ను తాజాగా ఉంచడానికి మాత్రమే సేకరిస్తాము. మేము ఏమి సేకరిస్తామో, ఎందుకో, ఎంత కాలం ఉంచుతామో, భారతదేశ డిజిటల్ వ్యక్తిగత డేటా పరిరక్షణ చట్టం, 2023 ప్రకారం మీ హక్కులు ఏమిటో, ఎవరిని సంప్రదించాలో ఈ ప్రకటన చెబుతుంది.',
  E'- Applications: your name, e-mail address, phone number, address, city and state, date of birth, gender, education, the program and course you choose, your comments and a screenshot of your fee payment. For an applicant under 18, also her parent''s or guardian''s name and contact.\n- Enquiries: your name, e-mail address, phone number, address, city and state, the program you are interested in and your comments.\n- Alumni profiles: your name, graduation year, degree, position, organisation, location, photo, bio and testimonial.\n- With every form: the language you used, the version of this notice you agreed to and when, and the network address your request came from.',
  E'- దరఖాస్తులు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, పుట్టిన తేదీ, లింగం, చదువు, మీరు ఎంచుకున్న ప్రోగ్రామ్, కోర్సు, మీ వ్యాఖ్యలు, ఫీజు చెల్లింపు స్క్రీన్‌షాట్. 18 ఏళ్ల లోపు దరఖాస్తుదారు అయితే ఆమె తల్లిదండ్రుల లేదా సంరక్షకుల పేరు, సంప్రదింపు వివరాలు కూడా.\n- విచారణలు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, మీకు ఆసక్తి ఉన్న ప్రోగ్రామ్, మీ వ్యాఖ్యలు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీ పేరు, పట్టా పొందిన సంవత్సరం, డిగ్రీ, హోదా, సంస్థ, ప్రాంతం, ఫోటో, పరిచయం, సాక్ష్యం.\n- ప్రతి ఫారంతో: మీరు వాడిన భాష, మీరు అంగీకరించిన ఈ ప్రకటన సంచిక, ఎప్పుడు అంగీకరించారు, మీ అభ్యర్థన వచ్చిన నెట్‌వర్క్ చిరునామా.',
  E'- To consider your application, tell you our decision and let you check its status.\n- To answer your enquiry.\n- To show your alumni profile on our website, where everyone can read it.\n- To write to you about your application or enquiry.\n- To keep our forms safe from misuse.\nWe do not sell your data or use it for advertising. Only the companies that host our website and send our e-mails handle it for us, under our instructions.',
  E'- మీ దరఖాస్తును పరిశీలించడానికి, మా నిర్ణయాన్ని మీకు తెలపడానికి, దాని స్థితిని మీరు చూసుకోవడానికి.\n- మీ విచారణకు జవాబు ఇవ్వడానికి.\n- మీ పూర్వ విద్యార్థి ప్రొఫైల్‌ను అందరూ చదవగలిగే మా వెబ్‌సైట్‌లో చూపించడానికి.\n- మీ దరఖాస్తు లేదా విచారణ గురించి మీకు వ్రాయడానికి.\n- మా ఫారాలను దుర్వినియోగం నుండి కాపాడడానికి.\nమీ వివరాలను మేము అమ్మము, ప్రకటనల కోసం వాడము. మా వెబ్‌సైట్‌ను నడిపే, మా ఇ-మెయిల్‌లను పంపే సంస్థలు మాత్రమే మా సూచనల ప్రకారం వాటిని మా కోసం నిర్వహిస్తాయి.',
  E'- Enquiries: 12 months after we receive them.\n- Applications that are not accepted: 12 months after our decision. An accepted application becomes part of the student''s record.\n- Payment screenshots: 90 days after our decision.\n- The text of e-mails we send you: 30 days.\n- Alumni profiles: as long as you are listed in the alumni network.\nWhere a law requires us to keep something longer, we keep only that, only as long as it requires.',
  E'- విచారణలు: అందిన 12 నెలల వరకు.\n- అంగీకరించని దరఖాస్తులు: మా నిర్ణయం తరువాత 12 నెలల వరకు. అంగీకరించిన దరఖాస్తు విద్యార్థి రికార్డులో భాగమవుతుంది.\n- చెల్లింపు స్క్రీన్‌షాట్‌లు: మా నిర్ణయం తరువాత 90 రోజుల వరకు.\n- మేము మీకు పంపే ఇ-మెయిల్‌ల పాఠం: 30 రోజుల వరకు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీరు పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో ఉన్నంత కాలం.\nఏదైనా చట్టం ఇంకా ఎక్కువ కాలం ఉంచమంటే, అది కోరినంత మాత్రమే, అది కోరినంత కాలం మాత్రమే ఉంచుతాము.',
  E'You may:\n- see the personal data we hold about you and how we use it;\n- have it corrected, completed or brought up to date;\n- have it erased once it is no longer needed;\n- withdraw your consent at any time, as easily as you gave it (what we did before stays lawful; we then stop and erase your data unless a law requires us to keep it);\n- name someone to use these rights for you if you die or cannot act yourself;\n- complain to our grievance officer, and then to the Data Protection Board of India.',
  E'మీరు:\n- మా దగ్గర ఉన్న మీ వ్యక్తిగత వివరాలను, వాటిని మేము ఎలా వాడుతున్నామో చూడవచ్చు;\n- వాటిని సరిదిద్దించుకోవచ్చు, పూర్తి చేయించుకోవచ్చు, తాజాగా మార్పించుకోవచ్చు;\n- అవసరం తీరిన తరువాత వాటిని తొలగింపజేయవచ్చు;\n- మీ సమ్మతిని ఇచ్చినంత సులభంగా ఎప్పుడైనా ఉపసంహరించుకోవచ్చు (అంతకు ముందు చేసినది చట్టబద్ధంగానే ఉంటుంది; ఏ చట్టమూ ఉంచమని కోరకపోతే ఆ తరువాత మీ వివరాలను తొలగిస్తాము);\n- మీరు మరణించినా లేదా స్వయంగా చేయలేకపోయినా మీ తరఫున ఈ హక్కులను వాడుకోవడానికి ఒకరిని నియమించవచ్చు;\n- మా ఫిర్యాదుల అధికారికి, ఆ తరువాత భారత డేటా పరిరక్షణ బోర్డుకు ఫిర్యాదు చేయవచ్చు.',
  'Write to or call our grievance officer (below) and say what you would like. To make sure we give your data only to you, we may ask you to confirm the e-mail address or phone number you gave us. We answer within 30 days.',
  'మా ఫిర్యాదుల అధికారికి (క్రింద) వ్రాయండి లేదా ఫోన్ చేసి మీకు ఏమి కావాలో చెప్పండి. మీ వివరాలు మీకు మాత్రమే ఇవ్వడానికి, మీరు ఇచ్చిన ఇ-మెయిల్ చిరునామాను లేదా ఫోన్ నంబర్‌ను నిర్ధారించమని అడగవచ్చు. 30 రోజులలోపు జవాబు ఇస్తాము.',
  'If you are not satisfied with our answer, you may complain to the Data Protection Board of India, set up under the Act. The Board hears a complaint once it has first been raised with us.',
  'మా జవాబుతో మీకు తృప్తి లేకపోతే, చట్టం ప్రకారం ఏర్పాటైన భారత డేటా పరిరక్షణ బోర్డుకు ఫిర్యాదు చేయవచ్చు. ముందుగా మాకు తెలిపిన ఫిర్యాదునే బోర్డు విచారిస్తుంది.',
  'The Principal',
  'admissions@example.org',
  '+91 866 247 0184'
);

insert into public.privacy_notice_versions (version, notice)
select n.version, to_jsonb(n) - 'id' - 'version' - 'updated_at' from public.privacy_notice n;

insert into private.post_schedule_state (id) values (true);

insert into private.event_calendar_day (checked_day) values ((now() at time zone 'Asia/Kolkata')::date);

insert into private.content_tables (table_name, everyone_reads, editors_write, visitors_write, file_columns)
values
  ('about_gallery', true, true, false, array['image_url']),
  ('about_sections', true, true, false, array[]::text[]),
  ('alumni_profiles', false, true, true, array['image_url']),
  ('banners', false, true, false, array['image_url']),
  ('campus_life', true, true, false, array['image_url']),
  ('campus_life_gallery', true, true, false, array['image_url']),
  ('courses', true, true, false, array[]::text[]),
  ('donation_info', true, true, false, array['qr_code_url']),
  ('downloads', true, true, false, array['file_url', 'image_url']),
  ('events', true, true, false, array['image_url']),
  ('gallery', true, true, false, array['image_url']),
  ('posts', false, true, false, array['cover_image_url']),
  ('privacy_notice', true, false, false, array[]::text[]),
  ('retention_settings', false, false, false, array[]::text[]),
  ('site_logo', true, true, false, array['logo_url']),
  ('statistics', true, true, false, array[]::text[]),
  ('teachers', true, true, false, array['image_url']),
  ('videos', true, true, false, array['thumbnail_url']);

insert into public.application_limits (id) values (1);

insert into public.retention_settings (id) values (1);

insert into public.mail_settings (id) values (1);

insert into private.site_publish_state (id) values (true);

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('alumni-images', 'alumni-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('banner-images', 'banner-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('gallery-images', 'gallery-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('teacher-images', 'teacher-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('campus-life-images', 'campus-life-images', true, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('downloads', 'downloads', true, 20971520,
    array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('donation-images', 'donation-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('about-images', 'about-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('logo-images', 'logo-images', true, 2097152, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('payment-screenshots', 'payment-screenshots', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
set name = excluded.name,
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

insert into public.payment_settings (id) values (1);

CREATE TRIGGER about_gallery_audit AFTER INSERT OR DELETE OR UPDATE ON public.about_gallery FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER about_gallery_delete_marks_site_changed AFTER DELETE ON public.about_gallery REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER about_gallery_insert_marks_site_changed AFTER INSERT ON public.about_gallery REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER about_gallery_keep_content_version AFTER DELETE OR UPDATE ON public.about_gallery FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER about_gallery_record_deletions AFTER DELETE ON public.about_gallery REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER about_gallery_set_content_updated_at BEFORE INSERT OR UPDATE ON public.about_gallery FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER about_gallery_truncate_marks_site_changed AFTER TRUNCATE ON public.about_gallery FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER about_gallery_update_marks_site_changed AFTER UPDATE ON public.about_gallery REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER about_sections_audit AFTER INSERT OR DELETE OR UPDATE ON public.about_sections FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER about_sections_delete_marks_site_changed AFTER DELETE ON public.about_sections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER about_sections_insert_marks_site_changed AFTER INSERT ON public.about_sections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER about_sections_keep_content_version AFTER DELETE OR UPDATE ON public.about_sections FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER about_sections_record_deletions AFTER DELETE ON public.about_sections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER about_sections_set_content_updated_at BEFORE INSERT OR UPDATE ON public.about_sections FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER about_sections_truncate_marks_site_changed AFTER TRUNCATE ON public.about_sections FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER about_sections_update_marks_site_changed AFTER UPDATE ON public.about_sections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER alumni_profiles_audit AFTER INSERT OR DELETE OR UPDATE ON public.alumni_profiles FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER alumni_profiles_check_graduation_year BEFORE INSERT OR UPDATE OF graduation_year ON public.alumni_profiles FOR EACH ROW EXECUTE FUNCTION private.check_graduation_year();

CREATE TRIGGER alumni_profiles_check_image BEFORE INSERT OR UPDATE OF image_url ON public.alumni_profiles FOR EACH ROW EXECUTE FUNCTION private.check_alumni_image();

CREATE TRIGGER alumni_profiles_copy_to_directory AFTER INSERT OR UPDATE ON public.alumni_profiles FOR EACH ROW EXECUTE FUNCTION private.copy_alumni_directory_row();

CREATE TRIGGER alumni_profiles_delete_marks_site_changed AFTER DELETE ON public.alumni_profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER alumni_profiles_insert_marks_site_changed AFTER INSERT ON public.alumni_profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER alumni_profiles_keep_content_version AFTER DELETE OR UPDATE ON public.alumni_profiles FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER alumni_profiles_record_deletions AFTER DELETE ON public.alumni_profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER alumni_profiles_record_public_fields BEFORE INSERT OR UPDATE ON public.alumni_profiles FOR EACH ROW EXECUTE FUNCTION private.record_alumni_public_fields();

CREATE TRIGGER alumni_profiles_set_content_updated_at BEFORE INSERT OR UPDATE ON public.alumni_profiles FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER alumni_profiles_truncate_marks_site_changed AFTER TRUNCATE ON public.alumni_profiles FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER alumni_profiles_update_marks_site_changed AFTER UPDATE ON public.alumni_profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER alumni_registrations_check_image BEFORE INSERT OR UPDATE OF image_url ON public.alumni_registrations FOR EACH ROW EXECUTE FUNCTION private.check_alumni_image();

CREATE TRIGGER application_limits_audit AFTER INSERT OR DELETE OR UPDATE ON public.application_limits FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER application_limits_set_updated_at BEFORE UPDATE ON public.application_limits FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION private.refuse_audit_change();

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_audit_change();

CREATE TRIGGER banners_audit AFTER INSERT OR DELETE OR UPDATE ON public.banners FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER banners_delete_marks_site_changed AFTER DELETE ON public.banners REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER banners_insert_marks_site_changed AFTER INSERT ON public.banners REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER banners_keep_content_version AFTER DELETE OR UPDATE ON public.banners FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER banners_record_deletions AFTER DELETE ON public.banners REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER banners_set_content_updated_at BEFORE INSERT OR UPDATE ON public.banners FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER banners_truncate_marks_site_changed AFTER TRUNCATE ON public.banners FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER banners_update_marks_site_changed AFTER UPDATE ON public.banners REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER campus_life_audit AFTER INSERT OR DELETE OR UPDATE ON public.campus_life FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER campus_life_delete_marks_site_changed AFTER DELETE ON public.campus_life REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER campus_life_insert_marks_site_changed AFTER INSERT ON public.campus_life REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER campus_life_keep_content_version AFTER DELETE OR UPDATE ON public.campus_life FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER campus_life_record_deletions AFTER DELETE ON public.campus_life REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER campus_life_set_content_updated_at BEFORE INSERT OR UPDATE ON public.campus_life FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER campus_life_truncate_marks_site_changed AFTER TRUNCATE ON public.campus_life FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER campus_life_update_marks_site_changed AFTER UPDATE ON public.campus_life REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER campus_life_gallery_audit AFTER INSERT OR DELETE OR UPDATE ON public.campus_life_gallery FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER campus_life_gallery_delete_marks_site_changed AFTER DELETE ON public.campus_life_gallery REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER campus_life_gallery_insert_marks_site_changed AFTER INSERT ON public.campus_life_gallery REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER campus_life_gallery_keep_content_version AFTER DELETE OR UPDATE ON public.campus_life_gallery FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER campus_life_gallery_record_deletions AFTER DELETE ON public.campus_life_gallery REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER campus_life_gallery_set_content_updated_at BEFORE INSERT OR UPDATE ON public.campus_life_gallery FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER campus_life_gallery_truncate_marks_site_changed AFTER TRUNCATE ON public.campus_life_gallery FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER campus_life_gallery_update_marks_site_changed AFTER UPDATE ON public.campus_life_gallery REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER content_versions_mark_dropped_files AFTER DELETE ON public.content_versions REFERENCING OLD TABLE AS dropped_versions FOR EACH STATEMENT EXECUTE FUNCTION private.mark_files_of_dropped_versions();

CREATE TRIGGER courses_audit AFTER INSERT OR DELETE OR UPDATE ON public.courses FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER courses_delete_marks_site_changed AFTER DELETE ON public.courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER courses_insert_marks_site_changed AFTER INSERT ON public.courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER courses_keep_content_version AFTER DELETE OR UPDATE ON public.courses FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER courses_record_deletions AFTER DELETE ON public.courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER courses_set_content_updated_at BEFORE INSERT OR UPDATE ON public.courses FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER courses_truncate_marks_site_changed AFTER TRUNCATE ON public.courses FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER courses_update_marks_site_changed AFTER UPDATE ON public.courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER data_requests_audit AFTER INSERT OR DELETE OR UPDATE ON public.data_requests FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE CONSTRAINT TRIGGER deleted_registrations_forget AFTER DELETE ON public.deleted_registrations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.forget_trashed_registration();

CREATE TRIGGER donation_info_audit AFTER INSERT OR DELETE OR UPDATE ON public.donation_info FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER donation_info_delete_marks_site_changed AFTER DELETE ON public.donation_info REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER donation_info_insert_marks_site_changed AFTER INSERT ON public.donation_info REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER donation_info_keep_content_version AFTER DELETE OR UPDATE ON public.donation_info FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER donation_info_record_deletions AFTER DELETE ON public.donation_info REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER donation_info_set_content_updated_at BEFORE INSERT OR UPDATE ON public.donation_info FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER donation_info_truncate_marks_site_changed AFTER TRUNCATE ON public.donation_info FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER donation_info_update_marks_site_changed AFTER UPDATE ON public.donation_info REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER downloads_audit AFTER INSERT OR DELETE OR UPDATE ON public.downloads FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER downloads_delete_marks_site_changed AFTER DELETE ON public.downloads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER downloads_insert_marks_site_changed AFTER INSERT ON public.downloads REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER downloads_keep_content_version AFTER DELETE OR UPDATE ON public.downloads FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER downloads_record_deletions AFTER DELETE ON public.downloads REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER downloads_set_content_updated_at BEFORE INSERT OR UPDATE ON public.downloads FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER downloads_truncate_marks_site_changed AFTER TRUNCATE ON public.downloads FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER downloads_update_marks_site_changed AFTER UPDATE ON public.downloads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER erasure_log_forget_in_audit AFTER INSERT ON public.erasure_log FOR EACH STATEMENT EXECUTE FUNCTION private.forget_erased_in_audit();

CREATE TRIGGER events_audit AFTER INSERT OR DELETE OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER events_delete_marks_site_changed AFTER DELETE ON public.events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER events_insert_marks_site_changed AFTER INSERT ON public.events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER events_keep_content_version AFTER DELETE OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER events_record_deletions AFTER DELETE ON public.events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER events_set_content_updated_at BEFORE INSERT OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER events_truncate_marks_site_changed AFTER TRUNCATE ON public.events FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER events_update_marks_site_changed AFTER UPDATE ON public.events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER gallery_audit AFTER INSERT OR DELETE OR UPDATE ON public.gallery FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER gallery_delete_marks_site_changed AFTER DELETE ON public.gallery REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER gallery_insert_marks_site_changed AFTER INSERT ON public.gallery REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER gallery_keep_content_version AFTER DELETE OR UPDATE ON public.gallery FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER gallery_record_deletions AFTER DELETE ON public.gallery REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER gallery_set_content_updated_at BEFORE INSERT OR UPDATE ON public.gallery FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER gallery_truncate_marks_site_changed AFTER TRUNCATE ON public.gallery FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER gallery_update_marks_site_changed AFTER UPDATE ON public.gallery REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER mail_outbox_notify AFTER INSERT ON public.mail_outbox FOR EACH STATEMENT EXECUTE FUNCTION private.notify_mail_outbox();

CREATE TRIGGER mail_outbox_set_updated_at BEFORE UPDATE ON public.mail_outbox FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER mail_settings_audit AFTER INSERT OR DELETE OR UPDATE ON public.mail_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER mail_settings_set_updated_at BEFORE UPDATE ON public.mail_settings FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER payment_settings_audit AFTER INSERT OR DELETE OR UPDATE ON public.payment_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER payment_settings_set_updated_at BEFORE UPDATE ON public.payment_settings FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER posts_audit AFTER INSERT OR DELETE OR UPDATE ON public.posts FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER posts_delete_marks_site_changed AFTER DELETE ON public.posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER posts_insert_marks_site_changed AFTER INSERT ON public.posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER posts_keep_content_version AFTER DELETE OR UPDATE ON public.posts FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER posts_record_deletions AFTER DELETE ON public.posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER posts_set_content_updated_at BEFORE INSERT OR UPDATE ON public.posts FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER posts_truncate_marks_site_changed AFTER TRUNCATE ON public.posts FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER posts_update_marks_site_changed AFTER UPDATE ON public.posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER privacy_notice_archive AFTER INSERT OR UPDATE ON public.privacy_notice FOR EACH ROW EXECUTE FUNCTION private.archive_privacy_notice();

CREATE TRIGGER privacy_notice_audit AFTER INSERT OR DELETE OR UPDATE ON public.privacy_notice FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER privacy_notice_delete_marks_site_changed AFTER DELETE ON public.privacy_notice REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER privacy_notice_insert_marks_site_changed AFTER INSERT ON public.privacy_notice REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER privacy_notice_truncate_marks_site_changed AFTER TRUNCATE ON public.privacy_notice FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER privacy_notice_update_marks_site_changed AFTER UPDATE ON public.privacy_notice REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER privacy_notice_version BEFORE INSERT OR UPDATE ON public.privacy_notice FOR EACH ROW EXECUTE FUNCTION private.version_privacy_notice();

CREATE TRIGGER registrations_audit AFTER INSERT OR DELETE OR UPDATE ON public.registrations FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER registrations_check_consent BEFORE INSERT ON public.registrations FOR EACH ROW EXECUTE FUNCTION private.record_consent();

CREATE TRIGGER registrations_enforce_application_limits BEFORE INSERT ON public.registrations FOR EACH ROW EXECUTE FUNCTION private.enforce_application_limits();

CREATE TRIGGER registrations_keep_consent BEFORE UPDATE ON public.registrations FOR EACH ROW EXECUTE FUNCTION private.keep_consent_record();

CREATE TRIGGER registrations_keep_deleted AFTER DELETE ON public.registrations FOR EACH ROW EXECUTE FUNCTION private.keep_deleted_registration();

CREATE TRIGGER registrations_mail_new AFTER INSERT ON public.registrations FOR EACH ROW EXECUTE FUNCTION private.mail_new_enquiry();

CREATE TRIGGER retention_settings_audit AFTER INSERT OR DELETE OR UPDATE ON public.retention_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER retention_settings_delete_marks_site_changed AFTER DELETE ON public.retention_settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER retention_settings_insert_marks_site_changed AFTER INSERT ON public.retention_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER retention_settings_set_updated_at BEFORE UPDATE ON public.retention_settings FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER retention_settings_truncate_marks_site_changed AFTER TRUNCATE ON public.retention_settings FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER retention_settings_update_marks_site_changed AFTER UPDATE ON public.retention_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER site_logo_audit AFTER INSERT OR DELETE OR UPDATE ON public.site_logo FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER site_logo_delete_marks_site_changed AFTER DELETE ON public.site_logo REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER site_logo_insert_marks_site_changed AFTER INSERT ON public.site_logo REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER site_logo_keep_content_version AFTER DELETE OR UPDATE ON public.site_logo FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER site_logo_record_deletions AFTER DELETE ON public.site_logo REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER site_logo_set_content_updated_at BEFORE INSERT OR UPDATE ON public.site_logo FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER site_logo_truncate_marks_site_changed AFTER TRUNCATE ON public.site_logo FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER site_logo_update_marks_site_changed AFTER UPDATE ON public.site_logo REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER staff_roles_audit AFTER INSERT OR DELETE OR UPDATE ON public.staff_roles FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER staff_roles_keep_an_administrator_delete AFTER DELETE ON public.staff_roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_an_administrator();

CREATE TRIGGER staff_roles_keep_an_administrator_update AFTER UPDATE ON public.staff_roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.keep_an_administrator();

CREATE TRIGGER staff_roles_set_updated_at BEFORE UPDATE ON public.staff_roles FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

CREATE TRIGGER statistics_audit AFTER INSERT OR DELETE OR UPDATE ON public.statistics FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER statistics_delete_marks_site_changed AFTER DELETE ON public.statistics REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER statistics_insert_marks_site_changed AFTER INSERT ON public.statistics REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER statistics_keep_content_version AFTER DELETE OR UPDATE ON public.statistics FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER statistics_record_deletions AFTER DELETE ON public.statistics REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER statistics_set_content_updated_at BEFORE INSERT OR UPDATE ON public.statistics FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER statistics_truncate_marks_site_changed AFTER TRUNCATE ON public.statistics FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER statistics_update_marks_site_changed AFTER UPDATE ON public.statistics REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER student_registrations_audit AFTER INSERT OR DELETE OR UPDATE ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER student_registrations_check_consent BEFORE INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.record_consent();

CREATE TRIGGER student_registrations_check_consent_others BEFORE INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.record_application_consent();

CREATE TRIGGER student_registrations_check_payment_screenshot BEFORE INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.check_payment_screenshot();

CREATE TRIGGER student_registrations_enforce_application_limits BEFORE INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.enforce_application_limits();

CREATE TRIGGER student_registrations_guard_update BEFORE UPDATE ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.guard_application_update();

CREATE TRIGGER student_registrations_keep_consent BEFORE UPDATE ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.keep_consent_record();

CREATE TRIGGER student_registrations_keep_deleted AFTER DELETE ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.keep_deleted_registration();

CREATE TRIGGER student_registrations_mail_new AFTER INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.mail_new_application();

CREATE TRIGGER student_registrations_mail_status AFTER UPDATE OF status ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.mail_application_status();

CREATE TRIGGER student_registrations_plan_recommendation BEFORE INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.plan_recommendation();

CREATE TRIGGER student_registrations_record_status AFTER INSERT OR UPDATE OF status ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.record_application_status();

CREATE TRIGGER student_registrations_request_recommendation AFTER INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.request_recommendation();

CREATE TRIGGER student_registrations_set_reference BEFORE INSERT ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.set_application_reference();

CREATE TRIGGER student_registrations_track_checklist BEFORE INSERT OR UPDATE ON public.student_registrations FOR EACH ROW EXECUTE FUNCTION private.track_application_checklist();

CREATE TRIGGER teachers_audit AFTER INSERT OR DELETE OR UPDATE ON public.teachers FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER teachers_delete_marks_site_changed AFTER DELETE ON public.teachers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER teachers_insert_marks_site_changed AFTER INSERT ON public.teachers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER teachers_keep_content_version AFTER DELETE OR UPDATE ON public.teachers FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER teachers_record_deletions AFTER DELETE ON public.teachers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER teachers_set_content_updated_at BEFORE INSERT OR UPDATE ON public.teachers FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER teachers_truncate_marks_site_changed AFTER TRUNCATE ON public.teachers FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER teachers_update_marks_site_changed AFTER UPDATE ON public.teachers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER verified_payments_audit AFTER INSERT OR DELETE OR UPDATE ON public.verified_payments FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER videos_audit AFTER INSERT OR DELETE OR UPDATE ON public.videos FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

CREATE TRIGGER videos_delete_marks_site_changed AFTER DELETE ON public.videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER videos_insert_marks_site_changed AFTER INSERT ON public.videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER videos_keep_content_version AFTER DELETE OR UPDATE ON public.videos FOR EACH ROW EXECUTE FUNCTION private.keep_content_version();

CREATE TRIGGER videos_record_deletions AFTER DELETE ON public.videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.record_content_deletions();

CREATE TRIGGER videos_set_content_updated_at BEFORE INSERT OR UPDATE ON public.videos FOR EACH ROW EXECUTE FUNCTION private.set_content_updated_at();

CREATE TRIGGER videos_truncate_marks_site_changed AFTER TRUNCATE ON public.videos FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER videos_update_marks_site_changed AFTER UPDATE ON public.videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_content_changed();

CREATE TRIGGER objects_enforce_upload_limits BEFORE INSERT ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.enforce_upload_limits();

CREATE TRIGGER objects_insert_marks_site_changed AFTER INSERT ON storage.objects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_files_changed();

CREATE TRIGGER objects_keep_referenced BEFORE DELETE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.keep_referenced_object();

CREATE TRIGGER objects_update_marks_site_changed AFTER UPDATE ON storage.objects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.mark_site_files_changed();

grant execute on function private.is_admin_or_service_role() to anon;

grant execute on function private.is_admin_or_service_role() to authenticated;

grant execute on function private.is_admin_or_service_role() to service_role;

revoke all on function private.schedule_job(text,text,text) from public;

grant execute on function private.staff_role() to anon;

grant execute on function private.staff_role() to authenticated;

grant execute on function private.staff_role() to service_role;

grant execute on function private.is_admin() to anon;

grant execute on function private.is_admin() to authenticated;

grant execute on function private.is_admin() to service_role;

revoke all on function private.request_client_address() from public;

revoke all on function private.set_updated_at() from public;

grant execute on function private.storage_object_path(text) to anon;

grant execute on function private.storage_object_path(text) to authenticated;

grant execute on function private.storage_object_path(text) to service_role;

revoke all on function private.phone_digits(text) from public;

grant execute on function private.is_single_line(text) to anon;

grant execute on function private.is_single_line(text) to authenticated;

grant execute on function private.is_single_line(text) to service_role;

revoke all on function private.require_email_address(text) from public;

revoke all on function private.url_path_encode(text) from public;

grant execute on function private.is_staff() to anon;

grant execute on function private.is_staff() to authenticated;

grant execute on function private.is_staff() to service_role;

revoke all on function private.is_visitor_request() from public;

revoke all on function public.custom_access_token_hook(jsonb) from public;

revoke all on function public.custom_access_token_hook(jsonb) from anon;

revoke all on function public.custom_access_token_hook(jsonb) from authenticated;

revoke all on function public.custom_access_token_hook(jsonb) from service_role;

grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;

grant execute on function private.is_editor() to anon;

grant execute on function private.is_editor() to authenticated;

grant execute on function private.is_editor() to service_role;

grant execute on function private.is_admissions() to anon;

grant execute on function private.is_admissions() to authenticated;

grant execute on function private.is_admissions() to service_role;

grant execute on function private.is_editor_or_service_role() to anon;

grant execute on function private.is_editor_or_service_role() to authenticated;

grant execute on function private.is_editor_or_service_role() to service_role;

grant execute on function private.is_admissions_or_service_role() to anon;

grant execute on function private.is_admissions_or_service_role() to authenticated;

grant execute on function private.is_admissions_or_service_role() to service_role;

revoke all on function private.version_privacy_notice() from public;

grant execute on function private.is_staff_or_service_role() to anon;

grant execute on function private.is_staff_or_service_role() to authenticated;

grant execute on function private.is_staff_or_service_role() to service_role;

revoke all on function private.keep_an_administrator() from public;

revoke all on function public.staff_user_id(text) from public;

revoke all on function public.staff_user_id(text) from anon;

revoke all on function public.staff_user_id(text) from authenticated;

revoke all on function public.staff_members(integer,integer) from public;

revoke all on function public.staff_members(integer,integer) from anon;

revoke all on function public.staff_members(integer,integer) from authenticated;

revoke all on function public.is_last_active_administrator(uuid) from public;

revoke all on function public.is_last_active_administrator(uuid) from anon;

revoke all on function public.is_last_active_administrator(uuid) from authenticated;

revoke all on function private.archive_privacy_notice() from public;

revoke all on function private.require_current_notice(integer) from public;

revoke all on function private.is_under_18(date) from public;

revoke all on function private.record_consent() from public;

revoke all on function private.record_application_consent() from public;

revoke all on function private.keep_consent_record() from public;

grant execute on function private.publish_due_posts() to service_role;

grant execute on function private.publish_new_event_day() to service_role;

revoke all on function private.copy_alumni_directory_row() from public;

grant execute on function private.alumni_degrees() to anon;

grant execute on function private.alumni_degrees() to authenticated;

grant execute on function private.alumni_degrees() to service_role;

revoke all on function private.alumni_public_field_names() from public;

revoke all on function private.check_graduation_year() from public;

revoke all on function private.set_content_updated_at() from public;

revoke all on function private.record_content_deletions() from public;

revoke all on function public.content_sync_clock() from public;

revoke all on function private.alumni_public_value(public.alumni_profiles,text,text) from public;

revoke all on function private.record_alumni_public_fields() from public;

revoke all on function public.search_alumni(text) from public;

revoke all on function private.validate_alumni_profile(text,integer,text,text,text,text,text,text) from public;

revoke all on function private.application_checklist_missing(public.student_registrations) from public;

revoke all on function private.alumni_typed_view(public.alumni_profiles,text,text,text,text,text,text) from public;

revoke all on function public.update_alumni_profile(uuid,text,integer,text,text,text,text,text,text,text,integer,text,text[]) from public;

revoke all on function private.forget_unconfirmed_alumni_registrations() from public;

revoke all on function public.register_alumna(text,integer,text,text,integer,text,text,text,text,text,text,text,text,text[]) from public;

revoke all on function private.forget_alumni_registrations() from public;

revoke all on function private.track_application_checklist() from public;

revoke all on function public.application_status_lookup(text,text) from public;

revoke all on function public.confirm_alumni_registration(text) from public;

revoke all on function private.pending_alumni_registration(uuid) from public;

revoke all on function private.close_alumni_registration(public.alumni_registrations,text,text,uuid) from public;

revoke all on function public.restore_deleted_registration(uuid) from public;

revoke all on function public.restore_deleted_registration(uuid) from anon;

revoke all on function public.approve_alumni_registration(uuid,text) from public;

revoke all on function public.approve_alumni_registration(uuid,text) from anon;

revoke all on function public.reject_alumni_registration(uuid,text) from public;

revoke all on function public.reject_alumni_registration(uuid,text) from anon;

revoke all on function private.application_year(timestamp with time zone) from public;

revoke all on function private.restoring_registration() from public;

revoke all on function private.new_application_reference(timestamp with time zone) from public;

revoke all on function private.enforce_application_limits() from public;

revoke all on function private.keep_deleted_registration() from public;

revoke all on function private.set_application_reference() from public;

revoke all on function public.data_request_copy(text) from public;

revoke all on function private.guard_application_update() from public;

revoke all on function private.record_application_status() from public;

revoke all on function public.submit_application(jsonb,uuid,text) from public;

revoke all on function public.set_application_status(uuid,text,text) from public;

revoke all on function public.set_application_status(uuid,text,text) from anon;

revoke all on function private.application_checklist(public.student_registrations) from public;

revoke all on function private.application_checklist_json(public.student_registrations) from public;

revoke all on function public.application_status_by_token(text) from public;

revoke all on function private.retention_intervals() from public;

revoke all on function private.log_erasure(text,text,integer) from public;

revoke all on function private.forget_trashed_registration() from public;

grant execute on function private.mail_parameters_fit(text,jsonb) to service_role;

revoke all on function private.notify_mail_outbox() from public;

revoke all on function private.write_sends_mail() from public;

revoke all on function private.note_site_change(text) from public;

grant execute on function private.erase_person_data(text,text,uuid,uuid,uuid) to service_role;

revoke all on function public.erase_person_data(text,uuid,uuid,uuid) from public;

revoke all on function public.erase_person_data(text,uuid,uuid,uuid) from anon;

revoke all on function private.erase_payment_screenshot(uuid,text) from public;

revoke all on function private.retention_due() from public;

revoke all on function private.queue_retention_notice(text,uuid,text,text,text,timestamp with time zone,timestamp with time zone) from public;

revoke all on function private.forget_data_requests() from public;

grant execute on function private.apply_retention() to service_role;

revoke all on function private.has_data_on_file(text) from public;

revoke all on function private.note_visitor_site_change() from public;

revoke all on function private.mark_site_content_changed() from public;

revoke all on function private.mark_site_files_changed() from public;

revoke all on function public.request_my_data(text,text,text,text) from public;

revoke all on function public.confirm_data_request(text) from public;

revoke all on function private.person_data_copy(text) from public;

revoke all on function private.open_data_request(uuid) from public;

revoke all on function public.complete_data_request(uuid) from public;

revoke all on function public.complete_data_request(uuid) from anon;

revoke all on function public.refuse_data_request(uuid,text) from public;

revoke all on function public.refuse_data_request(uuid,text) from anon;

grant execute on function private.content_history_tables() to service_role;

revoke all on function private.content_versions_per_record() from public;

revoke all on function private.mark_files_of_dropped_versions() from public;

revoke all on function public.data_request_records(uuid) from public;

revoke all on function public.data_request_records(uuid) from anon;

grant execute on function private.mail_parameter_names(text) to service_role;

grant execute on function private.mail_parameter_fits(text,jsonb) to service_role;

revoke all on function private.new_confirmation_token(text,uuid,timestamp with time zone) from public;

revoke all on function private.confirmation_token_record(text,text) from public;

revoke all on function private.confirmation_email_key(text,text) from public;

revoke all on function private.spend_confirmation_attempt(text,text,text) from public;

revoke all on function private.mail_new_enquiry() from public;

revoke all on function private.queue_mail(text,text,text,jsonb,uuid,uuid,uuid,uuid) from public;

revoke all on function private.mail_new_application() from public;

revoke all on function private.mail_application_status() from public;

revoke all on function private.refuse_audit_change() from public;

revoke all on function private.audit(text,text,text,jsonb,jsonb,jsonb) from public;

revoke all on function private.is_personal_table(text) from public;

revoke all on function public.claim_mail(integer,integer) from public;

revoke all on function public.claim_mail(integer,integer) from anon;

revoke all on function public.claim_mail(integer,integer) from authenticated;

revoke all on function public.complete_mail(bigint,text) from public;

revoke all on function public.complete_mail(bigint,text) from anon;

revoke all on function public.complete_mail(bigint,text) from authenticated;

revoke all on function public.retry_mail(bigint) from public;

revoke all on function public.retry_mail(bigint) from anon;

revoke all on function public.queue_staff_mail(text,text,text,text) from public;

revoke all on function public.queue_staff_mail(text,text,text,text) from anon;

revoke all on function public.queue_staff_mail(text,text,text,text) from authenticated;

revoke all on function private.site_publish_state_json() from public;

revoke all on function private.site_deploy_due(timestamp with time zone,timestamp with time zone,timestamp with time zone) from public;

revoke all on function private.site_deploy_request(jsonb,text) from public;

revoke all on function private.dispatch_site_deploy(boolean) from public;

revoke all on function public.get_site_publish_state() from public;

revoke all on function public.get_site_publish_state() from anon;

revoke all on function public.request_site_publish() from public;

revoke all on function public.request_site_publish() from anon;

revoke all on function public.report_site_build(text,text) from public;

revoke all on function public.report_site_build(text,text) from anon;

revoke all on function public.report_site_build(text,text) from authenticated;

grant execute on function private.release_visitor_site_changes() to service_role;

revoke all on function private.keep_content_version() from public;

revoke all on function public.restore_content_version(bigint) from public;

revoke all on function public.restore_content_version(bigint) from anon;

grant execute on function private.purge_content_versions() to service_role;

revoke all on function public.content_history(text,uuid,integer,integer) from public;

revoke all on function public.content_history(text,uuid,integer,integer) from anon;

revoke all on function private.deleted_content_days() from public;

revoke all on function public.deleted_content(text,integer,integer) from public;

revoke all on function public.deleted_content(text,integer,integer) from anon;

revoke all on function private.audit_row_change() from public;

revoke all on function public.audited_tables() from public;

revoke all on function public.audited_tables() from anon;

revoke all on function public.log_staff_access(text,text,text,integer) from public;

revoke all on function public.log_staff_access(text,text,text,integer) from anon;

revoke all on function private.forget_erased_in_audit() from public;

revoke all on function private.enforce_upload_limits() from public;

grant execute on function private.purge_audit_log() to service_role;

revoke all on function public.password_verification_attempt_hook(jsonb) from public;

revoke all on function public.password_verification_attempt_hook(jsonb) from anon;

revoke all on function public.password_verification_attempt_hook(jsonb) from authenticated;

revoke all on function public.password_verification_attempt_hook(jsonb) from service_role;

grant execute on function public.password_verification_attempt_hook(jsonb) to supabase_auth_admin;

revoke all on function private.plan_recommendation() from public;

revoke all on function private.queue_recommendation_mail(text,public.student_registrations) from public;

revoke all on function private.check_payment_screenshot() from public;

revoke all on function private.storage_url_origin(text) from public;

revoke all on function private.file_column_shows(text,text,boolean) from public;

revoke all on function private.is_school_storage_origin(text) from public;

revoke all on function private.check_alumni_image() from public;

revoke all on function private.storage_object_is_referenced(text,text) from public;

revoke all on function private.keep_referenced_object() from public;

revoke all on function private.storage_objects_due_for_purge() from public;

revoke all on function private.request_recommendation() from public;

grant execute on function private.purge_unreferenced_uploads() to service_role;

revoke all on function private.mark_storage_object_for_purge(text,text) from public;

revoke all on function public.reserve_application_reference() from public;

revoke all on function private.claim_reserved_reference() from public;

revoke all on function private.expire_reference_reservations() from public;

revoke all on function private.financial_year(date) from public;

revoke all on function private.verify_payment(uuid,date,numeric,text,text) from public;

revoke all on function private.statement_credit(jsonb,integer) from public;

revoke all on function public.import_statement_credits(jsonb) from public;

revoke all on function public.import_statement_credits(jsonb) from anon;

revoke all on function public.confirm_payment(uuid,jsonb) from public;

revoke all on function public.confirm_payment(uuid,jsonb) from anon;

revoke all on function private.remind_recommenders() from public;

revoke all on function public.submit_recommendation(text,text,text,text,boolean) from public;

revoke all on table private.content_tables from public;

revoke all on table private.event_calendar_day from public;

revoke all on table public.staff_roles from anon;

revoke all on table public.staff_roles from authenticated;

grant select on table public.staff_roles to authenticated;

revoke all on sequence public.privacy_notice_versions_id_seq from anon;

revoke all on sequence public.privacy_notice_versions_id_seq from authenticated;

revoke all on table public.privacy_notice from anon;

revoke all on table public.privacy_notice from authenticated;

grant select on table public.privacy_notice to anon;

grant select, update on table public.privacy_notice to authenticated;

revoke all on table public.posts from anon;

revoke all on table public.posts from authenticated;

grant select on table public.posts to anon;

grant insert, select, update, delete on table public.posts to authenticated;

revoke all on table public.privacy_notice_versions from anon;

revoke all on table public.privacy_notice_versions from authenticated;

grant select on table public.privacy_notice_versions to authenticated;

revoke all on table private.post_schedule_state from public;

revoke all on table public.registrations from anon;

revoke all on table public.registrations from authenticated;

grant select, update, delete on table public.registrations to authenticated;

revoke all on table public.student_registrations from anon;

revoke all on table public.student_registrations from authenticated;

grant select, update, delete on table public.student_registrations to authenticated;

revoke all on table public.application_status_history from anon;

revoke all on table public.application_status_history from authenticated;

grant select on table public.application_status_history to authenticated;

revoke all on table private.application_lookup_attempts from public;

revoke all on sequence public.application_status_history_id_seq from anon;

revoke all on sequence public.application_status_history_id_seq from authenticated;

revoke all on table public.application_limits from anon;

revoke all on table public.application_limits from authenticated;

grant select, update on table public.application_limits to authenticated;

revoke all on table public.content_deletions from anon;

revoke all on table public.content_deletions from authenticated;

grant select on table public.content_deletions to anon;

grant select on table public.content_deletions to authenticated;

revoke all on sequence public.content_deletions_id_seq from anon;

revoke all on sequence public.content_deletions_id_seq from authenticated;

revoke all on table public.alumni_profiles from anon;

revoke all on table public.alumni_profiles from authenticated;

grant insert, select, update, delete on table public.alumni_profiles to authenticated;

revoke all on table public.about_gallery from anon;

revoke all on table public.about_gallery from authenticated;

grant select on table public.about_gallery to anon;

grant insert, select, update, delete on table public.about_gallery to authenticated;

revoke all on table public.about_sections from anon;

revoke all on table public.about_sections from authenticated;

grant select on table public.about_sections to anon;

grant insert, select, update, delete on table public.about_sections to authenticated;

revoke all on table public.banners from anon;

revoke all on table public.banners from authenticated;

grant select on table public.banners to anon;

grant insert, select, update, delete on table public.banners to authenticated;

revoke all on table public.campus_life from anon;

revoke all on table public.campus_life from authenticated;

grant select on table public.campus_life to anon;

grant insert, select, update, delete on table public.campus_life to authenticated;

revoke all on table public.campus_life_gallery from anon;

revoke all on table public.campus_life_gallery from authenticated;

grant select on table public.campus_life_gallery to anon;

grant insert, select, update, delete on table public.campus_life_gallery to authenticated;

revoke all on table public.courses from anon;

revoke all on table public.courses from authenticated;

grant select on table public.courses to anon;

grant insert, select, update, delete on table public.courses to authenticated;

revoke all on table public.donation_info from anon;

revoke all on table public.donation_info from authenticated;

grant select on table public.donation_info to anon;

grant insert, select, update, delete on table public.donation_info to authenticated;

revoke all on table public.downloads from anon;

revoke all on table public.downloads from authenticated;

grant select on table public.downloads to anon;

grant insert, select, update, delete on table public.downloads to authenticated;

revoke all on table public.events from anon;

revoke all on table public.events from authenticated;

grant select on table public.events to anon;

grant insert, select, update, delete on table public.events to authenticated;

revoke all on table public.gallery from anon;

revoke all on table public.gallery from authenticated;

grant select on table public.gallery to anon;

grant insert, select, update, delete on table public.gallery to authenticated;

revoke all on table public.site_logo from anon;

revoke all on table public.site_logo from authenticated;

grant select on table public.site_logo to anon;

grant insert, select, update, delete on table public.site_logo to authenticated;

revoke all on table public.statistics from anon;

revoke all on table public.statistics from authenticated;

grant select on table public.statistics to anon;

grant insert, select, update, delete on table public.statistics to authenticated;

revoke all on table public.teachers from anon;

revoke all on table public.teachers from authenticated;

grant select on table public.teachers to anon;

grant insert, select, update, delete on table public.teachers to authenticated;

revoke all on table public.videos from anon;

revoke all on table public.videos from authenticated;

grant select on table public.videos to anon;

grant insert, select, update, delete on table public.videos to authenticated;

revoke all on table public.alumni_directory from anon;

revoke all on table public.alumni_directory from authenticated;

grant select on table public.alumni_directory to anon;

grant select on table public.alumni_directory to authenticated;

revoke all on table public.alumni_registrations from anon;

revoke all on table public.alumni_registrations from authenticated;

grant select on table public.alumni_registrations to authenticated;

revoke all on table private.retention_notices from public;

revoke all on sequence public.erasure_log_id_seq from anon;

revoke all on sequence public.erasure_log_id_seq from authenticated;

revoke all on table public.deleted_registrations from anon;

revoke all on table public.deleted_registrations from authenticated;

grant select, delete on table public.deleted_registrations to authenticated;

revoke all on table public.retention_settings from anon;

revoke all on table public.retention_settings from authenticated;

grant select on table public.retention_settings to anon;

grant select, update on table public.retention_settings to authenticated;

revoke all on table public.erasure_log from anon;

revoke all on table public.erasure_log from authenticated;

grant select on table public.erasure_log to authenticated;

revoke all on table public.data_requests from anon;

revoke all on table public.data_requests from authenticated;

grant select on table public.data_requests to authenticated;

revoke all on table public.mail_outbox from anon;

revoke all on table public.mail_outbox from authenticated;

grant select on table public.mail_outbox to authenticated;

revoke all on sequence public.mail_outbox_id_seq from anon;

revoke all on sequence public.mail_outbox_id_seq from authenticated;

revoke all on table private.confirmation_tokens from public;

revoke all on table private.confirmation_attempts from public;

revoke all on table public.mail_settings from anon;

revoke all on table public.mail_settings from authenticated;

grant select, update on table public.mail_settings to authenticated;

revoke all on table private.site_publish_state from public;

revoke all on table public.content_versions from anon;

revoke all on table public.content_versions from authenticated;

grant select on table public.content_versions to authenticated;

revoke all on sequence public.content_versions_id_seq from anon;

revoke all on sequence public.content_versions_id_seq from authenticated;

revoke all on sequence public.audit_log_id_seq from anon;

revoke all on sequence public.audit_log_id_seq from authenticated;

revoke all on sequence public.audit_log_id_seq from service_role;

grant usage on sequence public.audit_log_id_seq to supabase_auth_admin;

revoke all on table public.audit_log from anon;

revoke all on table public.audit_log from authenticated;

revoke all on table public.audit_log from service_role;

grant select on table public.audit_log to authenticated;

grant select on table public.audit_log to service_role;

revoke all on table private.anonymous_uploads from public;

revoke all on table private.storage_objects_to_purge from public;

revoke all on table private.application_reference_reservations from public;

revoke all on table private.reference_reservation_requests from public;

revoke all on table public.payment_settings from anon;

revoke all on table public.payment_settings from authenticated;

grant select on table public.payment_settings to anon;

grant select, update on table public.payment_settings to authenticated;

revoke all on table private.receipt_counters from public;

revoke all on table public.verified_payments from anon;

revoke all on table public.verified_payments from authenticated;

grant select on table public.verified_payments to authenticated;

grant select (id) on table public.alumni_profiles to anon;

grant select (public_fields) on table public.alumni_profiles to anon;

grant insert (name) on table public.registrations to anon;

grant insert (name) on table public.registrations to authenticated;

grant insert (email) on table public.registrations to anon;

grant insert (email) on table public.registrations to authenticated;

grant insert (phone) on table public.registrations to anon;

grant insert (phone) on table public.registrations to authenticated;

grant insert (state) on table public.registrations to anon;

grant insert (state) on table public.registrations to authenticated;

grant insert (city) on table public.registrations to anon;

grant insert (city) on table public.registrations to authenticated;

grant insert (address) on table public.registrations to anon;

grant insert (address) on table public.registrations to authenticated;

grant insert (comments) on table public.registrations to anon;

grant insert (comments) on table public.registrations to authenticated;

grant insert (program_interest) on table public.registrations to anon;

grant insert (program_interest) on table public.registrations to authenticated;

grant insert (course_id) on table public.registrations to anon;

grant insert (course_id) on table public.registrations to authenticated;

grant insert (honeypot) on table public.registrations to anon;

grant insert (honeypot) on table public.registrations to authenticated;

grant insert (language) on table public.registrations to anon;

grant insert (language) on table public.registrations to authenticated;

grant insert (consent_notice_version) on table public.registrations to anon;

grant insert (consent_notice_version) on table public.registrations to authenticated;

grant insert (consent_language) on table public.registrations to anon;

grant insert (consent_language) on table public.registrations to authenticated;

grant insert (name) on table public.student_registrations to anon;

grant insert (name) on table public.student_registrations to authenticated;

grant insert (email) on table public.student_registrations to anon;

grant insert (email) on table public.student_registrations to authenticated;

grant insert (phone) on table public.student_registrations to anon;

grant insert (phone) on table public.student_registrations to authenticated;

grant insert (address) on table public.student_registrations to anon;

grant insert (address) on table public.student_registrations to authenticated;

grant insert (city) on table public.student_registrations to anon;

grant insert (city) on table public.student_registrations to authenticated;

grant insert (state) on table public.student_registrations to anon;

grant insert (state) on table public.student_registrations to authenticated;

grant insert (date_of_birth) on table public.student_registrations to anon;

grant insert (date_of_birth) on table public.student_registrations to authenticated;

grant insert (gender) on table public.student_registrations to anon;

grant insert (gender) on table public.student_registrations to authenticated;

grant insert (education_level) on table public.student_registrations to anon;

grant insert (education_level) on table public.student_registrations to authenticated;

grant insert (previous_institution) on table public.student_registrations to anon;

grant insert (previous_institution) on table public.student_registrations to authenticated;

grant insert (program_interest) on table public.student_registrations to anon;

grant insert (program_interest) on table public.student_registrations to authenticated;

grant insert (course_id) on table public.student_registrations to anon;

grant insert (course_id) on table public.student_registrations to authenticated;

grant insert (start_date) on table public.student_registrations to anon;

grant insert (start_date) on table public.student_registrations to authenticated;

grant insert (comments) on table public.student_registrations to anon;

grant insert (comments) on table public.student_registrations to authenticated;

grant insert (payment_screenshot_url) on table public.student_registrations to anon;

grant insert (payment_screenshot_url) on table public.student_registrations to authenticated;

grant insert (honeypot) on table public.student_registrations to anon;

grant insert (honeypot) on table public.student_registrations to authenticated;

grant insert (consent_notice_version) on table public.student_registrations to anon;

grant insert (consent_notice_version) on table public.student_registrations to authenticated;

grant insert (consent_language) on table public.student_registrations to anon;

grant insert (consent_language) on table public.student_registrations to authenticated;

grant insert (guardian_name) on table public.student_registrations to anon;

grant insert (guardian_name) on table public.student_registrations to authenticated;

grant insert (guardian_contact) on table public.student_registrations to anon;

grant insert (guardian_contact) on table public.student_registrations to authenticated;

grant insert (guardian_consent_notice_version) on table public.student_registrations to anon;

grant insert (guardian_consent_notice_version) on table public.student_registrations to authenticated;

grant insert (guardian_consent_language) on table public.student_registrations to anon;

grant insert (guardian_consent_language) on table public.student_registrations to authenticated;

grant insert (payment_utr) on table public.student_registrations to anon;

grant insert (payment_utr) on table public.student_registrations to authenticated;

grant insert (recommender_name) on table public.student_registrations to anon;

grant insert (recommender_name) on table public.student_registrations to authenticated;

grant insert (recommender_church) on table public.student_registrations to anon;

grant insert (recommender_church) on table public.student_registrations to authenticated;

grant insert (recommender_email) on table public.student_registrations to anon;

grant insert (recommender_email) on table public.student_registrations to authenticated;

grant insert (recommender_consent_notice_version) on table public.student_registrations to anon;

grant insert (recommender_consent_notice_version) on table public.student_registrations to authenticated;

grant usage on schema private to anon;

grant usage on schema private to authenticated;

grant usage on schema private to service_role;

grant usage on schema public to supabase_auth_admin;

revoke all on function private.is_admin_or_service_role() from public;

revoke all on function private.staff_role() from public;

revoke all on function private.is_admin() from public;

revoke all on function private.storage_object_path(text) from public;

revoke all on function private.is_single_line(text) from public;

revoke all on function private.is_staff() from public;

revoke all on function private.is_editor() from public;

revoke all on function private.is_admissions() from public;

revoke all on function private.is_editor_or_service_role() from public;

revoke all on function private.is_admissions_or_service_role() from public;

revoke all on function private.is_staff_or_service_role() from public;

revoke all on function private.publish_due_posts() from public;

revoke all on function private.publish_new_event_day() from public;

revoke all on function private.alumni_degrees() from public;

revoke all on function private.mail_parameters_fit(text,jsonb) from public;

revoke all on function private.erase_person_data(text,text,uuid,uuid,uuid) from public;

revoke all on function private.apply_retention() from public;

revoke all on function private.content_history_tables() from public;

revoke all on function private.mail_parameter_names(text) from public;

revoke all on function private.mail_parameter_fits(text,jsonb) from public;

revoke all on function private.release_visitor_site_changes() from public;

revoke all on function private.purge_content_versions() from public;

revoke all on function private.purge_audit_log() from public;

revoke all on function private.purge_unreferenced_uploads() from public;

select private.schedule_job('publish-due-posts', '* * * * *', 'select private.publish_due_posts()');

select private.schedule_job('publish-new-event-day', '30 18 * * *', 'select private.publish_new_event_day()');

select private.schedule_job('apply-retention', '30 21 * * *', 'select * from private.apply_retention()');

select private.schedule_job('release-visitor-site-changes', '30 seconds', 'select private.release_visitor_site_changes()');

select private.schedule_job('site-deploy-hook', '15 seconds', 'select private.dispatch_site_deploy()');

select private.schedule_job('purge-content-versions', '45 21 * * *', 'select private.purge_content_versions()');

select private.schedule_job('purge-audit-log', '45 21 * * *', 'select private.purge_audit_log()');

select private.schedule_job('purge-unreferenced-uploads', '17 * * * *', 'select count(*) from private.purge_unreferenced_uploads()');

select private.schedule_job('expire-reference-reservations', '41 * * * *', 'select private.expire_reference_reservations()');

select private.schedule_job('remind-recommenders', '23 * * * *', 'select private.remind_recommenders()');

alter table public.privacy_notice disable trigger privacy_notice_audit;

update public.privacy_notice n set
  collected = case when n.collected = (select v.notice ->> 'collected' from public.privacy_notice_versions v where v.version = 1)
    then E'- Applications: your name, e-mail address, phone number, address, city and state, date of birth, gender, education, the program and course you choose, your comments and a screenshot of your fee payment, with the UPI transaction number (UTR) if you give it and the payment reference we reserve for your payment. For an applicant under 18, also her parent''s or guardian''s name and contact.\n- Your pastor or church leader, whom you name on the application: their name, church and e-mail address, and the recommendation they send us (how long they have known you, their church, their recommendation and whether they recommend you).\n- Your fee, once we match it to our bank statement: the payment''s date, amount and UPI transaction number, with the number of the receipt we give you.\n- Enquiries: your name, e-mail address, phone number, address, city and state, the program you are interested in and your comments.\n- Alumni profiles: your name, graduation year, degree, position, organisation, location, photo, bio and testimonial.\n- With every form: the language you used, the version of this notice you agreed to and when, and the network address your request came from.' else n.collected end,
  collected_te = case when n.collected_te = (select v.notice ->> 'collected_te' from public.privacy_notice_versions v where v.version = 1)
    then E'- దరఖాస్తులు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, పుట్టిన తేదీ, లింగం, చదువు, మీరు ఎంచుకున్న ప్రోగ్రామ్, కోర్సు, మీ వ్యాఖ్యలు, ఫీజు చెల్లింపు స్క్రీన్‌షాట్, మీరు ఇస్తే UPI లావాదేవీ నంబర్ (UTR), మీ చెల్లింపు కోసం మేము కేటాయించే చెల్లింపు రిఫరెన్స్. 18 ఏళ్ల లోపు దరఖాస్తుదారు అయితే ఆమె తల్లిదండ్రుల లేదా సంరక్షకుల పేరు, సంప్రదింపు వివరాలు కూడా.\n- దరఖాస్తులో మీరు పేర్కొనే మీ పాస్టర్ లేదా సంఘ నాయకులు: వారి పేరు, సంఘం, ఇ-మెయిల్ చిరునామా, వారు మాకు పంపే సిఫారసు (మీరు వారికి ఎంత కాలంగా తెలుసు, వారి సంఘం, వారి సిఫారసు, మిమ్మల్ని సిఫారసు చేస్తారా లేదా).\n- మీ ఫీజును మా బ్యాంక్ స్టేట్‌మెంట్‌తో సరిపోల్చిన తర్వాత: చెల్లింపు తేదీ, మొత్తం, UPI లావాదేవీ నంబర్, మేము ఇచ్చే రసీదు నంబర్.\n- విచారణలు: మీ పేరు, ఇ-మెయిల్ చిరునామా, ఫోన్ నంబర్, చిరునామా, నగరం, రాష్ట్రం, మీకు ఆసక్తి ఉన్న ప్రోగ్రామ్, మీ వ్యాఖ్యలు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీ పేరు, పట్టా పొందిన సంవత్సరం, డిగ్రీ, హోదా, సంస్థ, ప్రాంతం, ఫోటో, పరిచయం, సాక్ష్యం.\n- ప్రతి ఫారంతో: మీరు వాడిన భాష, మీరు అంగీకరించిన ఈ ప్రకటన సంచిక, ఎప్పుడు అంగీకరించారు, మీ అభ్యర్థన వచ్చిన నెట్‌వర్క్ చిరునామా.' else n.collected_te end,
  purposes = case when n.purposes = (select v.notice ->> 'purposes' from public.privacy_notice_versions v where v.version = 1)
    then E'- To consider your application, tell you our decision and let you check its status.\n- With your agreement, to ask your pastor or church leader for a recommendation and to read it with your application.\n- To match your fee to your application and give you a receipt, and to keep our accounts as the law requires.\n- To answer your enquiry.\n- To show your alumni profile on our website, where everyone can read it.\n- To write to you about your application or enquiry.\n- To keep our forms safe from misuse.\nWe do not sell your data or use it for advertising. Only the companies that host our website and send our e-mails handle it for us, under our instructions.' else n.purposes end,
  purposes_te = case when n.purposes_te = (select v.notice ->> 'purposes_te' from public.privacy_notice_versions v where v.version = 1)
    then E'- మీ దరఖాస్తును పరిశీలించడానికి, మా నిర్ణయాన్ని మీకు తెలపడానికి, దాని స్థితిని మీరు చూసుకోవడానికి.\n- మీ అంగీకారంతో, మీ పాస్టర్ లేదా సంఘ నాయకుల నుండి సిఫారసు అడిగి, దానిని మీ దరఖాస్తుతో కలిపి చదవడానికి.\n- మీ ఫీజును మీ దరఖాస్తుతో సరిపోల్చి మీకు రసీదు ఇవ్వడానికి, చట్టం కోరినట్లు మా లెక్కలను ఉంచడానికి.\n- మీ విచారణకు జవాబు ఇవ్వడానికి.\n- మీ పూర్వ విద్యార్థి ప్రొఫైల్‌ను అందరూ చదవగలిగే మా వెబ్‌సైట్‌లో చూపించడానికి.\n- మీ దరఖాస్తు లేదా విచారణ గురించి మీకు వ్రాయడానికి.\n- మా ఫారాలను దుర్వినియోగం నుండి కాపాడడానికి.\nమీ వివరాలను మేము అమ్మము, ప్రకటనల కోసం వాడము. మా వెబ్‌సైట్‌ను నడిపే, మా ఇ-మెయిల్‌లను పంపే సంస్థలు మాత్రమే మా సూచనల ప్రకారం వాటిని మా కోసం నిర్వహిస్తాయి.' else n.purposes_te end,
  retention = case when n.retention = (select v.notice ->> 'retention' from public.privacy_notice_versions v where v.version = 1)
    then E'- Enquiries: 12 months after we receive them.\n- Applications that are not accepted: 12 months after our decision. An accepted application becomes part of the student''s record.\n- Your pastor''s or church leader''s details and their recommendation: with your application, erased with it. The link we send them works for 30 days.\n- Payment screenshots: 90 days after our decision.\n- Payment references reserved for a payment and not used: 7 days.\n- The record of a verified payment (its date, amount, UPI transaction number and receipt number): as long as tax law requires us to keep our accounts. Once your application is erased, it no longer names you.\n- The text of e-mails we send you: 30 days.\n- Alumni profiles: as long as you are listed in the alumni network.\nWhere a law requires us to keep something longer, we keep only that, only as long as it requires.' else n.retention end,
  retention_te = case when n.retention_te = (select v.notice ->> 'retention_te' from public.privacy_notice_versions v where v.version = 1)
    then E'- విచారణలు: అందిన 12 నెలల వరకు.\n- అంగీకరించని దరఖాస్తులు: మా నిర్ణయం తరువాత 12 నెలల వరకు. అంగీకరించిన దరఖాస్తు విద్యార్థి రికార్డులో భాగమవుతుంది.\n- మీ పాస్టర్ లేదా సంఘ నాయకుల వివరాలు, వారి సిఫారసు: మీ దరఖాస్తుతో పాటు ఉంచి, దానితో పాటే తొలగిస్తాము. వారికి పంపే లింక్ 30 రోజులు పనిచేస్తుంది.\n- చెల్లింపు స్క్రీన్‌షాట్‌లు: మా నిర్ణయం తరువాత 90 రోజుల వరకు.\n- చెల్లింపు కోసం కేటాయించి వాడని చెల్లింపు రిఫరెన్స్‌లు: 7 రోజులు.\n- సరిపోల్చిన చెల్లింపు రికార్డు (తేదీ, మొత్తం, UPI లావాదేవీ నంబర్, రసీదు నంబర్): పన్ను చట్టం మా లెక్కలను ఉంచమని కోరినంత కాలం. మీ దరఖాస్తు తొలగించిన తర్వాత అది మీ పేరును చూపదు.\n- మేము మీకు పంపే ఇ-మెయిల్‌ల పాఠం: 30 రోజుల వరకు.\n- పూర్వ విద్యార్థుల ప్రొఫైల్‌లు: మీరు పూర్వ విద్యార్థుల నెట్‌వర్క్‌లో ఉన్నంత కాలం.\nఏదైనా చట్టం ఇంకా ఎక్కువ కాలం ఉంచమంటే, అది కోరినంత మాత్రమే, అది కోరినంత కాలం మాత్రమే ఉంచుతాము.' else n.retention_te end
where n.id = 1;

alter table public.privacy_notice enable trigger privacy_notice_audit;
