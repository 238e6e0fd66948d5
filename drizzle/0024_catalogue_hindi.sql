CREATE TABLE "category_names" (
	"name" text PRIMARY KEY NOT NULL,
	"name_hi" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "footer_links" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "title_hi" text;