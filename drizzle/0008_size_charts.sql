CREATE TABLE "size_chart_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"size" text NOT NULL,
	"chest_cm" real,
	"waist_cm" real,
	"length_cm" real,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "size_chart_rows_category_size_key" ON "size_chart_rows" USING btree ("category","size");